import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { fakeClock } from '../helpers/fake-clock';
import { profileOn, refreshOn } from '../helpers/session-calls';
import { signIn, WRITE_HEADERS } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

const clock = fakeClock();
const SESSION_SECRET = 'a-fixed-session-secret-for-the-refresh-race';
const ACCESS_TTL_MS = 10 * 60_000;

/**
 * Issue 15 (found in e2e): two tabs share one session cookie, and each refreshes when its access runs
 * out (spec 000 §4). Refreshes of one session at the same moment all keep it; a rotated refresh token
 * presented again is still theft (docs/security.md, refresh rotation).
 */
describe('one session refreshed from several tabs at once (issue 15, spec 000 §4)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ sessionSecret: SESSION_SECRET }, { clock });
    await createUser(ctx.database.db, { email: 'tab@example.com', firstName: 'Tab' });
  });
  afterAll(() => ctx.close());

  for (const tabs of [2, 5]) {
    it(`${tabs} tabs refreshing at the same moment all get access and the session lives on`, async () => {
      const { jar } = await signIn(ctx.app, 'tab@example.com', 'Secret-pass-1');
      for (let round = 0; round < 2; round++) {
        clock.advance(ACCESS_TTL_MS + 1000);
        expect((await profileOn(ctx.app, jar.header())).statusCode).toBe(401); // access expired
        const answers = await Promise.all(
          Array.from({ length: tabs }, () => refreshOn(ctx.app, jar.header())),
        );
        expect(answers.map((a) => a.statusCode)).toEqual(Array(tabs).fill(200));
        expect(new Set(answers.map((a) => a.json().tokenExpirationTime)).size).toBe(1);
        expect((await profileOn(ctx.app, jar.header())).statusCode).toBe(200);
      }
    });
  }

  it('a refresh of one tab right after another tab refreshed reuses that refresh (grace 10 s)', async () => {
    const { jar } = await signIn(ctx.app, 'tab@example.com', 'Secret-pass-1');
    clock.advance(ACCESS_TTL_MS + 1000);
    const first = await refreshOn(ctx.app, jar.header());
    clock.advance(9_000);
    const second = await refreshOn(ctx.app, jar.header());
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().tokenExpirationTime).toBe(first.json().tokenExpirationTime);
    expect((await profileOn(ctx.app, jar.header())).statusCode).toBe(200);
  });

  it('signing out in one browser does not end the same user’s session in another browser', async () => {
    const { jar: desk } = await signIn(ctx.app, 'tab@example.com', 'Secret-pass-1');
    const { jar: phone } = await signIn(ctx.app, 'tab@example.com', 'Secret-pass-1');
    const idpSessions = await idpSessionCount();
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/token/gettokens?logout_action=logout',
      headers: { ...WRITE_HEADERS, cookie: phone.header() },
      payload: { brand: 1 },
    });
    expect(out.json()).toEqual({ loggedOut: true });
    expect(await idpSessionCount()).toBe(idpSessions - 1); // the phone's own IdP session is gone
    clock.advance(ACCESS_TTL_MS + 1000);
    expect((await refreshOn(ctx.app, desk.header())).statusCode).toBe(200);
    expect((await profileOn(ctx.app, desk.header())).statusCode).toBe(200);
    expect((await refreshOn(ctx.app, phone.header())).statusCode).toBe(401);
  });

  it('a rotated refresh token replayed after the grace window is theft: grant revoked, session ended', async () => {
    const { jar } = await signIn(ctx.app, 'tab@example.com', 'Secret-pass-1');
    const before = await liveRefreshTokens();
    clock.advance(ACCESS_TTL_MS + 1000);
    expect((await refreshOn(ctx.app, jar.header())).statusCode).toBe(200);
    // The token this session held before its refresh is now consumed at the IdP.
    const consumed = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select id from oidc_payloads where type = 'RefreshToken' and consumed_at is not null`,
    );
    const stolen = consumed.map((r) => r.id).find((id) => before.includes(id));
    expect(stolen).toBeTruthy();
    clock.advance(11_000);
    const replay = await idpToken({ grant_type: 'refresh_token', refresh_token: String(stolen) });
    expect(replay.json().error).toBe('invalid_grant');
    // The replay revoked the grant: the session's own (newer) token is refused too, and the session ends.
    clock.advance(ACCESS_TTL_MS + 1000);
    expect((await refreshOn(ctx.app, jar.header())).statusCode).toBe(401);
    expect((await profileOn(ctx.app, jar.header())).statusCode).toBe(401);
  });

  async function idpSessionCount() {
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from oidc_payloads where type = 'Session'`,
    );
    return row?.n ?? 0;
  }

  async function liveRefreshTokens() {
    const rows = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select id from oidc_payloads where type = 'RefreshToken' and consumed_at is null`,
    );
    return rows.map((r) => r.id);
  }

  function idpToken(form: Record<string, string>) {
    const clientSecret = createHash('sha256').update(`portal-client:${SESSION_SECRET}`).digest('base64url');
    return ctx.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: {
        authorization: `Basic ${Buffer.from(`portal:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(form).toString(),
    });
  }
});
