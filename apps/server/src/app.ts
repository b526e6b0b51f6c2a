import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { contentRoutes } from './modules/content/routes';
import { healthRoutes } from './modules/health/routes';
import { registerErrorHandler } from './platform/errors';
import { registerOpenApi } from './platform/openapi';
import { registerRouteRegistry } from './platform/route-registry';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerWebApp } from './platform/web-app';
import './platform/types';
import './platform/route-config';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole portal server; tests call this and use `app.inject`. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);

  registerRouteRegistry(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(contentRoutes);

  await registerWebApp(app);
  return app;
}
