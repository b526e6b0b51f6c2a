import { IDENTITY_ERROR_KEYS, type TOtapResponse, VALIDATION_KEYS } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invites, users } from '../../db/schema';
import { findUserById } from '../../identity/accounts';
import { AppError } from '../../platform/errors';
import { enqueueEmail } from '../../platform/outbox';
import type { ContentFile } from '../content/repo';
import { acceptOfferedAccess } from './access-offers';
import { composeEmail } from './emails';
import { ACTIVATION, ACTIVATION_TTL_HOURS, findInvite, issueToken, tokenState } from './invite-tokens';

/** Spec 000 §3 invite token check: expired, already used or validated, with the invited names. */
export async function checkInvite(db: Db, token: string, now: number): Promise<TOtapResponse> {
  const invite = await findInvite(db, token);
  const user = invite ? await findUserById(db, invite.userId) : undefined;
  if (!invite || !user) throw new AppError('NOT_FOUND', IDENTITY_ERROR_KEYS.inviteInvalid);
  const state = tokenState(invite, now);
  return {
    otapExpired: state === 'expired',
    otapAlreadyUsed: state === 'used',
    otapValidated: state === 'valid',
    firstName: user.firstName,
    lastName: user.lastName,
    eMail: invite.email,
  };
}

type Registration = {
  firstName: string;
  lastName: string;
  email: string;
  brand: number;
  languageISOCode?: string;
};

/**
 * Spec 000 §2 registration: the invited user confirms their names; the invite is used up and an
 * activation email (one-time link to choose a password) goes out in the same transaction.
 */
export async function register(
  deps: { db: Db; content: Map<string, ContentFile>; origin: string },
  o: { token: string; body: Registration; now: number },
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const invite = await findInvite(tx, o.token);
    if (!invite || tokenState(invite, o.now) !== 'valid') {
      throw new AppError(
        'VALIDATION',
        IDENTITY_ERROR_KEYS.inviteInvalid,
        'The invitation is expired or used',
      );
    }
    if (o.body.email.toLowerCase() !== invite.email.toLowerCase()) {
      throw new AppError('VALIDATION', VALIDATION_KEYS.emailFormat, 'The email must be the invited address', [
        { path: 'body.email', messageKey: VALIDATION_KEYS.emailFormat },
      ]);
    }
    const [user] = await tx.select().from(users).where(eq(users.id, invite.userId)).for('update');
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${invite.email.toLowerCase()} and ${users.id} <> ${invite.userId}`);
    // Access another customer offered this account (issue 42 §3) is granted on acceptance.
    const offered = user && !other ? await acceptOfferedAccess(tx, invite, o.now) : 0;
    if (!user || other || user.passwordHash || user.status === 'Active') {
      if (offered === 0) throw new AppError('CONFLICT', IDENTITY_ERROR_KEYS.emailExists);
      await tx
        .update(invites)
        .set({ usedAt: new Date(o.now) })
        .where(eq(invites.id, invite.id));
      return { hasAccount: true as const };
    }
    const locale = o.body.languageISOCode?.slice(0, 2) ?? user.languageCode;
    await tx
      .update(users)
      .set({
        firstName: o.body.firstName,
        lastName: o.body.lastName,
        email: invite.email,
        userName: invite.email,
        brandCode: o.body.brand,
        languageCode: locale,
        updatedAt: new Date(o.now),
      })
      .where(eq(users.id, user.id));
    await tx
      .update(invites)
      .set({ usedAt: new Date(o.now) })
      .where(eq(invites.id, invite.id));
    const token = await issueToken(tx, {
      userId: user.id,
      email: invite.email,
      ttlHours: ACTIVATION_TTL_HOURS,
      now: o.now,
      sourceSystem: ACTIVATION,
    });
    const link = `${deps.origin}/oidc/activate?token=${token}&lng=${locale}`;
    await enqueueEmail(
      tx,
      composeEmail(deps.content, {
        kind: 'activation',
        to: invite.email,
        locale,
        brandCode: o.body.brand,
        values: { name: o.body.firstName, link },
      }),
    );
    return { success: true as const };
  });
  // The account exists: the spec's "A user with this email address already exists." and its sign-in
  // buttons (000 §2), now with the offered access granted.
  if ('hasAccount' in outcome) throw new AppError('CONFLICT', IDENTITY_ERROR_KEYS.emailExists);
  return outcome;
}
