import { timingSafeEqual } from 'node:crypto';
import {
  CUSTOMER_SCOPE,
  IDENTITY_ERROR_KEYS,
  INTERNAL_SCOPE,
  MESSAGE_KEYS,
  PLATFORM_MESSAGE_KEYS,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findUserByEmail, findUserBySubject } from '../../identity/accounts';
import type { IdpClient } from '../../identity/idp-client';
import { writeAudit } from '../../platform/audit';
import { AppError, isConnectionError } from '../../platform/errors';
import type { SessionStore, SessionTokens, SignInFlow } from '../../platform/sessions';

const FLOW_TTL_SECONDS = 600;
/** The callback route of spec 000 §2 ("Security check entry"). */
export const CALLBACK_PATH = '/securitycheck.html';

export type SignInDeps = { db: Db; idp: IdpClient; store: SessionStore; absoluteSeconds: number };
type StoredFlow = SignInFlow & { redirectUri: string };

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function toSessionTokens(
  response: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  now: number,
  sub: string,
  previous?: SessionTokens,
): SessionTokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previous?.refreshToken,
    idToken: response.id_token ?? previous?.idToken,
    accessExpiresAt: now + (response.expires_in ?? 300) * 1000,
    sub,
  };
}

/** Starts a sign-in: PKCE verifier, state and nonce stay on the server, tied to a cookie secret. */
export async function startSignIn(
  deps: SignInDeps,
  o: { origin: string; brand: number; isInternal: boolean; locale?: string; now: number },
) {
  const config = await deps.idp.configuration();
  const verifier = oidc.randomPKCECodeVerifier();
  const challenge = await oidc.calculatePKCECodeChallenge(verifier);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const redirectUri = `${o.origin}${CALLBACK_PATH}`;
  const authorizeUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: o.isInternal ? INTERNAL_SCOPE : CUSTOMER_SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
    // Every sign-in asks for the password: a shared computer never resumes someone's IdP session.
    prompt: 'login',
    ...(o.locale ? { ui_locales: o.locale } : {}),
    ...(deps.idp.isBuiltIn ? { brand: String(o.brand) } : {}),
  });
  const flow: StoredFlow = { verifier, state, nonce, isInternal: o.isInternal, brand: o.brand, redirectUri };
  const secret = await deps.store.create({
    userId: null,
    sealed: flow,
    now: o.now,
    ttlSeconds: FLOW_TTL_SECONDS,
  });
  return {
    flowSecret: secret,
    response: {
      code_verifier: verifier,
      code_challenge: challenge,
      code_challenge_method: 'S256' as const,
      state,
      authorizeUrl: authorizeUrl.href,
    },
  };
}

/** Exchanges the code: the verifier sent by the browser must equal the stored one (never trusted alone). */
export async function finishSignIn(
  deps: SignInDeps,
  o: { flowSecret?: string; code?: string; codeverifier?: string; state?: string; iss?: string; now: number },
) {
  const row = await deps.store.find(o.flowSecret);
  const flow =
    row && row.userId === null && new Date(row.expiresAt).getTime() > o.now
      ? deps.store.open<StoredFlow>(row)
      : undefined;
  if (!row || !flow)
    throw new AppError('VALIDATION', IDENTITY_ERROR_KEYS.signInFailed, 'No sign-in in progress');
  if (!o.code) throw new AppError('VALIDATION', IDENTITY_ERROR_KEYS.signInFailed, 'Missing code');
  if (!o.codeverifier || !sameText(o.codeverifier, flow.verifier)) {
    throw new AppError('VALIDATION', IDENTITY_ERROR_KEYS.verifierMismatch);
  }
  // The flow is single use, whatever happens next.
  await deps.store.remove(row.idHash);
  const callback = new URL(flow.redirectUri);
  callback.searchParams.set('code', o.code);
  if (o.state !== undefined) callback.searchParams.set('state', o.state);
  if (o.iss !== undefined) callback.searchParams.set('iss', o.iss);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(await deps.idp.configuration(), callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    const detail = error as Error & {
      error?: string;
      error_description?: string;
      status?: number;
      cause?: { status?: number };
    };
    // The IdP (or the database behind it) is away: 503, try again, not a refused sign-in (issue 42 §2).
    // openid-client names the IdP's answer status itself, or as its cause (an unexpected status code).
    const idpStatus = detail.status ?? detail.cause?.status ?? 0;
    if (idpStatus >= 500 || isConnectionError(error))
      throw new AppError('UNAVAILABLE', MESSAGE_KEYS.unavailable, 'The identity provider is unavailable');
    throw new AppError(
      'VALIDATION',
      IDENTITY_ERROR_KEYS.signInFailed,
      [detail.error, detail.error_description ?? detail.message].filter(Boolean).join(': '),
    );
  }
  const claims = tokens.claims();
  if (!claims) throw new AppError('VALIDATION', IDENTITY_ERROR_KEYS.signInFailed, 'No ID token');
  const user = await matchUser(
    deps.db,
    claims.sub,
    typeof claims.email === 'string' ? claims.email : undefined,
  );
  if (user?.status !== 'Active') throw new AppError('NOT_FOUND', PLATFORM_MESSAGE_KEYS.userNotFound);
  const sessionTokens = toSessionTokens(tokens, o.now, claims.sub);
  const secret = await deps.store.create({
    userId: user.id,
    sealed: sessionTokens,
    now: o.now,
    ttlSeconds: deps.absoluteSeconds,
  });
  await deps.db
    .update(users)
    .set({ lastLoginAt: new Date(o.now) })
    .where(eq(users.id, user.id));
  await writeAudit(deps.db, {
    actionCode: 'USML',
    isSuccess: true,
    actor: user,
    body: { brand: flow.brand, internal: flow.isInternal },
    now: o.now,
  });
  return { sessionSecret: secret, tokenExpirationTime: sessionTokens.accessExpiresAt };
}

/** Users are matched by the IdP subject; an external IdP may know them only by email at first. */
async function matchUser(db: Db, sub: string, email?: string) {
  const bySubject = await findUserBySubject(db, sub);
  if (bySubject) return bySubject;
  if (!email) return undefined;
  const byEmail = await findUserByEmail(db, email);
  if (!byEmail || byEmail.userUniqueId) return undefined;
  await db.update(users).set({ userUniqueId: sub }).where(eq(users.id, byEmail.id));
  return { ...byEmail, userUniqueId: sub };
}
