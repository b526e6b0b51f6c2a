import { needsKey, PERMISSION_KEYS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../src/db/client';
import { openAppDatabase } from '../../src/db/open';
import { NO_AUTHORITY, runInRowScope, storedScopeKey } from '../../src/db/row-scope';
import { APP_ROLE, OUTSIDE_POLICIES, ROW_POLICIES } from '../../src/db/row-security';
import { namedUser } from '../../src/demo/named-users';
import { SEARCH_TEXT } from '../../src/modules/cards/repo';
import { signIn } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const OWNER_COLUMNS = ['authority_id', 'authority_ids', 'card_id', 'token_id'];

/** Issue 14, the second wall: PostgreSQL itself keeps a request to the authorities it may reach. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('row-level security on PostgreSQL', () => {
  let owner: TestDatabase;
  let app: Database;
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    owner = await createTestDatabase({ template: 'tiny' });
    app = await openAppDatabase(testConfig(), owner);
    const rows = await queryRows<{ authority_id: string }>(
      owner.db,
      sql`select authority_id from cards group by authority_id order by count(*) desc limit 2`,
    );
    [mine, theirs] = rows.map((r) => r.authority_id) as [string, string];
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await owner.dispose();
  });

  const count = async (table: string) =>
    Number((await queryRows<{ n: string }>(app.db, sql.raw(`select count(*) as n from ${table}`)))[0]?.n);
  const asScope = async <T>(ids: string[], fn: () => Promise<T>) => {
    const key = await storedScopeKey(app.db, ids);
    // Drizzle runs a query when it is awaited: inside the scope.
    return runInRowScope(key, async () => await fn());
  };

  it('runs the API and owner connections without JIT compiling (db/client.ts NO_JIT)', async () => {
    for (const db of [app.db, owner.db]) {
      const [row] = await queryRows<{ jit: string }>(db, sql`select current_setting('jit') as jit`);
      expect(row?.jit).toBe('off');
    }
  });

  it('puts every table that names an authority, card or token under a forced policy, or says why not', async () => {
    const named = await queryRows<{ table_name: string }>(
      owner.db,
      sql`select distinct table_name from information_schema.columns
           where table_schema = 'public' and column_name in ${OWNER_COLUMNS} order by 1`,
    );
    const unexplained = named
      .map((r) => r.table_name)
      .filter((t) => !(t in ROW_POLICIES) && !(t in OUTSIDE_POLICIES));
    expect(unexplained).toEqual([]);
    const forced = await queryRows<{ relname: string }>(
      owner.db,
      sql`select relname from pg_class where relrowsecurity and relforcerowsecurity and relkind = 'r'`,
    );
    expect(forced.map((r) => r.relname).sort()).toEqual(Object.keys(ROW_POLICIES).sort());
  });

  it("keeps the owner's own connections (migrations, seed, CLIs) on every authority", async () => {
    const [setting] = await queryRows<{ scope: string }>(
      owner.db,
      sql`select current_setting('portal.scope', true) as scope`,
    );
    expect(setting?.scope).toBe('*');
  });

  it('connects as a role that is neither superuser nor exempt from the policies', async () => {
    const [role] = await queryRows<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
      app.db,
      sql`select current_user, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect(role).toEqual({ current_user: APP_ROLE, rolsuper: false, rolbypassrls: false });
  });

  it("lets a card search read its trigram index under the policy (the search's text is a column)", async () => {
    const plan = await asScope([mine], () =>
      app.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const lines = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select c.card_id from cards c where ${SEARCH_TEXT} ilike ${'%TAYLOR%'}`,
        );
        return lines.map((l) => l['QUERY PLAN']).join('\n');
      }),
    );
    expect(plan).toContain('cards_search_text_trgm_idx');
  });

  it('shows no row of any customer table without a scope', async () => {
    const ownerSees = await queryRows<{ n: string }>(owner.db, sql`select count(*) as n from cards`);
    expect(Number(ownerSees[0]?.n)).toBeGreaterThan(0);
    for (const table of Object.keys(ROW_POLICIES))
      expect(await runInRowScope(NO_AUTHORITY, () => count(table)), table).toBe(0);
    // A connection of the role that never set a scope at all sees nothing either.
    const url = new URL(owner.url as string);
    const raw = new pg.Client({ connectionString: url.toString(), options: `-c role=${APP_ROLE}` });
    await raw.connect();
    try {
      for (const table of Object.keys(ROW_POLICIES))
        expect((await raw.query(`select count(*)::int as n from ${table}`)).rows[0].n, table).toBe(0);
    } finally {
      await raw.end();
    }
  });

  it('shows exactly the rows of the authorities in scope', async () => {
    const [expected] = await queryRows<{ n: string }>(
      owner.db,
      sql`select count(*) as n from cards where authority_id = ${mine}`,
    );
    const seen = await asScope([mine], () =>
      queryRows<{ authority_id: string; n: string }>(
        app.db,
        sql`select authority_id, count(*) as n from cards group by authority_id`,
      ),
    );
    expect(seen).toEqual([{ authority_id: mine, n: expected?.n }]);
    const transactions = await asScope([mine], () =>
      queryRows<{ authority_id: string }>(app.db, sql`select distinct authority_id from transactions`),
    );
    expect(transactions.map((r) => r.authority_id)).toEqual([mine]);
  });

  it('refuses to write a row outside the scope, and to change the audit trail', async () => {
    const write = asScope([mine], () =>
      app.db.execute(sql`update cards set card_holder_name = 'X' where authority_id = ${theirs}`),
    );
    // Rows outside are invisible to an update: nothing changes.
    expect(((await write) as { rowCount: number }).rowCount).toBe(0);
    const insert = asScope([mine], () =>
      app.db.execute(
        sql`insert into account_spending_limits (authority_id, customer_id, currency, accept_violation, alert_violation)
            values (${theirs}, 'X', 'EUR', true, false)`,
      ),
    );
    await expect(insert).rejects.toMatchObject({ cause: { code: '42501' } });
    const audit = asScope([mine], () => app.db.execute(sql`delete from audit_log`));
    await expect(audit).rejects.toMatchObject({ cause: { code: '42501' } });
  });
});

/** The wall as a request meets it: a route whose SQL forgets the scope still sees only the user's reach. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('row-level security behind a signed-in request', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        template: 'tiny',
        beforeReady: (app) =>
          app.get(
            '/__rls/card-authorities',
            { config: { access: 'customer', permission: needsKey(PERMISSION_KEYS.readCard) } },
            async (request) => {
              // Deliberately unscoped, as a bug would be.
              const rows = await queryRows<{ authority_id: string }>(
                request.server.database.db,
                sql`select distinct authority_id from cards order by 1`,
              );
              return rows.map((r) => r.authority_id);
            },
          ),
      },
    );
  }, 180_000);
  afterAll(() => ctx.close());

  it("answers an unscoped query with the signed-in user's authorities only", async () => {
    const user = namedUser('customerAdmin');
    const { jar } = await signIn(ctx.app, user.email, user.password as string);
    const headers = { cookie: jar.header() };
    const reach = (
      (await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers })).json() as {
        authorities: { authorityId: string }[];
      }
    ).authorities.map((a) => a.authorityId);
    const seen = (
      await ctx.app.inject({ method: 'GET', url: '/__rls/card-authorities', headers })
    ).json() as string[];
    const everyone = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select distinct authority_id from cards`,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((id) => !reach.includes(id))).toEqual([]);
    expect(everyone.length).toBeGreaterThan(seen.length);
  });
});
