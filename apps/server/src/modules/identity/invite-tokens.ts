import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invites } from '../../db/schema';

/** invites.source_system of the one-time links that set the first password after registration. */
export const ACTIVATION = 'activation';
export const ACTIVATION_TTL_HOURS = 48;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export type InviteRow = typeof invites.$inferSelect;
export type TokenState = 'expired' | 'used' | 'valid';

export const tokenState = (row: InviteRow, now: number): TokenState =>
  row.usedAt ? 'used' : new Date(row.expiresAt).getTime() <= now ? 'expired' : 'valid';

/** An invitation link's row (never an activation link's). */
export async function findInvite(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.tokenHash, hashToken(token)),
        or(isNull(invites.sourceSystem), ne(invites.sourceSystem, ACTIVATION)),
      ),
    );
  return row;
}

export async function findActivation(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.tokenHash, hashToken(token)), eq(invites.sourceSystem, ACTIVATION)));
  return row;
}

/** Stores a new one-time link and returns its token (only the hash is kept). */
export async function issueToken(
  db: DbOrTx,
  o: {
    userId: number;
    email: string;
    ttlHours: number;
    now: number;
    sourceSystem?: string;
    sentByUserId?: number;
  },
) {
  const token = newToken();
  await db.insert(invites).values({
    userId: o.userId,
    email: o.email,
    tokenHash: hashToken(token),
    createdAt: new Date(o.now),
    expiresAt: new Date(o.now + o.ttlHours * 3_600_000),
    sourceSystem: o.sourceSystem ?? null,
    sentByUserId: o.sentByUserId ?? null,
  });
  return token;
}
