import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { namedUser } from '../../src/demo/named-users';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

/**
 * Spec 000 §2 user administration, DESIGN §3 scope guard: a customer administrator sees and changes only
 * the users holding access inside their reach; another tenant's user answers 404 and another tenant's
 * authority 403, on every users route.
 */
describe('user administration stays inside the administrator reach (000 §2, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let claire: string;
  let ownAuthorities: string[];
  let foreignAuthority: string;
  const foreignUser = namedUser('evUser').id;
  const iris = namedUser('invited').id;

  const get = (url: string, cookie = claire) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie = claire) =>
    ctx.app.inject({ method, url, payload, headers: { ...WRITE_HEADERS, cookie } });

  beforeAll(async () => {
    ctx = await createDemoApp();
    claire = await ctx.signInAs('customerAdmin');
    const hierarchy = (await get('/api/users/users/hierarchy')).json();
    ownAuthorities = hierarchy.authorities.map((a: { authorityId: string }) => a.authorityId);
    const rows = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from authorities a join user_authority_access g using (authority_id)
           where g.user_id = ${foreignUser} order by 1 limit 1`,
    );
    foreignAuthority = rows[0]?.authority_id as string;
    expect(ownAuthorities).not.toContain(foreignAuthority);
  }, 180_000);
  afterAll(() => ctx?.close());

  it('lists only users holding access inside the reach, never staff, admins or other tenants', async () => {
    const res = await get('/api/users/users/accessibleusers?page=1&pageSize=500');
    expect(res.statusCode).toBe(200);
    const { users, totalRecords } = res.json();
    expect(totalRecords).toBe(users.length);
    const ids = users.map((u: { uId: number }) => u.uId);
    expect(ids).toContain(iris);
    expect(ids).not.toContain(foreignUser);
    expect(ids).not.toContain(namedUser('platformAdmin').id);
    expect(ids).not.toContain(namedUser('internal').id);
    const outside = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from users u where u.id in (${sql.join(
        ids.map((i: number) => sql`${i}`),
        sql`, `,
      )}) and not exists (select 1 from user_authority_access g where g.user_id = u.id and g.authority_id in (${sql.join(
        ownAuthorities.map((a) => sql`${a}`),
        sql`, `,
      )}))
        and not exists (select 1 from user_parent_access p where p.user_id = u.id)
        and not exists (select 1 from user_group_access p where p.user_id = u.id)`,
    );
    expect(outside).toEqual([]);
    const count = (await get('/api/users/users/-1/count')).json();
    expect(count.count).toBe(totalRecords);
  });

  it('searching by another tenant authority finds nobody', async () => {
    const res = await get(`/api/users/users/accessibleusers?searchByAuthorityId=${foreignAuthority}`);
    expect(res.json()).toEqual({ users: [], totalRecords: 0 });
  });

  it.each([
    ['GET', 'details'],
    ['GET', 'authorities?IncludePermissions=true'],
  ])('%s {userId}/%s of another tenant user answers 404', async (_m, path) => {
    const res = await get(`/api/users/users/${foreignUser}/${path}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().messageKey).toBe('user_not_found');
  });

  it('edit, revoke, resend and email change of another tenant user answer 404 and change nothing', async () => {
    const before = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from user_authority_access where user_id = ${foreignUser}`,
    );
    const calls = [
      send('POST', `/api/users/users/${foreignUser}`, {
        user: { basicDetails: { firstName: 'X', lastName: 'Y' } },
      }),
      send('POST', `/api/users/users/${foreignUser}`, {
        authoritiesRemoved: [{ authorityId: foreignAuthority }],
      }),
      send('POST', `/api/users/users/${foreignUser}/removeaccess`, { uIdBlock: [foreignUser] }),
      send('POST', `/api/users/users/${foreignUser}/resendinvite`, {}),
      send('PUT', `/api/users/users/${foreignUser}/update-email`, { Email: 'new.address@example.com' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    const after = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from user_authority_access where user_id = ${foreignUser}`,
    );
    expect(after).toEqual(before);
    expect(
      (await get(`/api/users/users/${foreignUser}/details`, await ctx.signInAs('evUser'))).statusCode,
    ).toBe(403);
  });

  it('a revoke naming a foreign user among own users is refused as a whole', async () => {
    const res = await send('POST', `/api/users/users/${iris}/removeaccess`, {
      uIdBlock: [iris, foreignUser],
    });
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/users/users/${iris}/details`)).statusCode).toBe(200);
  });

  it('granting, changing or removing another tenant authority answers 403', async () => {
    const own = ownAuthorities[0] as string;
    for (const payload of [
      { authoritiesAdded: [{ authorityId: foreignAuthority, roleId: 1504 }] },
      { authoritiesEdited: [{ authorityId: foreignAuthority, roleId: 1504 }] },
      { authoritiesRemoved: [{ authorityId: foreignAuthority }] },
      { parentAdded: [{ parentId: 'P-NOT-MINE', roleId: 1504 }] },
      { groupAdded: [{ groupId: 'G-NOT-MINE', roleId: 1504 }] },
    ]) {
      const res = await send('POST', `/api/users/users/${iris}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
    }
    const create = await send('PUT', '/api/users/users', {
      user: { firstName: 'Nora', lastName: 'Foreign', email: 'nora.foreign@example.com' },
      Authority: [
        { authorityId: own, roleId: 1504 },
        { authorityId: foreignAuthority, roleId: 1504 },
      ],
    });
    expect(create.statusCode).toBe(403);
    expect((await get('/api/users/users/exists?email=nora.foreign%40example.com')).json()).toBe(false);
  });

  it('roles and the authorities list refuse a foreign hierarchy entry and offer only own authorities', async () => {
    expect((await get(`/api/users/users/roles?accessLevelCode=${foreignAuthority}`)).statusCode).toBe(403);
    expect(
      (await get(`/api/users/users/${iris}/authorities?parentId=${encodeURIComponent('NOT-A-PARENT')}`))
        .statusCode,
    ).toBe(403);
    const roles = (await get('/api/users/users/roles')).json();
    const offered = roles.authorities.map((a: { authorityId: string }) => a.authorityId);
    expect(offered.length).toBeGreaterThan(0);
    for (const id of offered) expect(ownAuthorities).toContain(id);
    const list = (
      await get(`/api/users/users/${iris}/authorities?IncludePermissions=true&pageSize=500`)
    ).json();
    expect(list.totalRecords).toBe(offered.length);
  });

  it('an ordinary user and an admin who is not impersonating may not administer users (000 §6)', async () => {
    for (const key of ['user', 'platformAdmin'] as const) {
      const cookie = await ctx.signInAs(key);
      const res = await get('/api/users/users/accessibleusers', cookie);
      expect(res.statusCode, key).toBe(403);
      expect(res.json().messageKey).toBe('users_not_allowed');
    }
  });

  describe('add users to a group (000 §2 /access/users/add-to-group; the groupId query is ours)', () => {
    type Row = { uId: number; groupsCount: number; isInGroup?: boolean };
    const listIn = async (groupId: string, search = '') =>
      (
        await get(
          `/api/users/users/accessibleusers?page=1&pageSize=500&groupId=${encodeURIComponent(groupId)}${search}`,
        )
      ).json().users as Row[];

    it('tells per row whether the user holds the group; a group one may not grant answers 403', async () => {
      const hierarchy = (await get('/api/users/users/hierarchy')).json();
      const groupId = hierarchy.groups
        .map((g: { groupId: string }) => g.groupId)
        .find((g: string) => g !== 'ALL');
      expect(groupId).toBeTruthy();
      const members = new Set(
        (
          await queryRows<{ user_id: number }>(
            ctx.database.db,
            sql`select user_id from user_group_access where group_id = ${groupId}`,
          )
        ).map((r) => r.user_id),
      );
      const rows = await listIn(groupId);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.isInGroup).toBe(members.has(row.uId));
      // Without the query the rows carry no membership.
      const plain = (await get('/api/users/users/accessibleusers?page=1&pageSize=15')).json().users as Row[];
      expect(plain[0]).not.toHaveProperty('isInGroup');

      const [foreign] = await queryRows<{ group_id: string }>(
        ctx.database.db,
        sql`select group_id from groups where group_id not in (${sql.join(
          hierarchy.groups.map((g: { groupId: string }) => sql`${g.groupId}`),
          sql`, `,
        )}) order by 1 limit 1`,
      );
      const res = await get(`/api/users/users/accessibleusers?groupId=${foreign?.group_id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().messageKey).toBe('scope_not_allowed');
    });

    it('granting the group through the edit call flags the user and counts the group; again answers 409', async () => {
      const hierarchy = (await get('/api/users/users/hierarchy')).json();
      const groupId = hierarchy.groups
        .map((g: { groupId: string }) => g.groupId)
        .find((g: string) => g !== 'ALL');
      const before = (await listIn(groupId)).find((r) => r.uId === iris && !r.isInGroup);
      expect(before).toBeDefined();
      const add = () => send('POST', `/api/users/users/${iris}`, { groupAdded: [{ groupId, roleId: 1504 }] });
      expect((await add()).statusCode).toBe(200);
      const after = (await listIn(groupId)).find((r) => r.uId === iris);
      expect(after?.isInGroup).toBe(true);
      expect(after?.groupsCount).toBe((before?.groupsCount ?? 0) + 1);
      const again = await add();
      expect(again.statusCode).toBe(409);
      expect(again.json().messageKey).toBe('access_entry_exists');
    });
  });
});
