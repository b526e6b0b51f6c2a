import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../../src/db/schema';
import { issueToken } from '../../src/modules/identity/invite-tokens';
import { signIn, WRITE_HEADERS } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

describe('invitations, registration and activation (spec 000 §2, §3, §4, §5)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const now = Date.now();
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function invited(email: string, o: { ttlHours?: number; isUsed?: boolean } = {}) {
    const user = await createUser(ctx.database.db, {
      email,
      status: 'Invited',
      passwordHash: null,
      userUniqueId: null,
      firstName: 'Eve',
      lastName: 'Invited',
    });
    const token = await issueToken(ctx.database.db, {
      userId: user.id,
      email,
      ttlHours: o.ttlHours ?? 72,
      now,
    });
    if (o.isUsed)
      await ctx.app.inject({
        method: 'POST',
        url: `/api/users/users/register?Token=${token}`,
        headers: WRITE_HEADERS,
        payload: body(email),
      });
    return { user, token };
  }
  const body = (email: string, names: { firstName?: string; lastName?: string } = {}) => ({
    firstName: names.firstName ?? '  Eve   Marie ',
    lastName: names.lastName ?? 'Invited',
    userName: email,
    email,
    brand: 1,
    languageISOCode: 'en',
  });
  const otap = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/users/users/otap?Token=${token}` });
  const register = (token: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/users/users/register?Token=${token}`,
      headers: WRITE_HEADERS,
      payload,
    });

  it('reports a fresh invite as validated with the invited names', async () => {
    const { token } = await invited('fresh@example.com');
    expect((await otap(token)).json()).toEqual({
      otapExpired: false,
      otapAlreadyUsed: false,
      otapValidated: true,
      firstName: 'Eve',
      lastName: 'Invited',
      eMail: 'fresh@example.com',
    });
  });

  it('reports an expired invite and an already used one', async () => {
    const expired = await invited('expired@example.com', { ttlHours: -1 });
    expect((await otap(expired.token)).json()).toMatchObject({ otapExpired: true, otapValidated: false });
    const used = await invited('used@example.com', { isUsed: true });
    expect((await otap(used.token)).json()).toMatchObject({ otapAlreadyUsed: true, otapValidated: false });
  });

  it('answers 404 for an unknown token', async () => {
    expect((await otap('not-a-token')).statusCode).toBe(404);
  });

  it('refuses names with forbidden characters or missing (spec 000 §5)', async () => {
    const { token } = await invited('names@example.com');
    const special = await register(token, body('names@example.com', { firstName: 'Eve<script>' }));
    expect(special.statusCode).toBe(400);
    expect(special.json().issues).toContainEqual({
      path: 'body.firstName',
      messageKey: 'special_character_message',
    });
    const missing = await register(token, body('names@example.com', { lastName: '   ' }));
    expect(missing.json().issues).toContainEqual({
      path: 'body.lastName',
      messageKey: 'You must enter your name',
    });
  });

  it('registers, sends the activation email, activates and signs in', async () => {
    const { token, user } = await invited('new@example.com');
    const res = await register(token, body('new@example.com'));
    expect(res.statusCode).toBe(200);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.firstName).toBe('Eve Marie'); // trimmed and collapsed
    const [email] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'new@example.com'));
    const link = /https?:\/\/\S+\/oidc\/activate\?token=\S+/.exec(email?.bodyText ?? '')?.[0];
    expect(link).toBeTruthy();
    const url = new URL(String(link));
    const form = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(form.body).toContain('name="password"');
    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/oidc/activate?lng=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: String(url.searchParams.get('token')),
        password: 'short',
        confirm: 'short',
      }).toString(),
    });
    expect(weak.statusCode).toBe(400);
    const activated = await ctx.app.inject({
      method: 'POST',
      url: '/oidc/activate?lng=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: String(url.searchParams.get('token')),
        password: 'Brand-new-pass-7',
        confirm: 'Brand-new-pass-7',
      }).toString(),
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.body).toContain('Your account is active');
    const { exchange } = await signIn(ctx.app, 'new@example.com', 'Brand-new-pass-7');
    expect(exchange.statusCode).toBe(200);
    expect((await otap(token)).json().otapAlreadyUsed).toBe(true);
  });

  it("answers 'A user with this email address already exists.' for an account that is already registered", async () => {
    const { token, user } = await invited('taken@example.com');
    await ctx.database.db
      .update(users)
      .set({ status: 'Active', passwordHash: 'scrypt$x' })
      .where(eq(users.id, user.id));
    const res = await register(token, body('taken@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json().messageKey).toBe('A user with this email address already exists.');
  });
});
