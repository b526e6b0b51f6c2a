import { ADMIN_KEYS, PLATFORM_MESSAGE_KEYS } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';
import { enforcePermission } from './permission-gate';
import { type RequestUser, requestUser } from './request-user';
import { enterRowScope } from './row-scope';
import { type AuthorityScope, reachScope } from './scope';

/**
 * What a signed-in route works with, built once per request (DESIGN §3): the effective user (the
 * impersonated one while an admin impersonates), the admin, the reach and the widest scope of it.
 * Routes narrow `scope` with `resolveScope(ctx.reach, query)`; nothing else makes an AuthorityScope.
 */
export type RequestContext = RequestUser & { scope: AuthorityScope };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for 'session', 'customer' and 'admin' routes before their handler runs. */
    ctx?: RequestContext;
  }
}

/** A platform admin acting as themselves: no customer is selected (spec 001 §1, §6; 000 §2 admin panel). */
export const isPlatformAdminItself = (effective: RequestUser) =>
  effective.user.isAdmin && !effective.impersonator;

/** The checks of the access levels beyond "signed in", on the loaded user. */
function assertAccess(access: string | undefined, effective: RequestUser) {
  // Spec 001 §1, §6: an admin who is not impersonating has no customer selected.
  if (access === 'customer' && isPlatformAdminItself(effective))
    throw forbidden(PLATFORM_MESSAGE_KEYS.adminNotImpersonating);
  if (access === 'admin') {
    if (effective.impersonator) throw forbidden(ADMIN_KEYS.exitFirst);
    if (!effective.user.isAdmin) throw forbidden(ADMIN_KEYS.adminOnly);
  }
}

const NEEDS_CONTEXT = new Set(['session', 'customer', 'admin']);

/** After validation, so a malformed request still answers 400 before any access refusal. */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('ctx', undefined);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const access = request.routeOptions.config?.access;
    if (request.is404 || !access || !NEEDS_CONTEXT.has(access)) return;
    const user = await requestUser(request);
    assertAccess(access, user);
    // The declared permission is the enforced one (issue 42): the handler gets the reach it opens.
    const permission = request.routeOptions.config?.permission;
    if (!permission) throw new Error(`${request.routeOptions.url}: the route declares no permission`);
    const effective = await enforcePermission(
      request.server.database.db,
      user,
      permission,
      request.query,
      isPlatformAdminItself(user),
    );
    request.ctx = { ...effective, scope: reachScope(effective.reach) };
    await enterRowScope(request, isPlatformAdminItself(effective) ? 'every' : request.ctx.scope);
  });
}
