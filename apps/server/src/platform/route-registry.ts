import {
  type Endpoint,
  type EndpointPermission,
  isRouteAccess,
  type PartnerKind,
  PERMISSION_DECLARED_ACCESS,
  type RouteAccess,
  type WhileImpersonating,
} from '@portal/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

export type RegisteredRoute = {
  method: string;
  url: string;
  access: RouteAccess;
  isPublic: boolean;
  isHidden: boolean;
  /** The contract's definition, for routes declared with platform/route. */
  endpoint?: Endpoint;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (DESIGN §3); every route declares it or the server does not start. */
    access?: RouteAccess;
    /** Write routes an impersonating (read-only) session may still call say 'allowed'. */
    whileImpersonating?: WhileImpersonating;
    /** A `partner` route's authenticator (platform/session-guard). */
    partner?: PartnerKind;
    /** What the caller's role must hold (issue 42); every signed-in route declares it or the server does not start. */
    permission?: EndpointPermission;
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
    /** Every route registered after this plugin, for the route-guard and OpenAPI tests. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Set on an instance by `withRouteAccess`: the access of the routes a third-party plugin registers. */
const kPluginAccess = Symbol('pluginRouteAccess');
type AccessCarrier = { [kPluginAccess]?: RouteAccess };

/**
 * Registers routes whose options we do not write (plugins such as @fastify/static or the swagger UI,
 * the built-in IdP pages) with one visible access declaration. Only routes that declare nothing get it.
 * Without `plugin` it covers what `register` adds to `app` itself while it runs.
 */
export async function withRouteAccess(
  app: FastifyInstance,
  access: RouteAccess,
  register: (instance: FastifyInstance) => PromiseLike<unknown>,
): Promise<void> {
  const carrier = app as unknown as AccessCarrier;
  const before = carrier[kPluginAccess];
  carrier[kPluginAccess] = access;
  try {
    await register(app);
  } finally {
    carrier[kPluginAccess] = before;
  }
}

/**
 * Deny by default, by construction (DESIGN §3): a route without a valid `config.access`, or a
 * signed-in route without a `config.permission` (issue 42), makes registration throw, whatever its
 * path, so the server does not start.
 */
export function registerRouteRegistry(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', function declareAccess(this: FastifyInstance, route: RouteOptions) {
    const config = route.config ?? {};
    const access = config.access ?? (this as unknown as AccessCarrier)[kPluginAccess];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!isRouteAccess(access))
      throw new Error(`${methods.join(',')} ${route.url}: the route declares no valid config.access`);
    if (PERMISSION_DECLARED_ACCESS.includes(access) && !config.permission)
      throw new Error(`${methods.join(',')} ${route.url}: the route declares no permission (or why none)`);
    route.config = { ...config, access };
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        access,
        isPublic: access === 'public',
        // Pages of the built-in IdP and the documentation itself are not API operations.
        isHidden: (route.schema as { hide?: boolean } | undefined)?.hide === true,
        endpoint: config.endpoint,
      });
    }
  });
}
