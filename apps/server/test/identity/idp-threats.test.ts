import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../helpers/cookie-jar';
import { followToCallback } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** The built-in IdP's own endpoints, driven as a client would (threats of RFC 9700 and DESIGN §5). */
describe('built-in IdP: PKCE, codes and refresh tokens', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const secret = 'a-fixed-session-secret-for-these-tests-only';
  const clientSecret = createHash('sha256').update(`portal-client:${secret}`).digest('base64url');
  const basic = `Basic ${Buffer.from(`portal:${clientSecret}`).toString('base64')}`;
  const redirectUri = 'http://localhost:3000/securitycheck.html';
  const verifier = 'v'.repeat(43);
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  beforeAll(async () => {
    ctx = await createTestApp({ ...testConfig(), sessionSecret: secret });
    await createUser(ctx.database.db, { email: 'cy@example.com' });
  });
  afterAll(() => ctx.close());

  const authorizeUrl = (params: Record<string, string>) =>
    `/oidc/auth?${new URLSearchParams({
      client_id: 'portal',
      response_type: 'code',
      scope: 'openid email b2b-profile',
      redirect_uri: redirectUri,
      state: 'st',
      nonce: 'no',
      ...params,
    })}`;

  const token = (form: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  const codeFor = async (params: Record<string, string>) =>
    (
      await followToCallback(
        ctx.app,
        new CookieJar(),
        authorizeUrl(params),
        'cy@example.com',
        'Secret-pass-1',
      )
    ).get('code');

  const exchange = (code: string, codeVerifier?: string) =>
    token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
    });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: authorizeUrl({}) });
    expect(String(res.headers.location)).toContain('error=invalid_request');
  });

  it('refuses the plain challenge method', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: authorizeUrl({ code_challenge: verifier, code_challenge_method: 'plain' }),
    });
    expect(String(res.headers.location)).toMatch(/error=invalid_request/);
  });

  it('refuses a code exchange with a missing or a wrong verifier', async () => {
    const code = String(await codeFor({ code_challenge: challenge, code_challenge_method: 'S256' }));
    expect((await exchange(code)).json().error).toBe('invalid_grant');
    const other = String(await codeFor({ code_challenge: challenge, code_challenge_method: 'S256' }));
    expect((await exchange(other, 'w'.repeat(43))).json().error).toBe('invalid_grant');
  });

  it('refuses a code used twice and revokes what the first use issued', async () => {
    const code = String(await codeFor({ code_challenge: challenge, code_challenge_method: 'S256' }));
    const first = await exchange(code, verifier);
    expect(first.statusCode).toBe(200);
    const { access_token } = first.json();
    const userinfo = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/oidc/me',
        headers: { authorization: `Bearer ${access_token}` },
      });
    expect((await userinfo()).statusCode).toBe(200);
    const second = await exchange(code, verifier);
    expect(second.json().error).toBe('invalid_grant');
    expect((await userinfo()).statusCode).toBe(401);
  });

  it('refuses a replayed rotated refresh token and revokes the grant', async () => {
    const code = String(await codeFor({ code_challenge: challenge, code_challenge_method: 'S256' }));
    const { refresh_token: first } = (await exchange(code, verifier)).json();
    expect(first).toBeTruthy();
    const rotated = await token({ grant_type: 'refresh_token', refresh_token: first });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().refresh_token;
    expect(second).not.toBe(first);
    expect((await token({ grant_type: 'refresh_token', refresh_token: first })).json().error).toBe(
      'invalid_grant',
    );
    expect((await token({ grant_type: 'refresh_token', refresh_token: second })).json().error).toBe(
      'invalid_grant',
    );
  });
});
