import Provider, { type Configuration, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client';
import { isConnectionError, RETRY_AFTER_SECONDS } from '../platform/errors';
import type { IdentityKeys } from './keys';
import { createOidcAdapterClass } from './oidc-adapter';

export const OIDC_MOUNT_PATH = '/oidc';
/** The built-in IdP's own password pages (issue 15), served on every portal host. */
export const FORGOT_PASSWORD_PATH = `${OIDC_MOUNT_PATH}/forgot-password`;
export const RESET_PASSWORD_PATH = `${OIDC_MOUNT_PATH}/reset-password`;

export type AccountClaims = Record<string, unknown> & { sub: string };
export type FindAccountClaims = (accountId: string) => Promise<AccountClaims | undefined>;

export type BuiltInProviderOptions = {
  issuer: string;
  db: Db;
  keys: IdentityKeys;
  client: {
    clientId: string;
    clientSecret: string;
    redirectUris: string[];
    postLogoutRedirectUris: string[];
  };
  findAccountClaims: FindAccountClaims;
  ttl: { accessTokenSeconds: number; sessionSeconds: number };
};

/**
 * The built-in OpenID Connect provider (oidc-provider): authorization code with PKCE S256 required
 * for every client, rotating refresh tokens, end-session, storage in our database, no dev screens.
 */
export function createBuiltInProvider(options: BuiltInProviderOptions): Provider {
  const { client, ttl } = options;
  const configuration: Configuration = {
    adapter: createOidcAdapterClass(options.db),
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: options.keys.jwks },
    cookies: {
      keys: options.keys.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    pkce: { required: () => true },
    // The portal passes its brand so the sign-in page looks like the brand the user came from.
    extraParams: ['brand'],
    scopes: ['openid', 'email', 'profile', 'offline_access', 'b2b-profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'locale'],
      'b2b-profile': ['given_name', 'family_name', 'authorityID', 'isAdmin', 'isInternal'],
    },
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      userinfo: { enabled: true },
    },
    findAccount: async (_ctx, sub) => {
      const claims = await options.findAccountClaims(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => claims };
    },
    // First-party client: the grant covers what the portal asks for, so there is no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      const oidcClient = ctx.oidc.client;
      if (!accountId || !oidcClient) return undefined;
      const existingId = ctx.oidc.session?.grantIdFor(oidcClient.clientId);
      const grant = existingId
        ? await ctx.oidc.provider.Grant.find(existingId)
        : new ctx.oidc.provider.Grant({ accountId, clientId: oidcClient.clientId });
      if (!grant) return undefined;
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    // Customers' scope has no offline_access, yet the portal refreshes for everyone (spec 000 §4).
    issueRefreshToken: async (_ctx, oidcClient) => oidcClient.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    interactions: {
      policy: loginEveryTime(client.clientId),
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: ttl.accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: ttl.accessTokenSeconds,
      Interaction: 60 * 60,
      Grant: ttl.sessionSeconds,
      Session: ttl.sessionSeconds,
      RefreshToken: ttl.sessionSeconds,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Sign-in error: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}`;
    },
  };
  const provider = new Provider(options.issuer, configuration);
  answerUnavailableWhileTheDatabaseIs(provider);
  // The mount (oidc-mount.ts) sets X-Forwarded-Host and -Proto to a configured origin on every request
  // and keeps X-Forwarded-For only when TRUST_PROXY says a proxy sets it (finding 9, issue 42 §3).
  provider.proxy = true;
  return provider;
}

/**
 * The default policy plus one login check (issue 14 finding 4): an authorization for the portal is
 * answered only after a login in this very interaction, whatever the request asks for, so an IdP session
 * left in a browser is never resumed without the password, even when `prompt=login` is dropped.
 */
function loginEveryTime(portalClientId: string) {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'login_every_authorization',
        'the portal signs in on every authorization',
        'login_required',
        (ctx) => ctx.oidc.client?.clientId === portalClientId && !ctx.oidc.result?.login,
      ),
    );
  return policy;
}

const kUnavailable = Symbol('databaseUnavailable');

/**
 * Issue 42 §2: while the database is away (a lost or refused connection, a timeout), the IdP's pages
 * and its token endpoint answer 503 with Retry-After, as the API does, not the provider's 500
 * `server_error`: the sign-in page and the portal's token exchange can then say "try again".
 */
function answerUnavailableWhileTheDatabaseIs(provider: Provider) {
  provider.on('server_error', (ctx: KoaContextWithOIDC, error: unknown) => {
    if (isConnectionError(error)) (ctx.state as Record<symbol, boolean>)[kUnavailable] = true;
  });
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 500 && (ctx.state as Record<symbol, boolean>)[kUnavailable]) {
      ctx.status = 503;
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    }
  });
}
