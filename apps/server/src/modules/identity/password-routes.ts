import { IDENTITY_ENDPOINTS as E, IDENTITY_ERROR_KEYS, MESSAGE_KEYS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { findUserById } from '../../identity/accounts';
import { changePassword } from '../../identity/password-service';
import { type ThrottleStore, throttleKey } from '../../identity/sign-in-throttle';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';

/**
 * POST /api/users/users/password (ours, issue 15): the account page's password change. Wrong current
 * passwords count in the sign-in lock of (account, address), so guessing here is as slow as at sign-in.
 * With an external IdP passwords are that IdP's business (OIDC_PASSWORD_URL links there).
 */
export async function passwordRoutes(
  app: FastifyInstance,
  { clock, throttle }: { clock: Clock; throttle: ThrottleStore },
) {
  const db = app.database.db;
  route(app, E.changePassword, async (request) => {
    if (app.config.oidc) throw new AppError('CONFLICT', IDENTITY_ERROR_KEYS.passwordManagedExternally);
    const session = request.session;
    const user = session ? await findUserById(db, session.userId) : undefined;
    if (!session || !user) throw new AppError('UNAUTHORIZED');
    const now = clock.now();
    const key = throttleKey(user.email, request.ip);
    const outcome = await changePassword(db, {
      user,
      sessionIdHash: session.idHash,
      currentPassword: request.body.currentPassword,
      newPassword: request.body.newPassword,
      isWaiting: (await throttle.read(key, now)).lockedUntil > now,
      now,
      address: request.ip,
    });
    if (outcome === 'waiting') throw new AppError('TOO_MANY_REQUESTS', MESSAGE_KEYS.tooMany);
    if (outcome === 'wrong') {
      await throttle.fail(key, now);
      throw new AppError('VALIDATION', IDENTITY_ERROR_KEYS.passwordCurrentWrong, 'Wrong current password', [
        { path: 'body.currentPassword', messageKey: IDENTITY_ERROR_KEYS.passwordCurrentWrong },
      ]);
    }
    await throttle.clear(key);
    return { success: true as const };
  });
}
