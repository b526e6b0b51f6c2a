import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { namedUser } from '../../src/demo/named-users';
import { createDemoApp } from '../helpers/demo-app';

type Row = { uId: number; email: string; status: string; userUniqueId: string | null; name: string };

describe('admin panel calls: user search, raw data, scenario facts (spec 000 §2, §4, §5)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let admin: string;
  const get = (url: string, cookie = admin) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('platformAdmin');
  }, 180_000);
  afterAll(() => ctx.close());

  it('answers 403 to everybody but platform admins', async () => {
    const customerAdmin = await ctx.signInAs('customerAdmin');
    for (const url of [
      '/api/admin/users?search=oliver',
      '/api/admin/users/2/raw',
      '/api/admin/users/2/scenario',
    ]) {
      const res = await get(url, customerAdmin);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().messageKey).toBe('admin_only');
    }
  });

  it('needs at least 4 characters (spec 000 §5)', async () => {
    const res = await get('/api/admin/users?search=oli');
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('admin_search_too_short');
    expect((await get('/api/admin/users')).statusCode).toBe(400);
  });

  it('searches by name and email, case-insensitively', async () => {
    const byName = (await get('/api/admin/users?search=OLIVER%20bak')).json();
    expect(byName.searchBy).toBe('nameEmail');
    expect(byName.users.map((u: Row) => u.email)).toEqual([namedUser('user').email]);
    const byEmail = (await get('/api/admin/users?search=eli.expired@north')).json();
    expect(byEmail.users).toHaveLength(1);
    expect(byEmail.users[0]).toMatchObject({
      uId: namedUser('linkExpired').id,
      status: 'Link Expired',
      userUniqueId: null,
      key: String(namedUser('linkExpired').id),
    });
  });

  it('treats LIKE wildcards as plain characters', async () => {
    const res = (await get('/api/admin/users?search=%25%25%25%25')).json();
    expect(res.totalRecords).toBe(0);
    expect((await get('/api/admin/users?search=____')).json().totalRecords).toBe(0);
  });

  it('searches by authority id prefix: direct, parent and group grants (spec 000 §5)', async () => {
    const [grant] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from user_authority_access where user_id = ${namedUser('user').id}`,
    );
    const authorityId = grant?.authority_id ?? '';
    const res = (await get(`/api/admin/users?search=${authorityId.toLowerCase()}&pageSize=100`)).json();
    expect(res.searchBy).toBe('authorityId');
    const ids = res.users.map((u: Row) => u.uId);
    expect(ids).toContain(namedUser('user').id);
    // Everybody who reaches it through a parent or a group is found too.
    const reaching = await queryRows<{ user_id: number }>(
      ctx.database.db,
      sql`select distinct user_id from (
            select user_id from user_authority_access where authority_id = ${authorityId}
            union select upa.user_id from user_parent_access upa join authorities a on a.parent_id = upa.parent_id
             where a.authority_id = ${authorityId}
            union select uga.user_id from user_group_access uga join group_authorities ga on ga.group_id = uga.group_id
             where ga.authority_id = ${authorityId}
            union select uga.user_id from user_group_access uga join group_parents gp on gp.group_id = uga.group_id
             join authorities a on a.parent_id = gp.parent_id where a.authority_id = ${authorityId}) x`,
    );
    for (const r of reaching) expect(ids).toContain(r.user_id);
    const none = (await get('/api/admin/users?search=Z0000001')).json();
    expect(none).toEqual({ users: [], totalRecords: 0, searchBy: 'authorityId' });
  });

  it('pages and sorts in SQL', async () => {
    const all = (await get('/api/admin/users?search=northwind&pageSize=500&sortBy=email')).json();
    expect(all.totalRecords).toBeGreaterThan(4);
    expect(all.users).toHaveLength(all.totalRecords);
    const emails = all.users.map((u: Row) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    const page2 = (await get('/api/admin/users?search=northwind&pageSize=2&page=2&sortBy=email')).json();
    expect(page2.totalRecords).toBe(all.totalRecords);
    expect(page2.users.map((u: Row) => u.email)).toEqual(all.users.slice(2, 4).map((u: Row) => u.email));
    const desc = (
      await get('/api/admin/users?search=northwind&pageSize=1&sortBy=email&sortOrder=desc')
    ).json();
    expect(desc.users[0].email).toBe(all.users.at(-1).email);
    expect((await get('/api/admin/users?search=northwind&sortBy=password_hash')).statusCode).toBe(400);
  });

  it('shows the raw stored record without secrets', async () => {
    const res = await get(`/api/admin/users/${namedUser('invited').id}/raw`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: namedUser('invited').id, email: namedUser('invited').email });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toMatch(/scrypt\$|tokenHash|token_hash/);
    expect(body.invites.length).toBeGreaterThan(0);
    expect(
      body.access.authorities.length + body.access.parents.length + body.access.groups.length,
    ).toBeGreaterThan(0);
    expect((await get('/api/admin/users/999999/raw')).statusCode).toBe(404);
    expect((await get('/api/admin/users/abc/raw')).statusCode).toBe(400);
  });

  it('gives the facts of a user and the scenario §4 chooses from them', async () => {
    const expected = [
      ['user', 'user-is-active'],
      ['invited', 'user-is-invited-w-uniqueId'],
      ['linkExpired', 'user-is-expired-no-uniqueId'],
      ['inactive', 'user-unknown-issue'],
    ] as const;
    for (const [key, scenario] of expected) {
      const res = await get(`/api/admin/users/${namedUser(key).id}/scenario`);
      expect(res.statusCode, key).toBe(200);
      expect(res.json().scenario, key).toBe(scenario);
    }
    const facts = (await get(`/api/admin/users/${namedUser('linkExpired').id}/scenario`)).json();
    expect(facts).toMatchObject({ status: 'Link Expired', userUniqueId: null, isInviteExpired: true });
    const active = (await get(`/api/admin/users/${namedUser('user').id}/scenario`)).json();
    expect(active.lastLogin).not.toBeNull();
    expect(active.reachableAuthoritiesCount).toBe(1);
  });
});
