import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { openAppDatabase } from './db/open';
import { registerIdentity } from './identity';
import { accountRoutes } from './modules/account/routes';
import { adminRoutes } from './modules/admin/routes';
import { auditRoutes } from './modules/audit/routes';
import { authorizationRoutes } from './modules/authorization/routes';
import { cardsRoutes } from './modules/cards/routes';
import { chargingRoutes } from './modules/charging/routes';
import { loadContentFiles } from './modules/content/repo';
import { contentRoutes } from './modules/content/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { evPricesRoutes } from './modules/evprices/routes';
import { groupsRoutes } from './modules/groups/routes';
import { healthRoutes } from './modules/health/routes';
import { hierarchyRoutes } from './modules/hierarchy/routes';
import { portalConfigRoutes } from './modules/identity/portal-config-routes';
import { ingestionRoutes } from './modules/ingestion/routes';
import { invoicesRoutes } from './modules/invoices/routes';
import { limitsRoutes } from './modules/limits/routes';
import { ocpiRoutes } from './modules/ocpi/routes';
import { ordersRoutes } from './modules/orders/routes';
import { priceListRoutes } from './modules/pricelists/routes';
import { restrictionsRoutes } from './modules/restrictions/routes';
import { transactionsRoutes } from './modules/transactions/routes';
import { usersRoutes } from './modules/users/routes';
import { registerApiHardening } from './platform/api-hardening';
import { type Clock, systemClock } from './platform/clock';
import { registerErrorHandler } from './platform/errors';
import { serializeError, serializeRequest } from './platform/log-redaction';
import { createObjectStore, type ObjectStore } from './platform/object-store';
import { registerOpenApi } from './platform/openapi';
import { closeRedis, openRedis } from './platform/redis';
import { rateLimitOptions } from './platform/redis-rate-limit';
import { registerRouteRegistry, withRouteAccess } from './platform/route-registry';
import { registerRowScope } from './platform/row-scope';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerWebApp } from './platform/web-app';
import './platform/types';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests move time to prove the session limits. */
  clock?: Clock;
  /** Tests may bring their own object store (an S3 server of the test); otherwise made from config. */
  objects?: ObjectStore;
};

/** Builds the whole portal server; tests call this and use `app.inject`. */
export async function buildApp({ config, database, logger, clock = systemClock, objects }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { req: serializeRequest, err: serializeError },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // The routes work on the API's own connections, under row-level security on PostgreSQL (db/open.ts).
  const appDatabase = await openAppDatabase(config, database);
  if (appDatabase !== database) app.addHook('onClose', () => appDatabase.close());
  app.decorate('database', appDatabase);
  app.decorate('objects', objects ?? createObjectStore(config.dataDir, config.objectStore));
  app.decorate('content', loadContentFiles(config.contentDir));

  registerRouteRegistry(app);
  registerRowScope(app);
  registerErrorHandler(app);
  registerApiHardening(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  // Rate-limit and sign-in lock state in Redis when several instances must share it (finding 6).
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  app.decorate('redis', redis);
  app.addHook('onClose', () => closeRedis(redis));
  await app.register(rateLimit, rateLimitOptions(redis));
  await registerOpenApi(app);
  // The built-in IdP's pages, its /oidc mount, the activation page and the demo mailbox are public
  // pages registered by identity/; the contract's identity endpoints inside declare their own access.
  await withRouteAccess(app, 'public', () => registerIdentity(app, { clock }));

  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(portalConfigRoutes);
  await hierarchyRoutes(app, { clock });
  // One line per area; each area's routes live in its own module folder.
  await usersRoutes(app, { clock });
  await accountRoutes(app, { clock });
  await auditRoutes(app, { clock });
  await groupsRoutes(app, { clock });
  await adminRoutes(app, { clock });
  await transactionsRoutes(app, { clock });
  await invoicesRoutes(app, { clock });
  await evPricesRoutes(app);
  await dashboardRoutes(app, { clock });
  await chargingRoutes(app, { clock });
  await priceListRoutes(app, { clock });
  await cardsRoutes(app, { clock });
  await ordersRoutes(app, { clock });
  await ocpiRoutes(app, { clock });
  await restrictionsRoutes(app, { clock });
  await limitsRoutes(app, { clock });
  await authorizationRoutes(app, { clock });
  await ingestionRoutes(app, { clock });

  await registerWebApp(app);
  return app;
}
