import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inviteRoutes } from '../modules/identity/invite-routes';
import { mailboxRoutes } from '../modules/identity/mailbox-routes';
import { passwordRoutes } from '../modules/identity/password-routes';
import { identityRoutes } from '../modules/identity/routes';
import { CALLBACK_PATH } from '../modules/identity/sign-in-service';
import type { Clock } from '../platform/clock';
import { startMailer } from '../platform/outbox';
import { registerSessionGuard } from '../platform/session-guard';
import { createSessionStore } from '../platform/sessions';
import { createTokenVault, resolveSessionSecret } from '../platform/token-vault';
import { accountClaims } from './accounts';
import { activationRoutes } from './activation-routes';
import { createIdpClient, type IdpClient, injectFetch } from './idp-client';
import { interactionRoutes } from './interaction-routes';
import { loadOrCreateIdentityKeys } from './keys';
import { mountOidcProvider } from './oidc-mount';
import { createBuiltInProvider, OIDC_MOUNT_PATH } from './oidc-provider';
import { passwordPages } from './password-pages';
import { throttleStoreFor } from './sign-in-throttle';

export const BUILT_IN_CLIENT_ID = 'portal';

/**
 * Sessions, the deny-by-default guard, the IdP (built-in unless OIDC_ISSUER is set) and the
 * token calls. Registered on the root instance so the guard covers every route.
 */
export async function registerIdentity(app: FastifyInstance, { clock }: { clock: Clock }) {
  const { config } = app;
  const db = app.database.db;
  const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const store = createSessionStore(db, createTokenVault(secret));
  registerSessionGuard(app, { store, clock });
  // One lock of (account, address) for sign-in and the password change (issue 15).
  const signInThrottle = throttleStoreFor(app, config.signIn);

  let idp: IdpClient;
  if (config.oidc) {
    idp = createIdpClient(config.oidc);
  } else {
    const issuer = `${config.publicUrl}${OIDC_MOUNT_PATH}`;
    // The built-in client's secret never leaves this server; derive it from the session secret.
    const clientSecret = createHash('sha256').update(`portal-client:${secret}`).digest('base64url');
    const provider = createBuiltInProvider({
      issuer,
      db,
      keys: await loadOrCreateIdentityKeys(db),
      client: {
        clientId: BUILT_IN_CLIENT_ID,
        clientSecret,
        redirectUris: config.allowedOrigins.map((origin) => `${origin}${CALLBACK_PATH}`),
        postLogoutRedirectUris: config.allowedOrigins.map((origin) => `${origin}/login`),
      },
      findAccountClaims: (sub) => accountClaims(db, sub),
      ttl: {
        accessTokenSeconds: config.session.accessTokenSeconds,
        sessionSeconds: config.session.absoluteSeconds,
      },
    });
    await mountOidcProvider(app, provider);
    await interactionRoutes(app, { provider, clock, throttle: signInThrottle });
    await activationRoutes(app, { clock });
    await passwordPages(app, { clock });
    idp = createIdpClient({ issuer, clientId: BUILT_IN_CLIENT_ID, clientSecret, fetch: injectFetch(app) });
  }
  await identityRoutes(app, { db, idp, store, limits: config.session, clock });
  await passwordRoutes(app, { clock, throttle: signInThrottle });
  const mailer = startMailer({ db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: app.log });
  app.addHook('onClose', async () => mailer.stop());
  await inviteRoutes(app, { clock, onEmail: mailer.kick });
  await mailboxRoutes(app);
  return { store, idp };
}
