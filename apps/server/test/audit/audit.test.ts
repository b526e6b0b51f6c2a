import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { NAMED_USERS } from '../../src/demo/named-users';
import { impersonate } from '../account/impersonate';
import { createDemoApp } from '../helpers/demo-app';

type Entry = {
  loggingTime: string;
  userActionType: string;
  userActionTypeDescription: string;
  authorityIds: string[];
  parentIds: string[];
  actionUser: string;
  actorEmail: string;
  impersonatingActor: string | null;
  displayTime: string;
  body: Record<string, unknown>;
};
type Filter = { filterBy: string; filterCriteria: string[] };

const claire = NAMED_USERS.find((u) => u.key === 'customerAdmin');
const oliver = NAMED_USERS.find((u) => u.key === 'user');
const CARD_CODES = ['NCRQ', 'NCRP', 'RCRQ', 'RCRP', 'SCRQ', 'SCRP'];

describe('audit log search (spec 000 §2 Audit logs, §3 entry and filters, §4, §6, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let admin: string;
  let reach: Set<string>;
  let parents: string[];

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('platformAdmin');
    await impersonate(ctx.app, ctx.database.db, admin, claire?.id ?? 0);
    const hierarchy = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie: admin } })
    ).json();
    reach = new Set(hierarchy.authorities.map((a: { authorityId: string }) => a.authorityId));
    parents = hierarchy.parents.map((p: { parentId: string }) => p.parentId);
  }, 180_000);
  afterAll(() => ctx.close());

  const search = (filters?: Filter[], extra = '', as = admin, scope = 'accessLevel=G&accessLevelCode=ALL') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/audit/audit/logs?${scope}${filters ? `&filters=${encodeURIComponent(JSON.stringify(filters))}` : ''}${extra}`,
      headers: { cookie: as },
    });
  const logs = async (filters?: Filter[], extra = '') => {
    const res = await search(filters, extra);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as { logs: Entry[]; total: number };
  };
  const all: Filter = { filterBy: 'filtermode', filterCriteria: ['ALL_LOGS'] };
  const big = '&PageSize=500';

  it('is only for an admin who impersonates (000 §2, §6): others get 403', async () => {
    for (const key of ['customerAdmin', 'user', 'platformAdmin'] as const) {
      const cookie = await ctx.signInAs(key);
      const res = await search([all], '', cookie);
      expect(res.statusCode, key).toBe(403);
      expect(res.json().messageKey).toBe('audit_impersonation_required');
    }
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit/audit/logs?accessLevel=G&accessLevelCode=ALL',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('My logs (the default) are the user’s own actions, without the login type, newest first', async () => {
    const { logs: rows, total } = await logs(undefined, big);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.actorEmail).toBe(claire?.email);
      expect(r.userActionType.startsWith('USML')).toBe(false);
    }
    const times = rows.map((r) => r.loggingTime);
    expect([...times].sort().reverse()).toEqual(times);
    const [expected] = await queryRows<{ n: string | number }>(
      ctx.database.db,
      sql`select count(*) as n from audit_log where actor_user_id = ${claire?.id ?? 0} and action_code <> 'USML'
            and action_code in ('NCRQ','NCRP','RCRQ','RCRP','SCRQ','SCRP','USHS','NUSR','USUD','ADIM','ADIX')`,
    );
    expect(total).toBe(Number(expected?.n));
  });

  it('All logs stay inside the reach: every row names only reachable authorities (000 §6)', async () => {
    const { logs: rows, total } = await logs([all], big);
    expect(total).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.actorEmail)).size).toBeGreaterThan(1);
    expect(rows.some((r) => r.userActionType.startsWith('USML'))).toBe(true);
    for (const r of rows) for (const a of r.authorityIds) expect(reach.has(a)).toBe(true);
  });

  it('gives each entry the fields of 000 §3', async () => {
    const { logs: rows } = await logs([all], big);
    const entry = rows[0] as Entry;
    expect(entry.userActionType).toMatch(/^[A-Z]{4}_[01]$/);
    expect(entry.userActionTypeDescription.length).toBeGreaterThan(0);
    expect(entry.displayTime).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    const t = new Date(entry.loggingTime);
    expect(entry.displayTime.slice(0, 10)).toBe(
      `${String(t.getUTCDate()).padStart(2, '0')}/${String(t.getUTCMonth() + 1).padStart(2, '0')}/${t.getUTCFullYear()}`,
    );
    expect(typeof entry.body).toBe('object');
    const named = rows.find((r) => r.actorEmail === claire?.email);
    expect(named?.actionUser).toBe(`${claire?.firstName} ${claire?.lastName}`);
    const impersonated = (
      await logs([{ filterBy: 'useractiontypes', filterCriteria: ['USHS_1', 'USHS_0'] }], big)
    ).logs.find((r) => r.impersonatingActor);
    expect(impersonated?.impersonatingActor).toBe('admin@corvane.example');
  });

  it('filters by action type and outcome: _1 success, _0 failed (000 §3)', async () => {
    const failed = await logs([all, { filterBy: 'useractiontypes', filterCriteria: ['USML_0'] }], big);
    expect(failed.total).toBeGreaterThan(0);
    for (const r of failed.logs) expect(r.userActionType).toBe('USML_0');
    const both = await logs(
      [all, { filterBy: 'useractiontypes', filterCriteria: ['USML_0', 'USML_1'] }],
      big,
    );
    const ok = await logs([all, { filterBy: 'useractiontypes', filterCriteria: ['USML_1'] }], big);
    expect(both.total).toBe(failed.total + ok.total);
    const cards = await logs(
      [all, { filterBy: 'useractiontypes', filterCriteria: ['NCRQ_1', 'SCRP_0'] }],
      big,
    );
    for (const r of cards.logs) expect(['NCRQ_1', 'SCRP_0']).toContain(r.userActionType);
  });

  it('refuses the login type in My logs mode (hidden there, 000 §4)', async () => {
    const res = await search([{ filterBy: 'useractiontypes', filterCriteria: ['USML_1'] }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().messageKey).toBe('audit_log_type_not_allowed');
  });

  it('filters by actors (emails, any case)', async () => {
    const res = await logs(
      [all, { filterBy: 'actors', filterCriteria: [String(oliver?.email).toUpperCase()] }],
      big,
    );
    expect(res.total).toBeGreaterThan(0);
    for (const r of res.logs) expect(r.actorEmail).toBe(oliver?.email);
  });

  it('filters by hierarchy: A + authority id, P + parent id (000 §3)', async () => {
    const authority = [...reach][0] as string;
    const byAuthority = await logs([all, { filterBy: 'hierarchy', filterCriteria: [`A${authority}`] }], big);
    for (const r of byAuthority.logs) expect(r.authorityIds).toContain(authority);
    const parent = parents[0] as string;
    const parentAuthorities = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie: admin } })
    )
      .json()
      .parents.find((p: { parentId: string }) => p.parentId === parent).authorityIds as string[];
    const byParent = await logs([all, { filterBy: 'hierarchy', filterCriteria: [`P${parent}`] }], big);
    expect(byParent.total).toBeGreaterThan(0);
    for (const r of byParent.logs)
      expect(r.parentIds.includes(parent) || r.authorityIds.some((a) => parentAuthorities.includes(a))).toBe(
        true,
      );
    const everything = await logs([all]);
    expect(byParent.total).toBeLessThan(everything.total);
  });

  it('filters by a date range of two ISO timestamps, inclusive', async () => {
    const everything = await logs([all], big);
    const middle = everything.logs[Math.floor(everything.logs.length / 2)] as Entry;
    const from = new Date(Date.parse(middle.loggingTime) - 30 * 86_400_000).toISOString();
    const to = middle.loggingTime;
    const ranged = await logs([all, { filterBy: 'date', filterCriteria: [from, to] }], big);
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.total).toBeLessThan(everything.total);
    for (const r of ranged.logs) {
      expect(r.loggingTime >= from).toBe(true);
      expect(r.loggingTime <= to).toBe(true);
    }
  });

  it('pages in SQL: disjoint pages of PageSize, the same total', async () => {
    const first = await logs([all], '&page=1&PageSize=5');
    const second = await logs([all], '&page=2&PageSize=5');
    expect(first.logs).toHaveLength(5);
    expect(second.logs).toHaveLength(5);
    expect(second.total).toBe(first.total);
    expect((second.logs[0]?.loggingTime ?? '') <= (first.logs[4]?.loggingTime ?? '')).toBe(true);
    expect(JSON.stringify(first.logs)).not.toBe(JSON.stringify(second.logs));
  });

  it('refuses another tenant: a foreign scope or hierarchy item answers 403', async () => {
    const [foreign] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from authorities order by authority_id`,
    ).then((rows) => rows.filter((r) => !reach.has(r.authority_id)));
    expect(foreign).toBeDefined();
    const id = foreign?.authority_id;
    expect((await search([all], '', admin, `accessLevel=A&accessLevelCode=${id}`)).statusCode).toBe(403);
    expect((await search([all, { filterBy: 'hierarchy', filterCriteria: [`A${id}`] }])).statusCode).toBe(403);
  });

  it('refuses malformed filters with audit_filter_invalid (400)', async () => {
    const bad: unknown[] = [
      'not json',
      [{ filterBy: 'filtermode', filterCriteria: ['EVERYTHING'] }],
      [{ filterBy: 'useractiontypes', filterCriteria: ['NCRQ_2'] }],
      [{ filterBy: 'date', filterCriteria: ['2026-11-01T00:00:00Z'] }],
      [{ filterBy: 'date', filterCriteria: ['2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z'] }],
      [all, all],
      [{ filterBy: 'colour', filterCriteria: ['red'] }],
    ];
    for (const filters of bad) {
      const value = typeof filters === 'string' ? filters : JSON.stringify(filters);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/audit/audit/logs?accessLevel=G&accessLevelCode=ALL&filters=${encodeURIComponent(value)}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().messageKey, value).toBe('audit_filter_invalid');
    }
  });

  it('serves only the log types whose permission key the user holds (000 §6)', async () => {
    // Oliver's role loses ReadCard: the card domain disappears from his logs.
    const [finance] = await queryRows<{ role_id: number }>(
      ctx.database.db,
      sql`select r.role_id from roles r where r.offer_type = 'FUEL'
            and exists (select 1 from role_permissions p where p.role_id = r.role_id and p.permission_key = 'SiteAccess')
            and not exists (select 1 from role_permissions p where p.role_id = r.role_id and p.permission_key = 'ReadCard')
          order by r.role_id limit 1`,
    );
    const oliverId = oliver?.id ?? 0;
    const before = await queryRows<{ role_id: number; authority_id: string }>(
      ctx.database.db,
      sql`select role_id, authority_id from user_authority_access where user_id = ${oliverId}`,
    );
    const oliverAdmin = await ctx.signInAs('platformAdmin');
    await impersonate(ctx.app, ctx.database.db, oliverAdmin, oliverId);
    const scope = `accessLevel=A&accessLevelCode=${before[0]?.authority_id}`;
    const cardTypes = CARD_CODES.flatMap((c) => [`${c}_1`, `${c}_0`]);
    const withCardRole = await search(
      [all, { filterBy: 'useractiontypes', filterCriteria: cardTypes }],
      big,
      oliverAdmin,
      scope,
    );
    expect(withCardRole.statusCode).toBe(200);
    expect(withCardRole.json().total).toBeGreaterThan(0);

    await ctx.database.db.execute(
      sql`update user_authority_access set role_id = ${finance?.role_id ?? 0} where user_id = ${oliverId}`,
    );
    const res = await search([all], big, oliverAdmin, scope);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThan(0);
    for (const r of res.json().logs as Entry[])
      expect(CARD_CODES).not.toContain(r.userActionType.slice(0, 4));
    const refused = await search(
      [all, { filterBy: 'useractiontypes', filterCriteria: ['NCRQ_1'] }],
      '',
      oliverAdmin,
      scope,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('audit_log_type_not_allowed');
    await ctx.database.db.execute(
      sql`update user_authority_access set role_id = ${before[0]?.role_id ?? 0} where user_id = ${oliverId}`,
    );
  });

  it('shows the account details save (USUD) in All logs after the user saved', async () => {
    const oliverCookie = await ctx.signInAs('user');
    const save = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/users/details',
      headers: { 'x-requested-with': 'portal', origin: 'http://localhost:3000', cookie: oliverCookie },
      payload: { firstName: 'Oliver', lastName: 'Bakker', jobTitle: 'Planner' },
    });
    expect(save.statusCode).toBe(200);
    const res = await logs([all, { filterBy: 'useractiontypes', filterCriteria: ['USUD_1'] }], big);
    // Oliver reaches one of Claire's authorities only, so the row (naming only it) is in her reach.
    expect(res.logs.some((r) => r.actorEmail === oliver?.email)).toBe(true);
  });
});
