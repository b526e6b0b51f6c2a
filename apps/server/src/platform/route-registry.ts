import type { FastifyInstance, RouteOptions } from 'fastify';

export type RegisteredRoute = { method: string; url: string; isPublic: boolean };

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
      routes.push({ method, url: route.url, isPublic: route.config?.public === true });
    }
  });
}
