import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { fakeClock } from '../helpers/fake-clock';
import { signIn, WRITE_HEADERS } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

const clock = fakeClock();

describe('sessions: backend for frontend (DESIGN §5, spec 000 §4)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({}, { clock });
    await createUser(ctx.database.db, { email: 'bo@example.com', firstName: 'Bo' });
  });
  afterAll(() => ctx.close());

  const profile = (cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/users/profile',
      headers: { ...WRITE_HEADERS, cookie },
      payload: {},
    });
  const refresh = (cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/token/gettokens?refresh_token=secure',
      headers: { ...WRITE_HEADERS, cookie },
      payload: { brand: 1 },
    });

  it('sets one __Host- session cookie: Secure, HttpOnly, SameSite=Strict, Path=/', async () => {
    const { exchange } = await signIn(ctx.app, 'bo@example.com', 'Secret-pass-1');
    const session = (
      exchange.cookies as {
        name: string;
        secure?: boolean;
        httpOnly?: boolean;
        sameSite?: string;
        path?: string;
      }[]
    ).find((c) => c.name === '__Host-portal-session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it('never sends an IdP token value to the browser (threat: token theft through XSS)', async () => {
    const { jar, exchange } = await signIn(ctx.app, 'bo@example.com', 'Secret-pass-1');
    const answers = [exchange, await profile(jar.header()), await refresh(jar.header())];
    const tokens = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select id from oidc_payloads where type in ('AccessToken', 'RefreshToken', 'AuthorizationCode')`,
    );
    expect(tokens.length).toBeGreaterThan(0);
    for (const answer of answers) {
      const visible = `${answer.body} ${JSON.stringify(answer.headers)}`;
      for (const { id } of tokens) expect(visible).not.toContain(id);
      expect(answer.body).not.toMatch(/access_token|refresh_token|id_token/);
    }
  });

  it('answers 401 without a session and after logout with the old cookie (threat: session reuse)', async () => {
    expect((await profile('')).statusCode).toBe(401);
    const { jar } = await signIn(ctx.app, 'bo@example.com', 'Secret-pass-1');
    const cookie = jar.header();
    expect((await profile(cookie)).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/token/gettokens?logout_action=logout',
      headers: { ...WRITE_HEADERS, cookie },
      payload: { brand: 1 },
    });
    expect(logout.json()).toEqual({ loggedOut: true });
    expect((await profile(cookie)).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('refuses a write from a foreign origin or without the custom header (threat: CSRF)', async () => {
    const { jar } = await signIn(ctx.app, 'bo@example.com', 'Secret-pass-1');
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/users/profile',
      headers: { ...WRITE_HEADERS, origin: 'https://evil.example', cookie: jar.header() },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    const noHeader = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/users/profile',
      headers: { origin: 'http://localhost:3000', cookie: jar.header() },
      payload: {},
    });
    expect(noHeader.statusCode).toBe(403);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/token/gettokens?logout_action=logout',
      headers: { 'x-requested-with': 'portal', 'sec-fetch-site': 'cross-site', cookie: jar.header() },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('50 parallel refreshes in one session cause exactly one refresh at the IdP and no logout', async () => {
    const { jar } = await signIn(ctx.app, 'bo@example.com', 'Secret-pass-1');
    const before = await refreshTokenCount();
    const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(jar.header())));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json().tokenExpirationTime)).size).toBe(1);
    expect(await refreshTokenCount()).toBe(before + 1);
    expect((await profile(jar.header())).statusCode).toBe(200);
  });

  it('ends a session idle for more than 14 minutes (spec 000 §9, fake clock)', async () => {
    const { jar } = await signIn(ctx.app, 'bo@example.com', 'Secret-pass-1');
    clock.advance(13 * 60_000);
    expect((await profile(jar.header())).statusCode).toBe(401); // access expired (10 min): refresh needed
    expect((await refresh(jar.header())).statusCode).toBe(200);
    expect((await profile(jar.header())).statusCode).toBe(200);
    clock.advance(14 * 60_000 + 1000);
    expect((await profile(jar.header())).statusCode).toBe(401);
    // The idle modal's "continue" may still refresh within its 60 s countdown ...
    const { jar: second } = await signIn(ctx.app, 'bo@example.com', 'Secret-pass-1');
    clock.advance(14 * 60_000 + 30_000);
    expect((await profile(second.header())).statusCode).toBe(401);
    expect((await refresh(second.header())).statusCode).toBe(200);
    // ... but not after it.
    clock.advance(15 * 60_000 + 1000);
    expect((await refresh(second.header())).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active it is (fake clock)', async () => {
    const { jar } = await signIn(ctx.app, 'bo@example.com', 'Secret-pass-1');
    for (let minutes = 0; minutes < 12 * 60; minutes += 9) {
      clock.advance(9 * 60_000);
      const answer = await refresh(jar.header());
      if (minutes + 9 < 12 * 60) expect(answer.statusCode, `after ${minutes + 9} min`).toBe(200);
      else expect(answer.statusCode).toBe(401);
    }
  });

  async function refreshTokenCount() {
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from oidc_payloads where type = 'RefreshToken'`,
    );
    return row?.n ?? 0;
  }
});
