import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { CookieJar } from '../helpers/cookie-jar';
import { followToCallback } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

type SetCookie = { name: string; secure?: boolean; httpOnly?: boolean; sameSite?: string };

/**
 * Issue 15: brand 2 on the README's host (`portal.tessaly.test:3000`, mapped to 127.0.0.1) signed in and
 * came back to localhost, the brand-1 sign-in page. A sign-in comes back to the host it started on.
 */
describe('sign-in under each brand host with the default set-up (spec 000 §1)', () => {
  it('the README brand hosts on the public port are allowed origins outside production', () => {
    const config = loadConfig({});
    expect(config.allowedOrigins).toContain('http://portal.tessaly.test:3000');
    expect(config.allowedOrigins).toContain('http://portal.corvane.test:3000');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3227' }).allowedOrigins).toContain(
      'http://portal.tessaly.test:3227',
    );
    // A deployment names its hosts itself.
    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.corvane.example',
    });
    expect(production.allowedOrigins).toEqual(['https://portal.corvane.example']);
  });

  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await createUser(ctx.database.db, { email: 'tess@example.com', firstName: 'Tess', brandCode: 2 });
  });
  afterAll(() => ctx.close());

  for (const host of ['portal.tessaly.test:3000', 'portal.corvane.test:3000']) {
    it(`a sign-in started on ${host} returns there and its session works there`, async () => {
      const origin = `http://${host}`;
      const headers = { host, origin, 'x-requested-with': 'portal' };
      const jar = new CookieJar();
      const challenge = jar.store(
        await ctx.app.inject({
          method: 'GET',
          url: '/api/users/token/codechallengeandcodeverifier?brand=2',
          headers: { host },
        }),
      );
      expect(challenge.statusCode).toBe(200);
      const { code_verifier, state, authorizeUrl } = challenge.json();
      expect(new URL(authorizeUrl).searchParams.get('redirect_uri')).toBe(`${origin}/securitycheck.html`);
      // A plain-http host other than localhost cannot keep Secure (so no __Host-) cookies in a browser.
      const flowCookie = (challenge.cookies as SetCookie[])[0];
      expect(flowCookie?.name).not.toMatch(/^__Host-/);
      expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(flowCookie?.secure).toBeFalsy();

      const callback = await followToCallback(
        ctx.app,
        jar,
        authorizeUrl,
        'tess@example.com',
        'Secret-pass-1',
      );
      const exchange = jar.store(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/users/token/gettokens',
          headers: { ...headers, cookie: jar.header() },
          payload: {
            code: callback.get('code'),
            codeverifier: code_verifier,
            state,
            iss: callback.get('iss') ?? undefined,
            brand: 2,
          },
        }),
      );
      expect(exchange.statusCode, exchange.body).toBe(200);
      const session = (exchange.cookies as SetCookie[]).find((c) => c.name.endsWith('portal-session'));
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(session?.secure).toBeFalsy();

      const profile = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/users/profile',
        headers: { ...headers, cookie: jar.header() },
        payload: { brand: 2 },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().given_name).toBe('Tess');
    });
  }

  it('the sign-in form may redirect to each portal host (CSP form-action covers redirects)', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/oidc/forgot-password' });
    const formAction = /form-action ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(formAction?.split(' ')).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://portal.tessaly.test:3000',
        'http://portal.corvane.test:3000',
      ]),
    );
  });

  it('localhost keeps the __Host- cookies', async () => {
    const challenge = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/token/codechallengeandcodeverifier?brand=1',
      headers: { host: 'localhost:3000' },
    });
    const flowCookie = (challenge.cookies as SetCookie[])[0];
    expect(flowCookie).toMatchObject({ name: '__Host-portal-signin', secure: true });
  });
});
