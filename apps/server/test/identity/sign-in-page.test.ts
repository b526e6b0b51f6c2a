import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/db/client';
import { CookieJar } from '../helpers/cookie-jar';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

describe('the built-in sign-in page (issue 4: wrong password, lock, rate limit)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({
      signIn: { maxFailures: 3, lockSeconds: 30, lockMaxSeconds: 900, ratePerMinute: 8 },
    });
    await createUser(ctx.database.db, { email: 'di@example.com' });
  });
  afterAll(() => ctx.close());

  /** Starts a sign-in and returns the interaction path and the browser's jar. */
  async function openSignInPage(locale = 'en') {
    const jar = new CookieJar();
    const start = jar.store(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/users/token/codechallengeandcodeverifier?brand=2&locale=${locale}`,
      }),
    );
    const authorize = new URL(start.json().authorizeUrl);
    const redirect = jar.store(
      await ctx.app.inject({
        method: 'GET',
        url: `${authorize.pathname}${authorize.search}`,
        headers: { cookie: jar.header() },
      }),
    );
    const path = String(redirect.headers.location);
    const page = await ctx.app.inject({ method: 'GET', url: path, headers: { cookie: jar.header() } });
    return { jar, path, page };
  }

  const submit = (jar: CookieJar, path: string, email: string, password: string, ip = '10.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: `${path}/login`,
      remoteAddress: ip,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
    });

  it('shows a branded page in the requested language with labelled fields', async () => {
    const { page } = await openSignInPage('de');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de" data-brand="tessaly">');
    expect(page.body).toContain('<label for="email">E-Mail-Adresse</label>');
    expect(page.body).toContain('autocomplete="current-password"');
    expect(page.body).not.toContain('<script');
  });

  it('answers an unknown user and a wrong password the same way', async () => {
    const { jar, path } = await openSignInPage();
    const unknown = await submit(jar, path, 'nobody@example.com', 'whatever-1', '10.0.0.2');
    const wrong = await submit(jar, path, 'di@example.com', 'wrong-pass-1', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    const alert = (body: string) => /role="alert">([^<]*)</.exec(body)?.[1];
    expect(alert(unknown.body)).toBe('The email address or password is incorrect.');
    expect(alert(wrong.body)).toBe(alert(unknown.body));
  });

  it('finding 6: repeated failures make one address wait, answered like a wrong password, and are audited', async () => {
    await createUser(ctx.database.db, { email: 'locked@example.com' });
    const { jar, path } = await openSignInPage();
    for (let i = 0; i < 3; i++) await submit(jar, path, 'locked@example.com', `bad-${i}-pass`, '10.0.0.3');
    const right = await submit(jar, path, 'locked@example.com', 'Secret-pass-1', '10.0.0.3');
    const unknown = await submit(jar, path, 'nobody-at-all@example.com', 'Secret-pass-1', '10.0.0.3');
    expect(right.statusCode).toBe(401);
    const alert = (body: string) => /role="alert">([^<]*)</.exec(body)?.[1];
    expect(alert(right.body)).toBe(alert(unknown.body));
    expect(right.body).not.toContain('15 minutes');
    // The owner, from another address, is not locked out by the stranger's guesses.
    const owner = await submit(jar, path, 'locked@example.com', 'Secret-pass-1', '10.0.0.4');
    expect(owner.statusCode).toBe(303);
    expect(String(owner.headers.location)).toContain('/oidc/auth/');
    const audits = await queryRows<{ reason: string }>(
      ctx.database.db,
      sql`select body->>'reason' as reason from audit_log where action_code = 'USML' and not is_success and actor_email = 'locked@example.com'`,
    );
    expect(audits.length).toBeGreaterThanOrEqual(4);
    expect(audits.map((a) => a.reason)).toContain('locked');
  });

  it('rate limits sign-in attempts per address with 429 and an audit row', async () => {
    const { jar, path } = await openSignInPage();
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      codes.push((await submit(jar, path, `x${i}@example.com`, 'nope-nope-1', '10.0.0.9')).statusCode);
    expect(codes.slice(0, 8)).not.toContain(429);
    expect(codes.slice(8)).toEqual([429, 429]);
    // The refusal's audit row is written beside the 429 (the rate limiter does not wait for it).
    await vi.waitFor(
      async () => {
        const rows = await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from audit_log where action_code = 'USML' and body->>'reason' = 'rate_limited'`,
        );
        expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('refuses a token exchange whose verifier differs from the stored one', async () => {
    const jar = new CookieJar();
    jar.store(await ctx.app.inject({ method: 'GET', url: '/api/users/token/codechallengeandcodeverifier' }));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/token/gettokens',
      headers: { ...WRITE_HEADERS, cookie: jar.header() },
      payload: { code: 'abc', codeverifier: 'not-the-stored-one', brand: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('code_verifier_mismatch');
  });

  it('refuses a token exchange without a sign-in in progress', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/token/gettokens',
      headers: WRITE_HEADERS,
      payload: { code: 'abc', codeverifier: 'x', brand: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('sign_in_failed');
  });
});
