import { eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../platform/passwords';

export type UserRow = typeof users.$inferSelect;

export type CredentialCheck = { outcome: 'ok'; user: UserRow } | { outcome: 'invalid'; user?: UserRow };

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserBySubject(db: Db, sub: string) {
  const [user] = await db.select().from(users).where(eq(users.userUniqueId, sub));
  return user;
}

/**
 * Spec-neutral credential check for the built-in IdP: only Active users with a password sign in.
 * An unknown email and a wrong password look the same to the caller's caller; failures are counted by
 * the sign-in throttle per (account, address), not here (issue 14 finding 6). Every branch derives one
 * scrypt key at the default cost (issue 42 §3): an unknown account or one without a password (invited)
 * is checked against a dummy hash, so the time taken tells nothing about the account.
 */
export async function checkCredentials(
  db: Db,
  { email, password, now }: { email: string; password: string; now: number },
): Promise<CredentialCheck> {
  const user = await findUserByEmail(db, email);
  const isMatch = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user) return { outcome: 'invalid' };
  if (isMatch && user.passwordHash && user.status === 'Active' && user.userUniqueId) {
    await db
      .update(users)
      .set({ lastLoginAt: new Date(now) })
      .where(eq(users.id, user.id));
    return { outcome: 'ok', user };
  }
  return { outcome: 'invalid', user };
}

/** Spends the time of a real password check, so response time tells nothing about the account. */
export const spendCredentialTime = (password: string) => verifyPassword(password, DUMMY_HASH);

/** A well-formed hash at today's default cost (platform/passwords.ts) that no password matches. */
export const DUMMY_HASH =
  'scrypt$32768$8$3$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** The first authority a user reaches: direct, through a parent, or through a group. */
export async function primaryAuthorityId(db: Db, userId: number): Promise<string | null> {
  const [row] = await queryRows<{ authority_id: string }>(
    db,
    sql`select authority_id from (
          select authority_id, 1 as via from user_authority_access where user_id = ${userId}
          union all
          select a.authority_id, 2 from user_parent_access upa join authorities a on a.parent_id = upa.parent_id
           where upa.user_id = ${userId}
          union all
          select ga.authority_id, 3 from user_group_access uga join group_authorities ga on ga.group_id = uga.group_id
           where uga.user_id = ${userId}
        ) reach order by via, authority_id limit 1`,
  );
  return row?.authority_id ?? null;
}

/** Claims the built-in IdP issues for a user (scopes of spec 000 §2). */
export async function accountClaims(db: Db, sub: string) {
  const user = await findUserBySubject(db, sub);
  if (user?.status !== 'Active') return undefined;
  return {
    sub,
    email: user.email,
    email_verified: true,
    given_name: user.firstName,
    family_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`,
    locale: user.languageCode,
    authorityID: await primaryAuthorityId(db, user.id),
    isAdmin: user.isAdmin,
    isInternal: user.isInternal,
  };
}
