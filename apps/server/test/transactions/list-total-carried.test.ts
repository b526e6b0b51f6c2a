// The live parts of a list total (the stamp of the cached whole days, the partial days and today) are
// read by the page's own statement once the scope's customers are known, and apart before that or when
// the page has no row: both ways must give the same exact total.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, transactionsContext } from './kit';

describe('transactions total read with the page or apart (DESIGN §6)', () => {
  let k: Awaited<ReturnType<typeof transactionsContext>>;
  beforeAll(async () => {
    k = await transactionsContext();
  }, 180_000);
  afterAll(() => k.ctx.close());

  const total = async (query: string) => {
    const res = await k.get(`/api/transactions/transactions?groupIds=ALL&${query}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return (res.json() as { totalNumberOfTransactions: number }).totalNumberOfTransactions;
  };
  const count = async (from: string, to: string, where = sql`true`) => {
    const [row] = await k.rows<{ n: string }>(
      sql`select count(*) as n from transactions t
           where t.authority_id = ${ids(k.reach)} and ${where}
             and t.transaction_date_time >= ${from}::timestamptz and t.transaction_date_time < ${to}::timestamptz`,
    );
    return Number(row?.n);
  };

  it('gives the recount for windows with whole days, partial days and today, on a page and past the end', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const windows: [string, string, string][] = [
      // [filterCriteria, from, to (exclusive)]: custom ranges are whole days up to the end of the last.
      [`${day(-20)},${day(0)}`, `${day(-20)}T00:00:00Z`, `${day(1)}T00:00:00Z`],
      [`${day(-45)},${day(-3)}`, `${day(-45)}T00:00:00Z`, `${day(-2)}T00:00:00Z`],
      [`${day(0)},${day(0)}`, `${day(0)}T00:00:00Z`, `${day(1)}T00:00:00Z`],
    ];
    for (const [criteria, from, to] of windows) {
      const query = `filterdatatype=custom&filterCriteria=${criteria}`;
      for (const uninvoiced of [false, true]) {
        const filter = uninvoiced ? '&fromDashboard=true' : '';
        const expected = await count(
          from,
          to,
          uninvoiced ? sql`t.transaction_status = 'Uninvoiced'` : sql`true`,
        );
        for (let i = 0; i < 2; i++) expect(await total(`${query}${filter}`)).toBe(expected);
        expect(await total(`${query}${filter}&page=9999`)).toBe(expected);
      }
    }
  });
});
