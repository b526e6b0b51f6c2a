import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../src/db/client';
import {
  type CustomerSource,
  GENERATION_SOURCES,
  readCustomerStamp,
  readGeneration,
} from '../../src/db/generations';
import { cardCountQuery } from '../../src/modules/cards/repo';
import { countArchive } from '../../src/modules/invoices/archive-repo';
import { countInvoices } from '../../src/modules/invoices/repo';
import { dailyCountQuery, lineCountQuery } from '../../src/modules/transactions/totals';
import { cachedByGeneration, cachedByStamp } from '../../src/platform/generation-cache';
import { loadReach, withSingleRoleParents } from '../../src/platform/reach';
import { scopeOf } from '../helpers/scope';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
/** Tables no code path writes after the load: a cached value may read them without invalidation. */
const FIXED_TABLES = ['card_statuses', 'card_types'];

/** DESIGN §6: cached totals and reaches stay exact because every committed change raises its counter. */
describe(`data generations and the generation cache on ${engine}`, () => {
  let database: TestDatabase;
  let two: { authority_id: string; customer_id: string }[];
  beforeAll(async () => {
    database = await createTestDatabase({ template: 'tiny' });
    two = await queryRows(
      database.db,
      sql`select distinct on (customer_id) authority_id, customer_id from authorities order by customer_id, authority_id limit 2`,
    );
  }, 180_000);
  afterAll(() => database.dispose());

  const db = () => database.db;
  const stampOf = async (source: CustomerSource, authorityId: string) =>
    (await readCustomerStamp(db(), source, [authorityId])).stamp;
  const [first, second] = [() => two[0] as (typeof two)[0], () => two[1] as (typeof two)[0]];
  const touchCards = (authorityId: string) =>
    sql`update cards set card_holder_name = card_holder_name where authority_id = ${authorityId}`;

  it('the demo load raised access and every customer counter', async () => {
    expect(await readGeneration(db(), 'access')).toBeGreaterThan(0);
    expect(await stampOf('cards', first().authority_id)).toBeGreaterThan(1);
  });

  it("raises one customer's counter once per committed transaction; other customers keep theirs", async () => {
    const before = await stampOf('cards', first().authority_id);
    const other = await stampOf('cards', second().authority_id);
    const access = await readGeneration(db(), 'access');
    await db().transaction(async (tx) => {
      await tx.execute(touchCards(first().authority_id));
      await tx.execute(touchCards(first().authority_id));
    });
    expect(await stampOf('cards', first().authority_id)).toBe(before + 1);
    expect(await stampOf('cards', second().authority_id)).toBe(other);
    expect(await readGeneration(db(), 'access')).toBe(access);
  });

  it('leaves the counters alone when the transaction rolls back', async () => {
    const before = await stampOf('cards', first().authority_id);
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(touchCards(first().authority_id));
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await stampOf('cards', first().authority_id)).toBe(before);
  });

  it("a line or daily count of today raises nothing (writers of new transactions wait on no counter); a past day's does", async () => {
    const id = first().authority_id;
    const touch = (day: SQL) =>
      db().execute(
        sql`update transaction_daily_counts set declined = declined where authority_id = ${id} and day = ${day}`,
      );
    const before = await stampOf('transactions', id);
    await touch(sql`(now() at time zone 'UTC')::date`);
    expect(await stampOf('transactions', id)).toBe(before);
    // A past day the generated history has no count for (the demo data is generated relative to today).
    await db().execute(
      sql`insert into transaction_daily_counts (authority_id, day, invoiced)
          select ${id}, coalesce(min(day), (now() at time zone 'UTC')::date) - 1, 1
            from transaction_daily_counts where authority_id = ${id}`,
    );
    expect(await stampOf('transactions', id)).toBe(before + 1);
  });

  it("a card's last transaction time alone raises nothing (every ingested line moves it); any other column of the card does", async () => {
    const id = first().authority_id;
    const stamps = () => Promise.all((['cards', 'transactionSearch'] as const).map((s) => stampOf(s, id)));
    const [cards = 0, search = 0] = await stamps();
    await db().execute(sql`update cards set last_transaction_at = now() where authority_id = ${id}`);
    expect(await stamps()).toEqual([cards, search]);
    await db().execute(
      sql`update cards set last_transaction_at = now(), driver_name = driver_name where authority_id = ${id}`,
    );
    expect(await stamps()).toEqual([cards + 1, search + 1]);
  });

  it("a past line's odometer alone raises nothing (no total or search reads it); any other column of it does", async () => {
    const id = first().authority_id;
    const [line] = await queryRows<{ transaction_id: string }>(
      db(),
      sql`select transaction_id from transactions where authority_id = ${id}
           and transaction_date_time < now() - interval '2 days' limit 1`,
    );
    const before = await stampOf('transactions', id);
    await db().execute(
      sql`update transactions set odometer = coalesce(odometer, 0) + 1 where transaction_id = ${line?.transaction_id}`,
    );
    expect(await stampOf('transactions', id)).toBe(before);
    await db().execute(
      sql`update transactions set odometer = odometer + 1, vehicle_registration_number = vehicle_registration_number
           where transaction_id = ${line?.transaction_id}`,
    );
    expect(await stampOf('transactions', id)).toBe(before + 1);
  });

  it('a line moved from today to a past day raises its customer; a move within today raises nothing', async () => {
    const id = first().authority_id;
    const [line] = await queryRows<{ transaction_id: string }>(
      db(),
      sql`select transaction_id from transactions where authority_id = ${id} limit 1`,
    );
    const before = await stampOf('transactions', id);
    await db().execute(
      sql`update transactions set transaction_date_time = now() where transaction_id = ${line?.transaction_id}`,
    );
    expect(await stampOf('transactions', id)).toBe(before + 1);
    await db().execute(
      sql`update transactions set transaction_date_time = now() - interval '1 minute' where transaction_id = ${line?.transaction_id}`,
    );
    expect(await stampOf('transactions', id)).toBe(before + 1);
    await db().execute(
      sql`update transactions set transaction_date_time = now() - interval '3 days' where transaction_id = ${line?.transaction_id}`,
    );
    expect(await stampOf('transactions', id)).toBe(before + 2);
  });

  it('serves a cached value until a change of its source commits, then computes again', async () => {
    let computed = 0;
    const value = () =>
      cachedByGeneration(db(), 'access', 'groups', async () => {
        computed += 1;
        return computed;
      });
    expect(await value()).toBe(1);
    expect(await value()).toBe(1);
    await db().execute(sql`update group_authorities set group_id = group_id`);
    expect(await value()).toBe(2);
    // A stamp works the same way.
    expect(await cachedByStamp(db(), 'k', 1, async () => 'a')).toBe('a');
    expect(await cachedByStamp(db(), 'k', 1, async () => 'b')).toBe('a');
    expect(await cachedByStamp(db(), 'k', 2, async () => 'c')).toBe('c');
  });

  it('shares one computation between concurrent misses', async () => {
    let computed = 0;
    const slow = () =>
      cachedByStamp(db(), 'shared', 5, async () => {
        computed += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return 7;
      });
    expect(await Promise.all([slow(), slow(), slow()])).toEqual([7, 7, 7]);
    expect(computed).toBe(1);
  });

  it('uses the generations a request read when it began instead of reading them again', async () => {
    let computed = 0;
    const value = (snapshot: { access: number }) =>
      cachedByGeneration(db(), 'access', 'snapshot', async () => ++computed, { snapshot });
    expect(await value({ access: 1 })).toBe(1);
    expect(await value({ access: 1 })).toBe(1);
    expect(await value({ access: 2 })).toBe(2);
  });

  it('every table a cached query reads is in the invalidation list of its source', async () => {
    const ids = two.map((a) => a.authority_id);
    const [user] = await queryRows<{ id: number }>(
      db(),
      sql`select user_id as id from user_group_access limit 1`,
    );
    const reachQueries = await captured((spy) =>
      loadReach(spy, user?.id as number).then((reach) => withSingleRoleParents(spy, reach, 1)),
    );
    const whole = { scope: scopeOf(ids), from: Date.now() - 90 * 86_400_000, to: Date.now() };
    const search = {
      ...whole,
      text: {
        term: 'a',
        columns: [
          'siteName',
          'productName',
          'brand',
          'invoiceNumber',
          'summaryStatementNumber',
          'fullCardNumber',
        ],
      },
    };
    const cases: [keyof typeof GENERATION_SOURCES, SQL[]][] = [
      ['access', reachQueries],
      [
        'cards',
        [
          cardCountQuery({
            scope: scopeOf(ids),
            searchColumns: [],
            statusFilter: sql`s.is_stopped and not a.is_stopped`,
          }),
        ],
      ],
      ['transactions', [dailyCountQuery({ ...whole, status: 'Invoiced' })]],
      ['transactionSearch', [lineCountQuery(search)]],
      ['invoices', await invoiceCountQueries(ids)],
    ];
    for (const [source, queries] of cases) {
      // Card and transaction stamps include the access counter (authorities).
      const allowed = new Set<string>([
        ...GENERATION_SOURCES[source],
        ...GENERATION_SOURCES.access,
        ...FIXED_TABLES,
      ]);
      if (source === 'access') for (const t of FIXED_TABLES) allowed.delete(t);
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) {
        const read = await relationsOf(db(), query);
        expect(read.size).toBeGreaterThan(0);
        expect(
          [...read].filter((t) => !allowed.has(t)),
          `${source} reads tables nothing invalidates`,
        ).toEqual([]);
      }
    }
  });

  /** The counts the invoice list and archive cache (the last statement each runs: the stamp comes first). */
  async function invoiceCountQueries(ids: string[]): Promise<SQL[]> {
    const scope = scopeOf(ids);
    const runs = [
      (spy: Db) => countInvoices(spy, { scope, range: { from: '2020-01-01', to: '2030-01-01' }, text: 'a' }),
      (spy: Db) => countArchive(spy, { scope, from: '2020-01-01', to: '2030-01-01', invoiceNumber: '1' }),
    ];
    return Promise.all(runs.map(async (run) => (await captured(run)).at(-1) as SQL));
  }

  /** The SQL a function runs, recorded through a stand-in for the database. */
  async function captured(run: (spy: Db) => Promise<unknown>): Promise<SQL[]> {
    const queries: SQL[] = [];
    const spy = new Proxy(db(), {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return (query: SQL) => {
          queries.push(query);
          return target.execute(query);
        };
      },
    });
    await run(spy);
    return queries;
  }
});

/** Every table the planner reads for a query (EXPLAIN's relation names). */
async function relationsOf(db: Db, query: SQL): Promise<Set<string>> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'Relation Name') names.add(String(value));
        else walk(value);
      }
  };
  const plan = Object.values(row ?? {})[0];
  walk(typeof plan === 'string' ? JSON.parse(plan) : plan);
  return names;
}
