import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { GENERATIONS_JSON, type Generations } from '../db/generations';
import { sessions, users } from '../db/schema';
import type { TokenVault } from './token-vault';

/** The IdP's tokens of a signed-in session, sealed in sessions.token_blob. */
export type SessionTokens = {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
  /** Epoch ms when the access token expires. */
  accessExpiresAt: number;
  /** Subject at the IdP. */
  sub: string;
};

/** The secrets of a sign-in that has started but not finished (DESIGN §5). */
export type SignInFlow = {
  verifier: string;
  state: string;
  nonce: string;
  isInternal: boolean;
  brand: number;
};

export type SessionRow = typeof sessions.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A session with its signed-in user and the data generations, as one request reads them. */
export type SignedInRead = { row: SessionRow; user: UserRow | null; generations: Generations };

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** Server-side session records; the cookie holds a random secret, the table only its hash. */
export function createSessionStore(db: Db, vault: TokenVault) {
  // Every signed-in request runs this: its SQL is built once (building it through Drizzle each time
  // cost ~0.2 ms). A prepared primary-key lookup has one plan whatever the parameter.
  const findSignedInQuery = db
    .select({ row: sessions, user: users, generations: GENERATIONS_JSON })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('find_signed_in');
  return {
    async create(options: { userId: number | null; sealed: unknown; now: number; ttlSeconds: number }) {
      const secret = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        idHash: hashSecret(secret),
        userId: options.userId,
        tokenBlob: vault.seal(options.sealed),
        createdAt: new Date(options.now),
        lastSeenAt: new Date(options.now),
        expiresAt: new Date(options.now + options.ttlSeconds * 1000),
      });
      return secret;
    },

    async find(secret: string | undefined): Promise<SessionRow | undefined> {
      if (!secret || secret.length > 100) return undefined;
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashSecret(secret)));
      return row;
    },

    /**
     * The session of a request, its user and the data generations (platform/generation-cache) in one
     * round trip: every signed-in call needs all three before anything else.
     */
    async findSignedIn(secret: string | undefined): Promise<SignedInRead | undefined> {
      if (!secret || secret.length > 100) return undefined;
      const [found] = await findSignedInQuery.execute({ idHash: hashSecret(secret) });
      return found;
    },

    open<T>(row: SessionRow): T | undefined {
      if (!row.tokenBlob) return undefined;
      try {
        return vault.open<T>(Buffer.from(row.tokenBlob));
      } catch {
        return undefined; // sealed under another secret: treat as no session
      }
    },

    async update(
      idHash: string,
      changes: { sealed?: unknown; lastSeenAt?: number; impersonatedUserId?: number | null },
    ) {
      await db
        .update(sessions)
        .set({
          ...(changes.sealed !== undefined ? { tokenBlob: vault.seal(changes.sealed) } : {}),
          ...(changes.lastSeenAt !== undefined ? { lastSeenAt: new Date(changes.lastSeenAt) } : {}),
          ...(changes.impersonatedUserId !== undefined
            ? { impersonatedUserId: changes.impersonatedUserId }
            : {}),
        })
        .where(eq(sessions.idHash, idHash));
    },

    /**
     * Replaces the sealed tokens only if they are still `expected` (compare and swap): of several
     * instances refreshing one session, exactly one wins. True when this call replaced them.
     */
    async replaceSealed(idHash: string, expected: Buffer, sealed: unknown) {
      const changed = await db
        .update(sessions)
        .set({ tokenBlob: vault.seal(sealed) })
        .where(and(eq(sessions.idHash, idHash), eq(sessions.tokenBlob, expected)))
        .returning({ idHash: sessions.idHash });
      return changed.length === 1;
    },

    async remove(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Disabling a user or revoking access ends every session of theirs. */
    async removeForUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async removeExpired(now: number) {
      await db.delete(sessions).where(and(lt(sessions.expiresAt, new Date(now))));
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * DESIGN §5: starts (a user id) or ends (null) an admin's impersonation in one session; pass the
 * transaction that writes the audit row so both land or neither.
 */
export async function setImpersonatedUser(db: Db, idHash: string, userId: number | null) {
  await db.update(sessions).set({ impersonatedUserId: userId }).where(eq(sessions.idHash, idHash));
}
