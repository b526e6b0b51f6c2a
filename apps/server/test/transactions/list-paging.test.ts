import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FROM, ids, transactionsContext } from './kit';

type Row = { transactionUniqueId: string };
type List = { transactions: Row[] };

describe('transaction list pages (spec 001 §9; db/id-list per-authority reads)', () => {
  let k: Awaited<ReturnType<typeof transactionsContext>>;
  const all = 'groupIds=ALL';
  beforeAll(async () => {
    k = await transactionsContext();
  }, 180_000);
  afterAll(() => k.ctx.close());

  const list = (query: string) => k.listTransactions<List>(query);

  it('pages 15, 30, 60, 120 without overlap and refuses other sizes (§9)', async () => {
    const first = await list(`${all}&pageSize=30&page=1`);
    const second = await list(`${all}&pageSize=30&page=2`);
    expect(first.transactions).toHaveLength(30);
    const seen = new Set(first.transactions.map((r) => r.transactionUniqueId));
    expect(second.transactions.some((r) => seen.has(r.transactionUniqueId))).toBe(false);
    const sixty = await list(`${all}&pageSize=60`);
    expect(sixty.transactions.map((r) => r.transactionUniqueId)).toEqual(
      [...first.transactions, ...second.transactions].map((r) => r.transactionUniqueId),
    );
    expect((await list(`${all}&pageSize=120`)).transactions).toHaveLength(120);
    expect((await k.get(`/api/transactions/transactions?${all}&pageSize=17`)).statusCode).toBe(400);
  });

  it('a few authorities read one by one and merged give the same pages as the database order (db/id-list)', async () => {
    // The two busiest authorities of the reach: each page holds more than a page of either one's lines.
    const busiest = await k.rows<{ authority_id: string }>(
      sql`select authority_id from transactions t
           where t.authority_id = ${ids(k.reach)} and t.transaction_date_time >= ${DEFAULT_FROM}
           group by authority_id order by count(*) desc limit 2`,
    );
    const two = busiest.map((r) => r.authority_id);
    expect(two).toHaveLength(2);
    for (const [order, dir] of [
      ['desc', sql`desc`],
      ['asc', sql`asc`],
    ] as const) {
      const expected = await k.rows<{ id: string }>(
        sql`select t.transaction_id::text as id from transactions t
             where t.authority_id = ${ids(two)} and t.transaction_date_time >= ${DEFAULT_FROM}
             order by t.transaction_date_time ${dir}, t.transaction_id ${dir}, coalesce(t.product_id, 0) ${dir}
             limit 60`,
      );
      const pages = [];
      for (const n of [1, 2, 3, 4])
        pages.push(
          ...(
            await list(
              `authorityIds=${two.join(',')}&sortOrder=${order}&sortBy=transactionDateTime&page=${n}`,
            )
          ).transactions,
        );
      expect(pages.map((r) => r.transactionUniqueId.slice(0, 36))).toEqual(expected.map((r) => r.id));
    }
  });
});
