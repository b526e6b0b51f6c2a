import { IDENTITY_ENDPOINTS as E, isOneFleetMigrated } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { findUserById, primaryAuthorityId } from '../../identity/accounts';
import type { Clock } from '../../platform/clock';
import { clearSessionCookies, EXPIRY_COOKIE, hostCookie, SIGNIN_COOKIE } from '../../platform/cookies';
import { AppError } from '../../platform/errors';
import { impersonatedUserOf } from '../../platform/request-user';
import { route } from '../../platform/route';
import { SESSION_COOKIE } from '../../platform/session-guard';
import { portalOrigin } from './portal-origin';
import { endSession, refreshSession, type SessionDeps } from './session-service';
import { finishSignIn, startSignIn } from './sign-in-service';

export type IdentityRouteDeps = SessionDeps & { clock: Clock };

/** Spec 000 §7: code challenge, token exchange / refresh / logout, session profile. */
export async function identityRoutes(app: FastifyInstance, deps: IdentityRouteDeps) {
  const { session: limits } = app.config;

  route(app, E.codeChallenge, async (request, reply) => {
    const { flowSecret, response } = await startSignIn(
      { ...deps, absoluteSeconds: limits.absoluteSeconds },
      {
        origin: portalOrigin(request, app.config),
        brand: request.query.brand ?? 1,
        isInternal: request.query.internal === true,
        locale: request.query.locale,
        now: deps.clock.now(),
      },
    );
    reply.setCookie(SIGNIN_COOKIE, flowSecret, hostCookie(600)).header('cache-control', 'no-store');
    return response;
  });

  route(app, E.getTokens, async (request, reply) => {
    const now = deps.clock.now();
    reply.header('cache-control', 'no-store');
    if (request.query.logout_action === 'logout') {
      await endSession(deps, request.cookies[SESSION_COOKIE], request.log);
      clearSessionCookies(reply, [SESSION_COOKIE, SIGNIN_COOKIE, EXPIRY_COOKIE]);
      reply.header('clear-site-data', '"cache"');
      return { loggedOut: true as const };
    }
    const tokenExpirationTime =
      request.query.refresh_token === 'secure'
        ? await refreshSession(deps, request.cookies[SESSION_COOKIE], now)
        : await (async () => {
            const result = await finishSignIn(
              { ...deps, absoluteSeconds: limits.absoluteSeconds },
              { flowSecret: request.cookies[SIGNIN_COOKIE], ...request.body, now },
            );
            clearSessionCookies(reply, [SIGNIN_COOKIE]);
            reply.setCookie(SESSION_COOKIE, result.sessionSecret, hostCookie(limits.absoluteSeconds));
            return result.tokenExpirationTime;
          })();
    reply.setCookie(EXPIRY_COOKIE, String(tokenExpirationTime), {
      ...hostCookie(limits.absoluteSeconds),
      httpOnly: false,
    });
    return { tokenExpirationTime };
  });

  route(app, E.profile, async (request) => {
    const user = request.session ? await findUserById(deps.db, request.session.userId) : undefined;
    if (!user) throw new AppError('UNAUTHORIZED');
    return {
      isAdmin: user.isAdmin,
      isInternal: user.isInternal,
      given_name: user.firstName,
      authorityID: await primaryAuthorityId(deps.db, user.id),
      oneFleetMigratedStatus: user.oneFleetMigratedStatus,
      isOneFleetMigrated: isOneFleetMigrated(user.oneFleetMigratedStatus),
      cacheRefreshReqd: user.cacheRefreshRequired,
      impersonatedUser: await impersonatedUserOf(request),
    };
  });
}
