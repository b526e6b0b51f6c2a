// Issue 20 with issue 7's exact total: today's part of the transactions total comes from today's
// rollups (kept by the ingestion in the lines' transaction) less the lines stamped after the window's
// end; it must equal a recount of the lines, also when a processor's clock runs ahead of ours.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_USERS } from '../../src/demo/named-users';
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
