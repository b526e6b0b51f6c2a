import { gunzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/identity/accounts';
import { exportTransactions } from '../../src/modules/transactions/service';
import { reachScope } from '../../src/platform/scope';
import { transactionsContext } from './kit';

type List = {
  transactions: { transactionUniqueId: string }[];
  totalNumberOfTransactions: number;
};

describe('transaction list downloads (spec 001 §5 download all, §7, §9)', () => {
  let k: Awaited<ReturnType<typeof transactionsContext>>;
  const all = 'groupIds=ALL';
  beforeAll(async () => {
    k = await transactionsContext();
  }, 180_000);
  afterAll(() => k.ctx.close());

  const list = (query: string) => k.listTransactions<List>(query);

  it('download=gzip returns the page as a gzip base64 body (§7)', async () => {
    const plain = await list(`${all}&pageSize=30`);
    const zipped = (await list(`${all}&pageSize=30&download=gzip`)) as List & {
      compressedTransactions: string;
    };
    expect(zipped.transactions).toEqual([]);
    expect(JSON.parse(gunzipSync(Buffer.from(zipped.compressedTransactions, 'base64')).toString())).toEqual(
      plain.transactions,
    );
    expect(zipped.totalNumberOfTransactions).toBe(plain.totalNumberOfTransactions);
  });

  it('download=xlsx streams the whole filtered list, sheet Transactions, file Transactions_{level}_{ddMMyy} (§9)', async () => {
    const query = `groupIds=ALL&fromDashboard=true&sortBy=grossValue&sortOrder=desc`;
    const res = await k.get(`/api/transactions/transactions?${query}&download=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const d = new Date();
    const stamp = [d.getUTCDate(), d.getUTCMonth() + 1, d.getUTCFullYear() % 100]
      .map((n) => String(n).padStart(2, '0'))
      .join('');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Transactions_ALL_${stamp}.xlsx"; filename*=UTF-8''Transactions_ALL_${stamp}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Transactions');
    const shown = await list(`${query}&pageSize=120`);
    expect((sheet?.rowCount ?? 0) - 1).toBe(shown.totalNumberOfTransactions);
    const firstIds: string[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1 && n <= 121) firstIds.push(String(row.getCell(1).value));
    });
    expect(firstIds).toEqual(shown.transactions.map((r) => r.transactionUniqueId));
  });

  it('export chunks by keyset in the list order and refuses more than the maximum (§5 download all)', async () => {
    const user = await findUserById(k.ctx.database.db, 1);
    if (!user) throw new Error('claire is missing');
    // The scope guard's own maker: a reach of exactly these authorities.
    const reach = {
      authorities: new Map(k.reach.map((id) => [id, { roleId: 0 }])),
      parents: new Map(),
      groups: new Map(),
    };
    const base = { user, scope: reachScope(reach), now: Date.now() };
    const query = { page: 1, pageSize: 15, sortBy: 'siteName', sortOrder: 'asc' as const, groupIds: ['ALL'] };
    const { chunks, total } = await exportTransactions(k.ctx.database.db, { ...base, query, chunk: 97 });
    const got: string[] = [];
    for await (const chunk of chunks)
      got.push(...chunk.map((r) => `${r.transaction_id}${r.product_id ?? ''}`));
    expect(got).toHaveLength(total);
    expect(new Set(got).size).toBe(total);
    const firstPage = await list(`${all}&sortBy=siteName&sortOrder=asc&pageSize=120`);
    expect(got.slice(0, 120)).toEqual(firstPage.transactions.map((r) => r.transactionUniqueId));
    await expect(
      exportTransactions(k.ctx.database.db, { ...base, query, max: total - 1 }),
    ).rejects.toMatchObject({
      messageKey: 'download_limit_exceeded',
    });
  });
});
