import { IDENTITY_ERROR_KEYS, isPasswordStrongEnough, PASSWORD_RESET_TTL_HOURS } from '@portal/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { invites, sessions, users } from '../db/schema';
import type { ContentFile } from '../modules/content/repo';
import { composeEmail } from '../modules/identity/emails';
import {
  findLink,
  issueToken,
  PASSWORD_RESET,
  retireLinks,
  tokenState,
} from '../modules/identity/invite-tokens';
import { writeAudit } from '../platform/audit';
import { AppError } from '../platform/errors';
import { enqueueEmail } from '../platform/outbox';
import { hashPassword, verifyPassword } from '../platform/passwords';
import { findUserByEmail, findUserById, type UserRow } from './accounts';

/** A user whose password the built-in IdP checks (the same condition as sign-in). */
const hasPassword = (user: UserRow | undefined): user is UserRow =>
  Boolean(user?.passwordHash && user.status === 'Active' && user.userUniqueId);

/**
 * Ends a user's sessions but `keepIdHash`; returns how many ended. With `withIdpGrants` (a reset: the
 * old password may be known to someone else) the built-in IdP's sessions, grants and tokens of the
 * user go too. A change keeps them: the current session refreshes through its grant.
 */
export async function endUserSessions(
  db: DbOrTx,
  o: { user: UserRow; keepIdHash?: string; withIdpGrants?: boolean },
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, o.user.id), o.keepIdHash ? ne(sessions.idHash, o.keepIdHash) : undefined))
    .returning({ idHash: sessions.idHash });
  if (o.withIdpGrants && o.user.userUniqueId)
    await db.execute(sql`delete from oidc_payloads where payload->>'accountId' = ${o.user.userUniqueId}`);
  return ended.length;
}

/**
 * "Forgot password": an Active user with a password gets a one-time link (valid 1 hour, earlier ones
 * retired) by email in their language, audited USPR. Nothing tells the caller whether the address
 * belongs to anyone; `isThrottled` (too many links for this address lately) sends nothing.
 */
export async function requestPasswordReset(
  deps: { db: Db; content: Map<string, ContentFile>; origin: string },
  o: { email: string; locale: string; now: number; address: string; isThrottled: boolean },
): Promise<{ isSent: boolean }> {
  const user = await findUserByEmail(deps.db, o.email);
  if (!hasPassword(user)) return { isSent: false };
  if (o.isThrottled) {
    await writeAudit(deps.db, {
      actionCode: 'USPR',
      isSuccess: false,
      actor: user,
      body: { reason: 'rate_limited', address: o.address },
      now: o.now,
    });
    return { isSent: false };
  }
  await deps.db.transaction(async (tx) => {
    await retireLinks(tx, { userId: user.id, now: o.now, kinds: [PASSWORD_RESET] });
    const token = await issueToken(tx, {
      userId: user.id,
      email: user.email,
      ttlHours: PASSWORD_RESET_TTL_HOURS,
      now: o.now,
      sourceSystem: PASSWORD_RESET,
    });
    await enqueueEmail(
      tx,
      composeEmail(deps.content, {
        kind: 'password_reset',
        to: user.email,
        locale: o.locale,
        brandCode: user.brandCode,
        values: {
          name: user.firstName,
          link: `${deps.origin}/oidc/reset-password?token=${token}&lng=${o.locale}`,
        },
      }),
    );
    await writeAudit(tx, {
      actionCode: 'USPR',
      isSuccess: true,
      actor: user,
      body: { address: o.address },
      now: o.now,
    });
  });
  return { isSent: true };
}

/** The user a reset link still opens for, or undefined (unknown, used, expired, or no longer Active). */
export async function resetLinkUser(db: DbOrTx, token: string, now: number) {
  const link = token ? await findLink(db, token, PASSWORD_RESET) : undefined;
  if (!link || tokenState(link, now) !== 'valid') return undefined;
  const user = await findUserById(db, link.userId);
  return hasPassword(user) ? { link, user } : undefined;
}

/**
 * Sets the password from a reset link (the caller checked the rules): the link is used up with the
 * user's other open reset links, every session of the user ends, and USPW is written, all at once.
 */
export async function resetPassword(
  db: Db,
  o: { token: string; password: string; now: number; address: string },
): Promise<boolean> {
  const passwordHash = await hashPassword(o.password);
  return db.transaction(async (tx) => {
    const found = await resetLinkUser(tx, o.token, o.now);
    if (!found) return false;
    const { link, user } = found;
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!locked) return false;
    await tx
      .update(invites)
      .set({ usedAt: new Date(o.now) })
      .where(eq(invites.id, link.id));
    await retireLinks(tx, { userId: user.id, now: o.now, kinds: [PASSWORD_RESET] });
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(o.now) })
      .where(eq(users.id, user.id));
    const sessionsEnded = await endUserSessions(tx, { user, withIdpGrants: true });
    await writeAudit(tx, {
      actionCode: 'USPW',
      isSuccess: true,
      actor: user,
      body: { via: 'reset', sessionsEnded, address: o.address },
      now: o.now,
    });
    return true;
  });
}

export type ChangeOutcome = 'changed' | 'wrong' | 'waiting';

/**
 * The account page's change (issue 15): the current password must match (a wrong one is audited and
 * counted by the caller's sign-in throttle), the new one follows the activation rules; the other
 * sessions of the user end, this one stays.
 */
export async function changePassword(
  db: Db,
  o: {
    user: UserRow;
    sessionIdHash: string;
    currentPassword: string;
    newPassword: string;
    isWaiting: boolean;
    now: number;
    address: string;
  },
): Promise<ChangeOutcome> {
  if (!isPasswordStrongEnough(o.newPassword))
    throw new AppError('VALIDATION', IDENTITY_ERROR_KEYS.passwordWeak, 'The new password is too weak', [
      { path: 'body.newPassword', messageKey: IDENTITY_ERROR_KEYS.passwordWeak },
    ]);
  const isMatch =
    !o.isWaiting && o.user.passwordHash
      ? await verifyPassword(o.currentPassword, o.user.passwordHash)
      : false;
  if (!isMatch) {
    await writeAudit(db, {
      actionCode: 'USPW',
      isSuccess: false,
      actor: o.user,
      body: { via: 'account', reason: o.isWaiting ? 'locked' : 'invalid_current', address: o.address },
      now: o.now,
    });
    return o.isWaiting ? 'waiting' : 'wrong';
  }
  const passwordHash = await hashPassword(o.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(o.now) })
      .where(eq(users.id, o.user.id));
    await retireLinks(tx, { userId: o.user.id, now: o.now, kinds: [PASSWORD_RESET] });
    const sessionsEnded = await endUserSessions(tx, { user: o.user, keepIdHash: o.sessionIdHash });
    await writeAudit(tx, {
      actionCode: 'USPW',
      isSuccess: true,
      actor: o.user,
      body: { via: 'account', sessionsEnded, address: o.address },
      now: o.now,
    });
  });
  return 'changed';
}
