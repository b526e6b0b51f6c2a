import { desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { insertJsonRows } from '../db/json-rows';
import { outboxEmails, outboxEvents } from '../db/schema';

export type Email = { to: string; subject: string; text: string; html?: string };

/** Writes an email in the caller's transaction; it is sent after the change commits. */
export async function enqueueEmail(db: DbOrTx, email: Email) {
  await db.insert(outboxEmails).values({
    toAddress: email.to,
    subject: email.subject,
    bodyText: email.text,
    bodyHtml: email.html ?? null,
  });
}

/** An event for later consumers (alerts, webhooks): written in the caller's transaction, with the change. */
export type OutboxEvent = { topic: string; payload: Record<string, unknown> };

export async function enqueueEvents(db: DbOrTx, events: readonly OutboxEvent[], now: number) {
  if (!events.length) return;
  const createdAt = new Date(now);
  await db.execute(
    insertJsonRows(
      outboxEvents,
      events.map((e) => ({ ...e, createdAt })),
    ),
  );
}

export async function latestEmails(db: Db, limit = 50) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
}

const MAX_ATTEMPTS = 5;

/**
 * Sends unsent outbox rows through SMTP when SMTP_URL is set. Without it the demo mailbox page
 * shows them and nothing leaves the machine.
 */
export function startMailer({
  db,
  smtpUrl,
  from,
  log,
}: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}) {
  if (!smtpUrl) return { kick: () => {}, stop: () => {} };
  const transport = nodemailer.createTransport(smtpUrl);
  let isRunning = false;
  const deliver = async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      const pending = await db.select().from(outboxEmails).where(isNull(outboxEmails.sentAt)).limit(20);
      for (const row of pending.filter((r) => r.attempts < MAX_ATTEMPTS)) {
        try {
          await transport.sendMail({
            from,
            to: row.toAddress,
            subject: row.subject,
            text: row.bodyText,
            html: row.bodyHtml ?? undefined,
          });
          await db
            .update(outboxEmails)
            .set({ sentAt: new Date(), error: null })
            .where(eq(outboxEmails.id, row.id));
        } catch (error) {
          log.warn({ err: error, emailId: row.id }, 'email not sent');
          await db
            .update(outboxEmails)
            .set({ attempts: row.attempts + 1, error: (error as Error).message.slice(0, 500) })
            .where(eq(outboxEmails.id, row.id));
        }
      }
    } finally {
      isRunning = false;
    }
  };
  const timer = setInterval(() => void deliver().catch((e) => log.error({ err: e }, 'mailer failed')), 5000);
  timer.unref();
  return {
    kick: () => void deliver().catch((e) => log.error({ err: e }, 'mailer failed')),
    stop: () => clearInterval(timer),
  };
}
