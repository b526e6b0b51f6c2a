import type { FastifyInstance, RouteOptions } from 'fastify';
import { isProtectedPath, isPublicApiRoute } from './public-routes';

export type RegisteredRoute = { method: string; url: string; isPublic: boolean; isHidden: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, for the route-guard and OpenAPI tests. */
    registeredRoutes: RegisteredRoute[];
  }
}

export function registerRouteRegistry(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        isPublic: !isProtectedPath(route.url) || isPublicApiRoute(method, route.url),
        // Pages of the built-in IdP and the documentation itself are not API operations.
        isHidden: (route.schema as { hide?: boolean } | undefined)?.hide === true,
      });
    }
  });
}
