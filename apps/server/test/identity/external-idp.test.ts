import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../helpers/cookie-jar';
import { freePort } from '../helpers/free-port';
import { followToCallback, WRITE_HEADERS } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

/** Starts a sign-in on `portal` and returns its cookie jar, verifier, state and nonce. */
async function startOn(portal: Ctx) {
  const jar = new CookieJar();
  const res = jar.store(
    await portal.app.inject({ method: 'GET', url: '/api/users/token/codechallengeandcodeverifier?brand=1' }),
  );
  const body = res.json();
  const authorize = new URL(body.authorizeUrl);
  return {
    jar,
    verifier: body.code_verifier as string,
    state: body.state as string,
    nonce: String(authorize.searchParams.get('nonce')),
    authorize,
  };
}

describe('with an external issuer: the built-in IdP of another server (issue 4)', () => {
  let idp: Ctx;
  let portal: Ctx;
  const secret = 'the-idp-servers-session-secret-for-tests';
  beforeAll(async () => {
    const [idpPort, portalPort] = await Promise.all([freePort(), freePort()]);
    idp = await createTestApp({
      sessionSecret: secret,
      publicUrl: `http://127.0.0.1:${idpPort}`,
      allowedOrigins: [`http://127.0.0.1:${idpPort}`, `http://localhost:${portalPort}`],
    });
    await idp.app.listen({ host: '127.0.0.1', port: idpPort });
    portal = await createTestApp({
      publicUrl: `http://localhost:${portalPort}`,
      allowedOrigins: [`http://localhost:${portalPort}`],
      oidc: {
        issuer: `http://127.0.0.1:${idpPort}/oidc`,
        clientId: 'portal',
        clientSecret: createHash('sha256').update(`portal-client:${secret}`).digest('base64url'),
      },
    });
    const sub = 'external-subject-1';
    await createUser(idp.database.db, { email: 'ext@example.com', userUniqueId: sub, firstName: 'Ext' });
    await createUser(portal.database.db, { email: 'ext@example.com', userUniqueId: sub, firstName: 'Ext' });
  });
  afterAll(async () => {
    await portal?.close();
    await idp?.close();
  });

  it('signs in through discovery, the IdP form and a real code exchange over HTTP', async () => {
    const { jar, verifier, state, authorize } = await startOn(portal);
    expect(authorize.origin).not.toBe(new URL(portal.app.config.publicUrl).origin);
    const callback = await followToCallback(
      idp.app,
      new CookieJar(),
      authorize.href,
      'ext@example.com',
      'Secret-pass-1',
    );
    const exchange = await portal.app.inject({
      method: 'POST',
      url: '/api/users/token/gettokens',
      headers: { ...WRITE_HEADERS, origin: portal.app.config.publicUrl, cookie: jar.header() },
      payload: {
        code: callback.get('code'),
        codeverifier: verifier,
        state,
        iss: callback.get('iss'),
        brand: 1,
      },
    });
    expect(exchange.statusCode).toBe(200);
  });
});

describe('the OIDC client refuses bad ID tokens and bad state (threats of OIDC Core §3.1.3.7)', () => {
  let portal: Ctx;
  const fake = Fastify({ logger: false });
  let issuer = '';
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;
  let jwk: JWK;
  /** The next ID token the fake IdP's token endpoint answers with. */
  let nextIdToken = '';

  beforeAll(async () => {
    ({ privateKey } = await generateKeyPair('RS256', { extractable: true }));
    ({ privateKey: otherKey } = await generateKeyPair('RS256', { extractable: true }));
    jwk = { ...(await exportJWK(privateKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    delete jwk.d;
    delete jwk.p;
    delete jwk.q;
    delete jwk.dp;
    delete jwk.dq;
    delete jwk.qi;
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}`;
    fake.get('/.well-known/openid-configuration', async () => ({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    }));
    fake.get('/jwks', async () => ({ keys: [jwk] }));
    fake.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, b, done) =>
      done(null, b),
    );
    fake.post('/token', async () => ({
      access_token: 'at',
      token_type: 'Bearer',
      expires_in: 300,
      id_token: nextIdToken,
    }));
    await fake.listen({ host: '127.0.0.1', port });
    portal = await createTestApp({ oidc: { issuer, clientId: 'portal', clientSecret: 'shh' } });
    await createUser(portal.database.db, { email: 'z@example.com', userUniqueId: 'sub-z' });
  });
  afterAll(async () => {
    await portal?.close();
    await fake.close();
  });

  const now = () => Math.floor(Date.now() / 1000);
  const sign = (claims: Record<string, unknown>, key: CryptoKey = privateKey) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(key);
  const goodClaims = (nonce: string) => ({
    iss: issuer,
    aud: 'portal',
    sub: 'sub-z',
    iat: now(),
    exp: now() + 300,
    nonce,
  });

  async function exchangeWith(
    makeToken: (nonce: string) => Promise<string> | string,
    o: { state?: string | null } = {},
  ) {
    const flow = await startOn(portal);
    nextIdToken = await makeToken(flow.nonce);
    const state = o.state === undefined ? flow.state : (o.state ?? undefined);
    return portal.app.inject({
      method: 'POST',
      url: '/api/users/token/gettokens',
      headers: { ...WRITE_HEADERS, cookie: flow.jar.header() },
      payload: { code: 'c', codeverifier: flow.verifier, state, brand: 1 },
    });
  }

  it('accepts a well-formed token (control)', async () => {
    expect((await exchangeWith((nonce) => sign(goodClaims(nonce)))).statusCode).toBe(200);
  });

  const unsigned = (claims: object) =>
    `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

  it.each([
    ['alg none', (nonce: string) => unsigned(goodClaims(nonce))],
    ['a bad signature', (nonce: string) => sign(goodClaims(nonce), otherKey)],
    ['a wrong issuer', (nonce: string) => sign({ ...goodClaims(nonce), iss: 'https://evil.example' })],
    ['a wrong audience', (nonce: string) => sign({ ...goodClaims(nonce), aud: 'someone-else' })],
    [
      'an expired token',
      (nonce: string) => sign({ ...goodClaims(nonce), iat: now() - 7200, exp: now() - 3600 }),
    ],
    ['a missing nonce', (nonce: string) => sign({ ...goodClaims(nonce), nonce: undefined })],
    ['a wrong nonce', (nonce: string) => sign({ ...goodClaims(nonce), nonce: 'replayed' })],
  ])('refuses %s', async (_label, makeToken) => {
    const res = await exchangeWith(makeToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('sign_in_failed');
  });

  it.each([
    ['a missing state', null],
    ['a wrong state', 'forged-state'],
  ])('refuses %s', async (_label, state) => {
    const res = await exchangeWith((nonce) => sign(goodClaims(nonce)), { state });
    expect(res.statusCode).toBe(400);
  });
});
