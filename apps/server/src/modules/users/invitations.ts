import { canResendInvite, INVITE_TTL_HOURS, USER_AUDIT_CODES, USERS_MESSAGE_KEYS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invites, users } from '../../db/schema';
import { findUserById, type UserRow } from '../../identity/accounts';
import { writeAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { enqueueEmail } from '../../platform/outbox';
import { isPlatformAdminItself } from '../../platform/request-context';
import type { RequestUser } from '../../platform/request-user';
import type { ContentFile } from '../content/repo';
import { ACCESS_OFFER, storeOfferedAccess } from '../identity/access-offers';
import { composeEmail } from '../identity/emails';
import { hashToken, issueToken, retireLinks } from '../identity/invite-tokens';
import type { GrantSet } from './grants';
import { emailExists } from './repo';
import { conflictOnEmail, manageScope, scopedUser } from './service';

export type MailDeps = { db: Db; content: Map<string, ContentFile>; origin: string };

/** The invitation email with its registration link, to the outbox (the caller's transaction). */
export async function enqueueInvitationEmail(
  tx: Db,
  deps: Omit<MailDeps, 'db'>,
  o: { token: string; to: string; firstName: string; brandCode: number; locale: string; now: number },
) {
  const expires = new Date(o.now + INVITE_TTL_HOURS * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  await enqueueEmail(
    tx,
    composeEmail(deps.content, {
      kind: 'invitation',
      to: o.to,
      locale: o.locale,
      brandCode: o.brandCode,
      values: {
        name: o.firstName,
        link: `${deps.origin}/${o.locale}/registration.html?status=${encodeURIComponent(o.token)}`,
        expires: `${expires} UTC`,
      },
    }),
  );
}

/**
 * Sends an invitation: earlier unused links stop working, a new one-time link is stored (hash only)
 * and the email goes to the outbox, all in the caller's transaction.
 */
export async function sendInvitation(
  tx: Db,
  deps: Omit<MailDeps, 'db'>,
  o: {
    user: { id: number; firstName: string; brandCode: number; languageCode: string };
    email: string;
    now: number;
    sentBy: number;
    sourceSystem?: string;
  },
) {
  const now = new Date(o.now);
  await retireLinks(tx, { userId: o.user.id, now: o.now, kinds: ['invitation'] });
  const token = await issueToken(tx, {
    userId: o.user.id,
    email: o.email,
    ttlHours: INVITE_TTL_HOURS,
    now: o.now,
    sentByUserId: o.sentBy,
    sourceSystem: o.sourceSystem,
  });
  await tx
    .update(users)
    .set({ status: 'Invited', inviteEmail: o.email, invitationSentAt: now, updatedAt: now })
    .where(eq(users.id, o.user.id));
  await enqueueInvitationEmail(tx, deps, {
    token,
    to: o.email,
    firstName: o.user.firstName,
    brandCode: o.user.brandCode,
    locale: o.user.languageCode,
    now: o.now,
  });
  return token;
}

/**
 * Who may resend or re-address an invitation: a customer administrator for the users in their scope,
 * and a platform admin who is not impersonating for any customer user (spec 000 §2 admin panel actions).
 */
async function invitedUser(db: Db, caller: RequestUser, uId: number, now: number) {
  if (isPlatformAdminItself(caller)) {
    const user = await findUserById(db, uId);
    if (!user || user.isAdmin || user.isInternal) throw notFound(USERS_MESSAGE_KEYS.userNotFound);
    return user;
  }
  const scope = await manageScope(db, caller.reach);
  await scopedUser(db, scope, uId, now);
  const user = await findUserById(db, uId);
  if (!user) throw notFound(USERS_MESSAGE_KEYS.userNotFound);
  return user;
}

const notInvited = () =>
  new AppError('CONFLICT', USERS_MESSAGE_KEYS.notInvited, 'Only invited users get an invitation');

/** POST {uId}/resendinvite (spec 000 §4 resend invite): a new link replaces the earlier ones. */
export async function resendInvite(
  deps: MailDeps,
  o: { caller: RequestUser; uId: number; sourceSystem?: string; now: number },
) {
  const user = await invitedUser(deps.db, o.caller, o.uId, o.now);
  if (!canResendInvite(user.status)) throw notInvited();
  await deps.db.transaction(async (t) => {
    const tx = t;
    const email = user.email;
    await sendInvitation(tx, deps, {
      user,
      email,
      now: o.now,
      sentBy: o.caller.user.id,
      sourceSystem: o.sourceSystem,
    });
    await writeAudit(tx, {
      actionCode: USER_AUDIT_CODES.resendInvite,
      isSuccess: true,
      actor: o.caller.user,
      impersonator: o.caller.impersonator,
      body: { uId: user.id, email, sourceSystem: o.sourceSystem ?? null },
      now: o.now,
    });
  });
  return { success: true as const, message: 'Resent invite sent successfully' };
}

/** PUT {uId}/update-email (spec 000 §5): a different, unused address; the invitation goes there. */
export async function updateInviteEmail(
  deps: MailDeps,
  o: { caller: RequestUser; uId: number; email: string; now: number },
) {
  const user = await invitedUser(deps.db, o.caller, o.uId, o.now);
  if (!canResendInvite(user.status)) throw notInvited();
  if (o.email.toLowerCase() === user.email.toLowerCase())
    throw new AppError('VALIDATION', USERS_MESSAGE_KEYS.sameEmail, 'The new address equals the current one', [
      { path: 'body.Email', messageKey: USERS_MESSAGE_KEYS.sameEmail },
    ]);
  if (await emailExists(deps.db, o.email)) throw conflictOnEmail();
  await deps.db.transaction(async (t) => {
    const tx = t;
    await tx.update(users).set({ email: o.email }).where(eq(users.id, user.id));
    await sendInvitation(tx, deps, { user, email: o.email, now: o.now, sentBy: o.caller.user.id });
    await writeAudit(tx, {
      actionCode: USER_AUDIT_CODES.updateEmail,
      isSuccess: true,
      actor: o.caller.user,
      impersonator: o.caller.impersonator,
      body: { uId: user.id, previousEmail: user.email, email: o.email },
      now: o.now,
    });
  });
  return { success: true as const, message: 'Email address updated' };
}

/**
 * Issue 42 §3: an address that belongs to a user the caller does not administer (another customer's)
 * is not refused, which would tell that it exists: its holder gets the same invitation email, and the
 * access is granted when they accept the link (the registration page then tells them to sign in). A
 * platform account is offered nothing. Returns the id the answer carries.
 */
export async function offerAccess(
  tx: Db,
  deps: Omit<MailDeps, 'db'>,
  o: { user: UserRow; grants: GrantSet; admin: UserRow; now: number },
) {
  if (o.user.isAdmin || o.user.isInternal) return o.user.id;
  const token = await issueToken(tx, {
    userId: o.user.id,
    email: o.user.email,
    ttlHours: INVITE_TTL_HOURS,
    now: o.now,
    sentByUserId: o.admin.id,
    sourceSystem: ACCESS_OFFER,
  });
  const [invite] = await tx
    .select({ id: invites.id })
    .from(invites)
    .where(eq(invites.tokenHash, hashToken(token)));
  if (!invite) throw new AppError('INTERNAL');
  await storeOfferedAccess(tx, {
    inviteId: invite.id,
    grants: (['A', 'P', 'G'] as const).flatMap((level) =>
      o.grants[level].map((g) => ({ level, code: g.code, roleId: g.roleId })),
    ),
    grantedBy: o.admin.id,
  });
  await enqueueInvitationEmail(tx, deps, {
    token,
    to: o.user.email,
    firstName: o.user.firstName,
    brandCode: o.admin.brandCode,
    locale: o.user.languageCode,
    now: o.now,
  });
  return o.user.id;
}
