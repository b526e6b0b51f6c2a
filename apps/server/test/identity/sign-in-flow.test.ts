import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, WRITE_HEADERS } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

describe('sign-in through the built-in IdP (spec 000 §2, §4, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await createUser(ctx.database.db, { email: 'ada@example.com', firstName: 'Ada', isAdmin: true });
  });
  afterAll(() => ctx.close());

  it('signs in and loads the session profile', async () => {
    const { jar, exchange } = await signIn(ctx.app, 'ada@example.com', 'Secret-pass-1');
    expect(exchange.json().tokenExpirationTime).toBeGreaterThan(Date.now());
    const profile = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/users/profile',
      headers: { ...WRITE_HEADERS, cookie: jar.header() },
      payload: { brand: 1 },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ isAdmin: true, given_name: 'Ada', isOneFleetMigrated: false });
  });
});
