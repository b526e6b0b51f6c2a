import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { createUser } from '../helpers/users';
import { ctx, fuel, get, grants, newUser, outbox, useUserAdmin } from '../users/user-admin-fixture';

const FOREIGN_EMAIL = 'frank.foreign@elsewhere.example';

/**
 * Issue 42 §3: adding a user whose address belongs to another customer's user answered 409
 * email_exists, which told Claire the address exists elsewhere. Now it answers as for a new address and
 * is resolved by invitation; the spec's "already exists" stays where Claire may know it (000 §5) and on
 * the registration page (000 §2).
 */
describe('issue 42 §3: an address of another customer is invited, not refused (000 §2, §5)', () => {
  useUserAdmin();
  let frank: { id: number };
  let foreignAuthority: string;

  beforeAll(async () => {
    const roles = (await get('/api/users/users/roles')).json();
    const reached = new Set(roles.authorities.map((a: { authorityId: string }) => a.authorityId));
    const [outside] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from authorities order by authority_id`,
    ).then((rows) => rows.filter((r) => !reached.has(r.authority_id)));
    foreignAuthority = outside?.authority_id as string;
    expect(foreignAuthority).toBeTruthy();
    frank = await createUser(ctx.database.db, {
      email: FOREIGN_EMAIL,
      firstName: 'Frank',
      lastName: 'Foreign',
    });
    await ctx.database.db.execute(sql`insert into user_authority_access (user_id, authority_id, role_id)
      values (${frank.id}, ${foreignAuthority}, 1504)`);
  });

  it('answers 200 with the same shape as for a new address, and tells nothing about the other customer', async () => {
    const fresh = await newUser({ email: 'nobody.yet@elsewhere.example' });
    const foreign = await newUser({
      email: FOREIGN_EMAIL.toUpperCase(),
      firstName: 'Someone',
      lastName: 'Else',
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(Object.keys(foreign.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(foreign.json()).toMatchObject({ success: true, email: FOREIGN_EMAIL.toUpperCase() });
    expect(foreign.body).not.toContain(foreignAuthority);
    expect(foreign.body).not.toContain('Frank');
    // Nothing granted before the holder accepts.
    expect(await grants(frank.id)).toEqual({ [foreignAuthority]: 1504 });
  });

  it('its holder gets the invitation; accepting it grants the access and the page says the account exists', async () => {
    const [mail] = await outbox(FOREIGN_EMAIL);
    const token = /registration\.html\?status=([\w-]+)/.exec(mail?.body_text ?? '')?.[1] as string;
    expect(token).toBeTruthy();
    const otap = await ctx.app.inject({ method: 'GET', url: `/api/users/users/otap?Token=${token}` });
    expect(otap.json()).toMatchObject({ otapValidated: true, eMail: FOREIGN_EMAIL });
    const register = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/users/register?Token=${token}`,
      headers: WRITE_HEADERS,
      payload: {
        firstName: 'Frank',
        lastName: 'Foreign',
        userName: FOREIGN_EMAIL,
        email: FOREIGN_EMAIL,
        brand: 1,
        languageISOCode: 'en',
      },
    });
    // Spec 000 §2: 'A user with this email address already exists.' with the sign-in buttons.
    expect(register.statusCode).toBe(409);
    expect(register.json().messageKey).toBe('A user with this email address already exists.');
    expect(await grants(frank.id)).toEqual({ [foreignAuthority]: 1504, [fuel[0] as string]: 1504 });
    const again = await ctx.app.inject({ method: 'GET', url: `/api/users/users/otap?Token=${token}` });
    expect(again.json()).toMatchObject({ otapAlreadyUsed: true });
  });

  it('an address of a user Claire administers still answers 409 email_exists on the field (000 §5)', async () => {
    const res = await newUser({ email: 'oliver.user@northwind.example' });
    expect(res.statusCode).toBe(409);
    expect(res.json().messageKey).toBe('email_exists');
  });
});
