import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { NAMED_USERS } from '../../src/demo/named-users';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { impersonate } from './impersonate';

const claire = NAMED_USERS.find((u) => u.key === 'customerAdmin');
const oliver = NAMED_USERS.find((u) => u.key === 'user');

describe('account profile: details save and my access (spec 000 §2, §4, §5, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let cookie: string;
  let oliverCookie: string;
  beforeAll(async () => {
    ctx = await createDemoApp();
    cookie = await ctx.signInAs('customerAdmin');
    oliverCookie = await ctx.signInAs('user');
  }, 180_000);
  afterAll(() => ctx.close());

  const put = (payload: unknown, as = cookie) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/users/users/details',
      headers: { ...WRITE_HEADERS, cookie: as },
      payload: payload as object,
    });
  const auditRows = () =>
    queryRows<{ actor_user_id: number; body: { changed: string[]; uId: number }; is_success: boolean }>(
      ctx.database.db,
      sql`select actor_user_id, body, is_success from audit_log where action_code = 'USUD' order by id`,
    );
  const details = async (as = cookie) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/users/users/details', headers: { cookie: as } })).json()
      .userDetails;

  it('saves URI-encoded names, trimmed and collapsed, and the contact numbers (000 §5)', async () => {
    const res = await put({
      firstName: encodeURIComponent('  Claire   Marie '),
      lastName: encodeURIComponent('Hoffmann'),
      jobTitle: encodeURIComponent('Head of  Fleet'),
      mobileNumberIsdCode: '+49',
      mobileNumber: '1701234567',
      landlineNumberIsdCode: '+49',
      landlineNumber: '301234',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Claire Marie',
      jobTitle: 'Head of Fleet',
      mobileNumber: '1701234567',
    });
    const stored = await details();
    expect(stored).toMatchObject({
      firstName: 'Claire Marie',
      lastName: 'Hoffmann',
      jobTitle: 'Head of Fleet',
      mobileNumberIsdCode: '+49',
      mobileNumber: '1701234567',
      landlineNumber: '301234',
    });
  });

  it('writes a USUD audit row naming the changed fields, not their values', async () => {
    const rows = await auditRows();
    const last = rows.at(-1);
    expect(last?.actor_user_id).toBe(claire?.id);
    expect(last?.is_success).toBe(true);
    expect(last?.body.changed).toEqual(expect.arrayContaining(['firstName', 'jobTitle', 'mobileNumber']));
    expect(last?.body.changed).not.toContain('lastName');
    expect(JSON.stringify(last?.body)).not.toContain('1701234567');
  });

  it('clears an optional field sent empty', async () => {
    const res = await put({ firstName: 'Claire', lastName: 'Hoffmann', jobTitle: '', landlineNumber: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Claire', jobTitle: null, landlineNumber: null });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a missing first name', { lastName: 'X' }, 'field_required_message'],
    ['a blank last name', { firstName: 'A', lastName: '   ' }, 'field_required_message'],
    ['a slash in the first name', { firstName: 'A/B', lastName: 'X' }, 'special_character_message'],
    [
      'an encoded colon in the last name',
      { firstName: 'A', lastName: encodeURIComponent('X:Y') },
      'special_character_message',
    ],
    [
      'angle brackets in the job title',
      { firstName: 'A', lastName: 'X', jobTitle: '<b>' },
      'special_character_message',
    ],
    [
      'letters in the mobile number',
      { firstName: 'A', lastName: 'X', mobileNumber: '12ab' },
      'mobile_number_not_valid',
    ],
    [
      '11 mobile digits',
      { firstName: 'A', lastName: 'X', mobileNumber: '12345678901' },
      'mobile_number_not_valid',
    ],
    [
      'a landline with spaces inside',
      { firstName: 'A', lastName: 'X', landlineNumber: '12 34' },
      'landline_number_not_valid',
    ],
    [
      'a dial code without plus',
      { firstName: 'A', lastName: 'X', mobileNumberIsdCode: '49' },
      'isd_code_not_valid',
    ],
    [
      'a mobile number without dial code',
      { firstName: 'A', lastName: 'X', mobileNumber: '1234' },
      'mobile_number_not_valid',
    ],
  ];
  for (const [what, payload, key] of refusals) {
    it(`refuses ${what} with ${key} and writes nothing (000 §5)`, async () => {
      const before = (await auditRows()).length;
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().messageKey).toBe(key);
      expect((await auditRows()).length).toBe(before);
      expect((await details()).firstName).toBe('Claire');
    });
  }

  it('refuses unknown fields (no writing of email or status through this call)', async () => {
    const res = await put({ firstName: 'A', lastName: 'X', email: 'x@y.example' });
    expect(res.statusCode).toBe(400);
  });

  it('saves only the signed-in user: an ordinary user changes their own row', async () => {
    const res = await put({ firstName: 'Oliver', lastName: 'Bakker-Jansen' }, oliverCookie);
    expect(res.statusCode).toBe(200);
    expect((await details(oliverCookie)).lastName).toBe('Bakker-Jansen');
    expect((await details()).lastName).toBe('Hoffmann');
    expect((await auditRows()).at(-1)?.actor_user_id).toBe(oliver?.id);
  });

  it('lists my access: groups, parents and a page of authorities with role names', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/users/access', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.groups.length).toBeGreaterThan(0);
    expect(body.groups[0].roleName).not.toBe('');
    // The role id lets the web show the role in the page language (common content role_{id}).
    expect(body.groups[0].roleId).toEqual(expect.any(Number));
    expect(body.authorities[0].roleId).toEqual(expect.any(Number));
    expect(body.totalAuthorities).toBeGreaterThan(15);
    expect(body.authorities).toHaveLength(15);
    const page2 = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/access?page=2', headers: { cookie } })
    ).json();
    expect(page2.authorities.length).toBe(Math.min(15, body.totalAuthorities - 15));
    const ids = new Set(body.authorities.map((a: { authorityId: string }) => a.authorityId));
    for (const a of page2.authorities) expect(ids.has(a.authorityId)).toBe(false);
  });

  it("lists only the ordinary user's own authority in my access", async () => {
    const body = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/users/users/access',
        headers: { cookie: oliverCookie },
      })
    ).json();
    const hierarchy = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/users/users/hierarchy',
        headers: { cookie: oliverCookie },
      })
    ).json();
    expect(body.authorities.map((a: { authorityId: string }) => a.authorityId)).toEqual(
      hierarchy.authorities.map((a: { authorityId: string }) => a.authorityId),
    );
    expect(body.groups).toEqual([]);
  });

  it('refuses the details save while an admin impersonates (read-only, 000 §6)', async () => {
    const adminCookie = await ctx.signInAs('platformAdmin');
    await impersonate(ctx.app, ctx.database.db, adminCookie, claire?.id ?? 0);
    const res = await put({ firstName: 'Hacked', lastName: 'X' }, adminCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().messageKey).toBe('impersonation_read_only');
    expect((await details()).firstName).toBe('Claire');
    // Reading "my access" as the impersonated user works.
    const access = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/users/access',
      headers: { cookie: adminCookie },
    });
    expect(access.statusCode).toBe(200);
    expect(access.json().totalAuthorities).toBeGreaterThan(15);
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/users/details',
      headers: WRITE_HEADERS,
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(res.statusCode).toBe(401);
  });
});
