import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Issue 15: revoking an invited user left the invitation usable; the user registered, activated and
 * became Active with no access. Revoke (spec 000 §4) ends every open invitation and activation link.
 */
describe('revoke ends the open invitation and activation links of the user (spec 000 §4)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let claire: string;
  let authorityId: string;

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url, payload, headers: { ...WRITE_HEADERS, cookie: claire } });
  const mailTo = async (to: string) => {
    const rows = await queryRows<{ body_text: string }>(
      ctx.database.db,
      sql`select body_text from outbox_emails where to_address = ${to} order by id desc limit 1`,
    );
    return rows[0]?.body_text ?? '';
  };
  const invite = async (email: string) => {
    const res = await send('PUT', '/api/users/users', {
      user: { firstName: 'Rita', lastName: 'Revoked', email },
      Authority: [{ authorityId, roleId: 1504 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = /registration\.html\?status=([\w-]+)/.exec(await mailTo(email))?.[1] ?? '';
    expect(token).not.toBe('');
    return { uId: res.json().uId as number, token };
  };
  const register = (token: string, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/users/users/register?Token=${token}`,
      headers: WRITE_HEADERS,
      payload: { firstName: 'Rita', lastName: 'Revoked', userName: email, email, brand: 1 },
    });
  const revoke = (uId: number) => send('POST', `/api/users/users/${uId}/removeaccess`, { uIdBlock: [uId] });

  beforeAll(async () => {
    ctx = await createDemoApp();
    claire = await ctx.signInAs('customerAdmin');
    const roles = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/users/roles',
      headers: { cookie: claire },
    });
    authorityId = roles
      .json()
      .authorities.find((a: { cardOfferType: string }) => a.cardOfferType === 'FUEL').authorityId;
  }, 180_000);
  afterAll(() => ctx?.close());

  it('an invitation of a revoked user no longer validates or registers', async () => {
    const { uId, token } = await invite('rita.revoked@example.com');
    expect((await revoke(uId)).statusCode).toBe(200);
    const otap = await ctx.app.inject({ method: 'GET', url: `/api/users/users/otap?Token=${token}` });
    expect(otap.json()).toMatchObject({ otapValidated: false });
    const res = await register(token, 'rita.revoked@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('invite_invalid');
  });

  it('an activation link of a registered but revoked user no longer activates', async () => {
    const email = 'rob.revoked@example.com';
    const { uId, token } = await invite(email);
    expect((await register(token, email)).statusCode).toBe(200);
    const activation = /\/oidc\/activate\?token=([\w-]+)/.exec(await mailTo(email))?.[1] ?? '';
    expect(activation).not.toBe('');
    expect((await revoke(uId)).statusCode).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: `/oidc/activate?token=${activation}` });
    expect(page.statusCode).toBe(400);
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/oidc/activate?lng=en',
      headers: FORM,
      payload: new URLSearchParams({
        token: activation,
        password: 'Revoked-pass-12',
        confirm: 'Revoked-pass-12',
      }).toString(),
    });
    expect(post.statusCode).toBe(400);
    const [user] = await queryRows<{ status: string; password_hash: string | null }>(
      ctx.database.db,
      sql`select status, password_hash from users where id = ${uId}`,
    );
    expect(user).toEqual({ status: 'Inactive', password_hash: null });
  });
});
