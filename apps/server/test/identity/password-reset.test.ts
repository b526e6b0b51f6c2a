import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { afterResponseSettled } from '../../src/identity/after-response';
import { CookieJar } from '../helpers/cookie-jar';
import { fakeClock } from '../helpers/fake-clock';
import { signIn, WRITE_HEADERS } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const clock = fakeClock();

/**
 * Issue 15: "Forgot password" on the built-in IdP's sign-in page (one answer whether or not the address
 * exists, a single-use link valid 1 hour through the outbox, the activation's password rules, every
 * other session ended, audit rows, rate limit) and the password change of the account page.
 */
describe('password reset and change in the built-in IdP', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({}, { clock });
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  /** A form post; the link a forgot-password post issues after its answer is issued when this resolves. */
  const form = async (url: string, values: Record<string, string>, ip = '10.1.0.1') => {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: FORM,
      payload: new URLSearchParams(values).toString(),
    });
    await afterResponseSettled(ctx.app);
    return res;
  };
  const mailsTo = (to: string) =>
    queryRows<{ subject: string; body_text: string }>(
      db(),
      sql`select subject, body_text from outbox_emails where to_address = ${to} order by id`,
    );
  const resetToken = (mail?: { body_text: string }) =>
    /\/oidc\/reset-password\?token=([\w-]+)/.exec(mail?.body_text ?? '')?.[1] ?? '';
  const audits = (code: string, email: string) =>
    queryRows<{ is_success: boolean; body: Record<string, unknown> }>(
      db(),
      sql`select is_success, body from audit_log where action_code = ${code} and actor_email = ${email} order by id`,
    );
  const profile = (cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/users/profile',
      headers: { ...WRITE_HEADERS, cookie },
      payload: {},
    });
  const alertOf = (body: string) => /role="(?:alert|status)">([^<]*)</.exec(body)?.[1];

  it('the sign-in page links to "Forgot password", which asks for the email in the page language', async () => {
    const jar = new CookieJar();
    const start = jar.store(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/users/token/codechallengeandcodeverifier?brand=1&locale=de',
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
    const page = await ctx.app.inject({
      method: 'GET',
      url: String(redirect.headers.location),
      headers: { cookie: jar.header() },
    });
    const href = /href="([^"]*\/oidc\/forgot-password[^"]*)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBeTruthy();
    const forgot = await ctx.app.inject({ method: 'GET', url: String(href) });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.body).toContain('<html lang="de"');
    expect(forgot.body).toContain('autocomplete="username"');
  });

  it('answers the same whether or not the address exists; only a known user gets the email (USPR)', async () => {
    await createUser(db(), { email: 'reset.me@example.com', firstName: 'Rae' });
    const known = await form('/oidc/forgot-password?lng=en', { email: 'Reset.Me@example.com' });
    const unknown = await form('/oidc/forgot-password?lng=en', { email: 'nobody.here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(alertOf(known.body)).toBeTruthy();
    expect(known.body).toBe(unknown.body);
    const mails = await mailsTo('reset.me@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toContain('Rae');
    expect(resetToken(mails[0])).not.toBe('');
    expect(await mailsTo('nobody.here@example.com')).toEqual([]);
    expect(await audits('USPR', 'reset.me@example.com')).toMatchObject([{ is_success: true }]);
  });

  it('the link sets a new password by the activation rules, once, ends every session and is audited (USPW)', async () => {
    await createUser(db(), { email: 'sam.reset@example.com', password: 'Old-password-1' });
    const { jar: other } = await signIn(ctx.app, 'sam.reset@example.com', 'Old-password-1');
    expect((await profile(other.header())).statusCode).toBe(200);
    await form('/oidc/forgot-password?lng=en', { email: 'sam.reset@example.com' });
    const token = resetToken((await mailsTo('sam.reset@example.com')).at(-1));
    const page = await ctx.app.inject({ method: 'GET', url: `/oidc/reset-password?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('autocomplete="new-password"');

    const weak = await form('/oidc/reset-password?lng=en', { token, password: 'short', confirm: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(alertOf(weak.body)).toBe('The password needs at least 10 characters, with letters and digits.');
    const mismatch = await form('/oidc/reset-password?lng=en', {
      token,
      password: 'New-password-22',
      confirm: 'New-password-23',
    });
    expect(mismatch.statusCode).toBe(400);
    const done = await form('/oidc/reset-password?lng=en', {
      token,
      password: 'New-password-22',
      confirm: 'New-password-22',
    });
    expect(done.statusCode).toBe(200);
    // Every other session of the user ended.
    expect((await profile(other.header())).statusCode).toBe(401);
    // Single use.
    const again = await form('/oidc/reset-password?lng=en', {
      token,
      password: 'Other-password-33',
      confirm: 'Other-password-33',
    });
    expect(again.statusCode).toBe(400);
    await expect(signIn(ctx.app, 'sam.reset@example.com', 'Old-password-1')).rejects.toThrow();
    const { exchange } = await signIn(ctx.app, 'sam.reset@example.com', 'New-password-22');
    expect(exchange.statusCode).toBe(200);
    expect(await audits('USPW', 'sam.reset@example.com')).toMatchObject([
      { is_success: true, body: { via: 'reset', sessionsEnded: 1 } },
    ]);
  });

  it('a link expires after 1 hour, a newer link retires an older one, and it is no invitation', async () => {
    await createUser(db(), { email: 'late@example.com' });
    await form('/oidc/forgot-password?lng=en', { email: 'late@example.com' }, '10.1.0.2');
    const first = resetToken((await mailsTo('late@example.com')).at(-1));
    await form('/oidc/forgot-password?lng=en', { email: 'late@example.com' }, '10.1.0.2');
    const second = resetToken((await mailsTo('late@example.com')).at(-1));
    expect(second).not.toBe(first);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/oidc/reset-password?token=${first}` })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/users/otap?Token=${second}` })).statusCode,
    ).toBe(404);
    clock.advance(61 * 60_000);
    const expired = await form('/oidc/reset-password?lng=en', {
      token: second,
      password: 'Late-password-44',
      confirm: 'Late-password-44',
    });
    expect(expired.statusCode).toBe(400);
  });

  it('rate limit: a few emails per address, then the same answer without an email', async () => {
    await createUser(db(), { email: 'flood@example.com' });
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await form('/oidc/forgot-password?lng=en', { email: 'flood@example.com' }, `10.2.0.${i}`));
    for (const answer of answers) expect(answer.body).toBe(answers[0]?.body);
    expect((await mailsTo('flood@example.com')).length).toBe(3);
    expect((await audits('USPR', 'flood@example.com')).filter((a) => !a.is_success).length).toBe(3);
  });

  describe('change from the account page (current password required)', () => {
    const change = (cookie: string, body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/users/password',
        headers: { ...WRITE_HEADERS, cookie },
        payload: body,
      });

    it('refuses a wrong current password and a weak new one, with the message keys', async () => {
      await createUser(db(), { email: 'cam@example.com', password: 'Cam-password-1' });
      const { jar } = await signIn(ctx.app, 'cam@example.com', 'Cam-password-1');
      const wrong = await change(jar.header(), {
        currentPassword: 'not-it-at-all-1',
        newPassword: 'Cam-password-2',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().messageKey).toBe('password_current_wrong');
      const weak = await change(jar.header(), { currentPassword: 'Cam-password-1', newPassword: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().messageKey).toBe('password_weak');
      expect(await audits('USPW', 'cam@example.com')).toMatchObject([{ is_success: false }]);
    });

    it('changes it, keeps this session, ends the others and audits USPW', async () => {
      await createUser(db(), { email: 'kit@example.com', password: 'Kit-password-1' });
      const { jar: here } = await signIn(ctx.app, 'kit@example.com', 'Kit-password-1');
      const { jar: there } = await signIn(ctx.app, 'kit@example.com', 'Kit-password-1');
      const res = await change(here.header(), {
        currentPassword: 'Kit-password-1',
        newPassword: 'Kit-password-22',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await profile(here.header())).statusCode).toBe(200);
      expect((await profile(there.header())).statusCode).toBe(401);
      const { exchange } = await signIn(ctx.app, 'kit@example.com', 'Kit-password-22');
      expect(exchange.statusCode).toBe(200);
      expect(await audits('USPW', 'kit@example.com')).toMatchObject([
        { is_success: true, body: { via: 'account', sessionsEnded: 1 } },
      ]);
    });

    it('needs a session', async () => {
      const res = await change('', { currentPassword: 'x', newPassword: 'Some-password-1' });
      expect(res.statusCode).toBe(401);
    });

    it('tells the browser how passwords change with the built-in IdP', async () => {
      const config = (await ctx.app.inject({ method: 'GET', url: '/api/portal/config' })).json();
      // No MAP_TILE_URL: the maps draw their offline base layer (issue 15).
      expect(config).toMatchObject({ isBuiltInIdp: true, passwordUrl: null, mapTileUrl: null });
    });
  });
});

describe('with an external IdP the password link goes to that IdP (OIDC_PASSWORD_URL)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({
      oidc: { issuer: 'https://idp.example.test/realms/fleet', clientId: 'portal', clientSecret: 's' },
      oidcPasswordUrl: 'https://idp.example.test/realms/fleet/account/password',
    });
  });
  afterAll(() => ctx.close());

  it('portal config names the IdP page; the built-in pages are not there', async () => {
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/portal/config' })).json();
    expect(config).toMatchObject({
      isBuiltInIdp: false,
      passwordUrl: 'https://idp.example.test/realms/fleet/account/password',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/oidc/forgot-password' })).statusCode).toBe(404);
  });

  it('reads OIDC_PASSWORD_URL from the environment', async () => {
    const { loadConfig } = await import('../../src/config');
    expect(loadConfig({ OIDC_PASSWORD_URL: 'https://idp.example.test/pw' }).oidcPasswordUrl).toBe(
      'https://idp.example.test/pw',
    );
  });
});
