import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerIdentity } from './identity';
import { loadContentFiles } from './modules/content/repo';
import { contentRoutes } from './modules/content/routes';
import { healthRoutes } from './modules/health/routes';
import { hierarchyRoutes } from './modules/hierarchy/routes';
import { portalConfigRoutes } from './modules/identity/portal-config-routes';
import { type Clock, systemClock } from './platform/clock';
import { registerErrorHandler } from './platform/errors';
import { registerOpenApi } from './platform/openapi';
import { registerRouteRegistry } from './platform/route-registry';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerWebApp } from './platform/web-app';
import './platform/types';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests move time to prove the session limits. */
  clock?: Clock;
};

/** Builds the whole portal server; tests call this and use `app.inject`. */
export async function buildApp({ config, database, logger, clock = systemClock }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('content', loadContentFiles(config.contentDir));

  registerRouteRegistry(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);
  await registerIdentity(app, { clock });

  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(portalConfigRoutes);
  await hierarchyRoutes(app, { clock });

  await registerWebApp(app);
  return app;
}
