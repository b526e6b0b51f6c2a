import { IDENTITY_ENDPOINTS as E, isOneFleetMigrated } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { findUserById, primaryAuthorityId } from '../../identity/accounts';
import type { Clock } from '../../platform/clock';
import { clearSessionCookies, cookiesFor, EXPIRY_COOKIE } from '../../platform/cookies';
import { AppError } from '../../platform/errors';
import { impersonatedUserOf } from '../../platform/request-user';
import { route } from '../../platform/route';
import { portalOrigin } from './portal-origin';
import { refreshSession } from './session-refresh';
import { endSession, type SessionDeps } from './session-service';
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
    const jar = cookiesFor(request, app.config);
    reply.setCookie(jar.signin, flowSecret, jar.options(600)).header('cache-control', 'no-store');
    return response;
  });

  route(app, E.getTokens, async (request, reply) => {
    const now = deps.clock.now();
    const jar = cookiesFor(request, app.config);
    reply.header('cache-control', 'no-store');
    if (request.query.logout_action === 'logout') {
      await endSession(deps, request.cookies[jar.session], request.log);
      clearSessionCookies(reply, jar, [jar.session, jar.signin, EXPIRY_COOKIE]);
      reply.header('clear-site-data', '"cache"');
      return { loggedOut: true as const };
    }
    const tokenExpirationTime =
      request.query.refresh_token === 'secure'
        ? await refreshSession(deps, request.cookies[jar.session], now)
        : await (async () => {
            const result = await finishSignIn(
              { ...deps, absoluteSeconds: limits.absoluteSeconds },
              { flowSecret: request.cookies[jar.signin], ...request.body, now },
            );
            clearSessionCookies(reply, jar, [jar.signin]);
            reply.setCookie(jar.session, result.sessionSecret, jar.options(limits.absoluteSeconds));
            return result.tokenExpirationTime;
          })();
    reply.setCookie(EXPIRY_COOKIE, String(tokenExpirationTime), {
      ...jar.options(limits.absoluteSeconds),
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
