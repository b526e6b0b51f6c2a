import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../identity/sign-in-page';
import { latestEmails } from '../../platform/outbox';

/** Links in a plain-text email become clickable; everything else is escaped. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The demo mailbox (no SMTP_URL): the latest outbox emails, so a person can follow an invitation
 * or activation link without a mail server. A developer tool, in English only.
 */
export async function mailboxRoutes(app: FastifyInstance) {
  // Anyone may read this page: never in production, whatever else the configuration says (finding 3).
  if (!app.config.mail.isMailboxEnabled || app.config.env === 'production') return;
  app.get('/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await latestEmails(app.database.db);
    const items = emails
      .map(
        (e) => `<article><h2>${escapeHtml(e.subject)}</h2>
        <p class="meta">To <strong>${escapeHtml(e.toAddress)}</strong> · ${new Date(e.createdAt).toISOString()}</p>
        <pre>${linkify(e.bodyText)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo mailbox</title><style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:24px;color:#1a1b1e}
article{border:1px solid #ced4da;border-radius:8px;padding:16px;margin:16px 0}
h2{font-size:1.1rem;margin:0 0 4px}.meta{color:#495057;margin:0 0 12px}pre{white-space:pre-wrap;font:inherit}
a{color:#1d5ab2}</style></head><body><main><h1>Demo mailbox</h1>
<p>Emails the portal would send. Set SMTP_URL to deliver them for real; this page then disappears.</p>
${items || '<p>No emails yet.</p>'}</main></body></html>`);
  });
}
