import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invites } from '../../db/schema';

/** invites.source_system of the one-time links that set the first password after registration. */
export const ACTIVATION = 'activation';
export const ACTIVATION_TTL_HOURS = 48;
/** invites.source_system of the one-time links of "Forgot password" (issue 15). */
export const PASSWORD_RESET = 'password_reset';
/** Every other source system (null, `portal`, `admin`) is an invitation. */
const NOT_INVITATIONS = [ACTIVATION, PASSWORD_RESET];
export type LinkKind = 'invitation' | typeof ACTIVATION | typeof PASSWORD_RESET;

const ofKind = (kind: LinkKind): SQL | undefined =>
  kind === 'invitation'
    ? or(isNull(invites.sourceSystem), notInArray(invites.sourceSystem, NOT_INVITATIONS))
    : eq(invites.sourceSystem, kind);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export type InviteRow = typeof invites.$inferSelect;
export type TokenState = 'expired' | 'used' | 'valid';

export const tokenState = (row: InviteRow, now: number): TokenState =>
  row.usedAt ? 'used' : new Date(row.expiresAt).getTime() <= now ? 'expired' : 'valid';

/** The row of a one-time link of this kind (an invitation token never opens an activation page). */
export async function findLink(db: DbOrTx, token: string, kind: LinkKind) {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.tokenHash, hashToken(token)), ofKind(kind)));
  return row;
}

export const findInvite = (db: DbOrTx, token: string) => findLink(db, token, 'invitation');
export const findActivation = (db: DbOrTx, token: string) => findLink(db, token, ACTIVATION);

/**
 * Ends the user's open one-time links of the given kinds (all when none are named): they answer
 * "expired" from now on. A resend retires the earlier invitations; a revoke every link (issue 15).
 */
export async function retireLinks(db: DbOrTx, o: { userId: number; now: number; kinds?: LinkKind[] }) {
  const now = new Date(o.now);
  await db
    .update(invites)
    .set({ expiresAt: now })
    .where(
      and(
        eq(invites.userId, o.userId),
        isNull(invites.usedAt),
        gt(invites.expiresAt, now),
        o.kinds ? or(...o.kinds.map(ofKind)) : undefined,
      ),
    );
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
