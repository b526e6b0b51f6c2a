import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { NAMED_USERS } from '../../src/demo/named-users';
import { impersonate } from '../account/impersonate';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

const PATH = '/xapi/groups/api/groupadmin';
const claire = NAMED_USERS.find((u) => u.key === 'customerAdmin');
type Row = {
  groupId: string;
  name: string;
  parentsCount: number;
  authoritiesCount: number;
  email: string | null;
};

describe('group administration list (spec 002 §2.10, §3.13, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let cookie: string;
  let granted: { group_id: string; group_name: string }[];
  beforeAll(async () => {
    ctx = await createDemoApp();
    cookie = await ctx.signInAs('customerAdmin');
    granted = await queryRows(
      ctx.database.db,
      sql`select g.group_id, g.group_name from user_group_access u join groups g on g.group_id = u.group_id
           where u.user_id = ${claire?.id ?? 0} order by g.group_name`,
    );
  }, 180_000);
  afterAll(() => ctx.close());

  const list = (payload: object, as = cookie, query = '') =>
    ctx.app.inject({
      method: 'POST',
      url: `${PATH}${query}`,
      headers: { ...WRITE_HEADERS, cookie: as },
      payload,
    });

  it('lists the groups of the user with counts and contact, in groups and totalRecords', async () => {
    expect(granted.length).toBeGreaterThan(1);
    const res = await list({ start: 0, limit: 15 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { groups: Row[]; totalRecords: number };
    expect(body.totalRecords).toBe(granted.length);
    expect(body.groups.map((g) => g.name)).toEqual(granted.map((g) => g.group_name));
    for (const g of body.groups) {
      expect(g.authoritiesCount).toBeGreaterThan(0);
      expect(g.email).not.toBeNull();
    }
    const [counts] = await queryRows<{ parents: string | number }>(
      ctx.database.db,
      sql`select count(*) as parents from group_parents where group_id = ${body.groups[0]?.groupId ?? ''}`,
    );
    expect(body.groups[0]?.parentsCount).toBe(Number(counts?.parents));
  });

  it('pages with start and limit, and sorts by a column', async () => {
    const second = (await list({ start: 1, limit: 1 })).json();
    expect(second.groups).toHaveLength(1);
    expect(second.groups[0].name).toBe(granted[1]?.group_name);
    expect(second.totalRecords).toBe(granted.length);
    const desc = (await list({ columnSorting: [{ column: 'name', direction: 'desc' }] })).json();
    expect(desc.groups.map((g: Row) => g.name)).toEqual(granted.map((g) => g.group_name).reverse());
  });

  it('searches by group name (Find a group), case-insensitively, with LIKE characters taken literally', async () => {
    const name = granted[0]?.group_name ?? '';
    const res = (await list({ searchCriteria: name.slice(1, 6).toUpperCase() })).json();
    expect(res.groups.map((g: Row) => g.name)).toContain(name);
    expect(res.totalRecords).toBe(res.groups.length);
    expect((await list({ searchCriteria: '%%%' })).json().totalRecords).toBe(0);
    expect((await list({ searchCriteria: 'no such group' })).json().totalRecords).toBe(0);
  });

  it('narrows to the selected scope and refuses a foreign one (403)', async () => {
    const [foreign] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select a.authority_id from authorities a where not exists (
            select 1 from user_authority_access u where u.user_id = ${claire?.id ?? 0} and u.authority_id = a.authority_id)
          and a.parent_id is null order by 1 limit 1`,
    );
    const hierarchy = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie } })
    ).json();
    const reach = new Set(hierarchy.authorities.map((a: { authorityId: string }) => a.authorityId));
    const outside = (
      await queryRows<{ authority_id: string }>(ctx.database.db, sql`select authority_id from authorities`)
    )
      .map((r) => r.authority_id)
      .find((id) => !reach.has(id));
    expect(foreign ?? outside).toBeDefined();
    const res = await list({}, cookie, `?accessLevel=A&accessLevelCode=${outside}`);
    expect(res.statusCode).toBe(403);
    const group = hierarchy.groups.find((g: { groupId: string }) => g.groupId !== 'ALL');
    const one = await list({}, cookie, `?accessLevel=G&accessLevelCode=${group.groupId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().groups.map((g: Row) => g.groupId)).toContain(group.groupId);
  });

  it('needs viewGroups: an ordinary card manager and a non-impersonating admin get 403', async () => {
    expect((await list({}, await ctx.signInAs('user'))).statusCode).toBe(403);
    expect((await list({}, await ctx.signInAs('platformAdmin'))).statusCode).toBe(403);
  });

  it('answers an empty list to a user with viewGroups but no group', async () => {
    const res = await list({}, await ctx.signInAs('singleRole'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ groups: [], totalRecords: 0 });
  });

  it('serves an impersonating admin the impersonated user’s groups (a read through POST)', async () => {
    const admin = await ctx.signInAs('platformAdmin');
    await impersonate(ctx.app, ctx.database.db, admin, claire?.id ?? 0);
    const res = await list({}, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalRecords).toBe(granted.length);
  });

  it('refuses a bad body with 400', async () => {
    expect((await list({ limit: 0 })).statusCode).toBe(400);
    expect((await list({ start: -1 })).statusCode).toBe(400);
    expect((await list({ columnSorting: [{ column: 'password', direction: 'asc' }] })).statusCode).toBe(400);
  });
});
