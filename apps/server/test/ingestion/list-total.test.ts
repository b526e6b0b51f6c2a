// Issue 20 with issue 7's exact total: today's part of the transactions total comes from today's
// rollups (kept by the ingestion in the lines' transaction) less the lines stamped after the window's
// end; it must equal a recount of the lines, also when a processor's clock runs ahead of ours.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDE_ID_LIST } from '../../src/db/id-list';
import { NAMED_USERS } from '../../src/demo/named-users';
import { listPage } from '../../src/modules/transactions/repo';
import { countList, countListColumns, countListFrom } from '../../src/modules/transactions/totals';
import { scopeOf } from '../helpers/scope';
import { sentStatements } from '../helpers/sent-statements';
import { signIn } from '../helpers/sign-in';
import { createIngestionApp, type IngestionApp } from './support';

let t: IngestionApp;
let cookie: string;
beforeAll(async () => {
  t = await createIngestionApp();
  const user = NAMED_USERS.find((u) => u.key === 'internal');
  if (!user?.password) throw new Error('no internal demo user');
  cookie = (await signIn(t.app, user.email, user.password, { internal: true })).jar.header();
});
afterAll(() => t.close());

const DEFAULT_FROM = sql`(date_trunc('month', now() at time zone 'UTC') - interval '3 months') at time zone 'UTC'`;

async function listTotal(): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/transactions/transactions?groupIds=ALL&page=1&pageSize=15',
    headers: { cookie },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return (res.json() as { totalNumberOfTransactions: number }).totalNumberOfTransactions;
}

async function recount(before: number): Promise<number> {
  const [row] = await t.rows<{ n: string }>(
    sql`select count(*) as n from transactions
         where transaction_date_time >= ${DEFAULT_FROM} and transaction_date_time < ${new Date(before).toISOString()}::timestamptz`,
  );
  return Number(row?.n);
}

describe('transactions total with lines arriving today', () => {
  it('equals a recount of the lines before now after each batch, also with lines stamped ahead', async () => {
    for (const ahead of [0, 0, 90_000]) {
      await t.ingest(t.lines(12, Date.now() + ahead));
      const total = await listTotal();
      expect(total).toBe(await recount(Date.now()));
    }
    const [future] = await t.rows<{ n: string }>(
      sql`select count(*) as n from transactions where transaction_date_time > now()`,
    );
    // The last batch really is ahead of the clock, so the test covers the subtraction.
    expect(Number(future?.n)).toBeGreaterThan(0);
  });
});

describe("a wide scope's total with lines arriving today", () => {
  it("tests today's rollups and lines against its stored list: the recount, read with the page or apart", async () => {
    await t.ingest(t.lines(12, Date.now() + 90_000));
    const authorities = await t.rows<{ id: string }>(sql`select authority_id as id from authorities`);
    // Every authority, padded past WIDE_ID_LIST with ids that hold nothing: the wide statements' shape.
    const padded = [
      ...authorities.map((a) => a.id),
      ...Array.from({ length: WIDE_ID_LIST + 1 }, (_, i) => `NOPE${i}`),
    ];
    const [from] = await t.rows<{ at: Date | string }>(sql`select ${DEFAULT_FROM} as at`);
    const filter = { scope: scopeOf(padded), from: new Date(from?.at ?? 0).getTime(), to: Date.now() };
    const db = t.database.db;
    expect(await countList(db, filter)).toBe(await recount(filter.to));
    const sort = { column: 'transactionDateTime', order: 'desc' } as const;
    // A first page stores the scope's list (one insert carrying it); later pages carry its key alone.
    await listPage(db, filter, sort, { limit: 15, offset: 0 });
    let total = 0;
    const sent = await sentStatements(t.database, async () => {
      const planned = await countListColumns(db, filter);
      expect(planned).toBeDefined();
      const rows = await listPage(db, filter, sort, { limit: 15, offset: 0 }, planned?.columns);
      total = await countListFrom(db, filter, planned, rows[0]);
    });
    expect(total).toBe(await recount(filter.to));
    expect(sent.join('\n')).not.toContain(`NOPE${WIDE_ID_LIST}`);
  });
});
