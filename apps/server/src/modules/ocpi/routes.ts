import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { registerPartnerAuthenticator } from '../../platform/session-guard';
import { createTokenVault, resolveSessionSecret } from '../../platform/token-vault';
import { ocpiAuthenticator } from './auth';
import { cdrRoutes } from './cdrs';
import { credentialsRoutes } from './credentials';
import { registerOcpiErrorHandler } from './envelope';
import { locationRoutes } from './locations';
import { registerMessageIds } from './message-ids';
import { registerOcpiNotFound } from './not-found';
import { tokenRoutes } from './tokens';

/**
 * OCPI 2.2.1 in the eMSP role (docs/ocpi.md): versions and credentials, Locations and CDRs received,
 * Tokens sent and authorized. Every route is a `partner` route: the platform's session guard asks the
 * OCPI authenticator registered here, so a portal session never opens them.
 */
export async function ocpiRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;
  app.decorateRequest('ocpiCaller', undefined);
  app.decorateRequest('ocpiMessageIds', undefined);
  registerPartnerAuthenticator(app, 'ocpi', ocpiAuthenticator(db));
  const vault = createTokenVault(resolveSessionSecret(app.config.sessionSecret, app.config.dataDir));
  const policy = {
    allowHttp: app.config.env !== 'production',
    allowPrivate: app.config.ocpiAllowPrivateAddresses,
  };
  await app.register(async (instance) => {
    registerOcpiErrorHandler(instance, () => clock.now());
    registerMessageIds(instance);
    // An empty body with a JSON content type (authorize without LocationReferences) is no body.
    instance.removeContentTypeParser('application/json');
    instance.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
      }
    });
    credentialsRoutes(instance, { db, clock, vault, policy });
    locationRoutes(instance, { db, clock });
    cdrRoutes(instance, { db, clock });
    tokenRoutes(instance, { db, clock });
  });
  await registerOcpiNotFound(app, clock);
}
