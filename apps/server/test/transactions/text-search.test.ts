import { TRANSACTION_COLUMNS } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { WIDE_ID_LIST } from '../../src/db/id-list';
import { type ListFilter, listChunks, listPage } from '../../src/modules/transactions/repo';
import { resolveTextSearch } from '../../src/modules/transactions/text-search';
import { lineCountQuery } from '../../src/modules/transactions/totals';
import { scopeOf } from '../helpers/scope';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The search as it was written before issue 13 (every visible column's text through the joins). */
const JOINED_TEXT: Record<string, SQL> = {
  fullCardNumber: sql`c.card_number`,
  transactionStatus: sql`t.transaction_status::text`,
  siteName: sql`s.site_name`,
  vehicleRegistrationNumber: sql`t.vehicle_registration_number`,
  productName: sql`p.product_name`,
  supplyCountry: sql`t.supply_country`,
  invoiceNumber: sql`i.invoice_number`,
  summaryStatementNumber: sql`ss.invoice_number`,
  transactionId: sql`t.transaction_id::text`,
  brand: sql`b.name`,
};

/**
 * Spec 001 §5 text search on the lines' own columns (text-search.ts): the term looked up in the card,
 * site, product, brand, status and invoice tables first, as id lists or, unresolved, as subqueries.
 * Both give exactly the lines the seven-table join finds, for terms of every column.
 */
describe(`transactions text search on ${engine}`, () => {
  let database: TestDatabase;
  let ids: string[];
  let terms: string[];
  beforeAll(async () => {
    database = await createTestDatabase({ template: 'tiny' });
    ids = (await queryRows<{ id: string }>(database.db, sql`select authority_id as id from authorities`)).map(
      (r) => r.id,
    );
    const [sample] = await queryRows<Record<string, string>>(
      database.db,
      sql`select s.site_name, c.card_number, i.invoice_number, ss.invoice_number as statement,
                 t.transaction_id::text as id, t.vehicle_registration_number as vrn
            from transactions t join cards c on c.card_id = t.card_id
            join sites s on s.global_site_id = t.site_id
            join invoices i on i.invoice_id = t.invoice_id
            join invoices ss on ss.invoice_id = i.summary_statement_id
           where t.vehicle_registration_number is not null
           order by t.transaction_date_time desc limit 1`,
    );
    if (!sample) throw new Error('the tiny data has no invoiced line with a site');
    terms = [
      (sample.site_name as string).split(' ').slice(-1)[0] as string,
      (sample.card_number as string).slice(-5),
      (sample.invoice_number as string).slice(-4),
      sample.statement as string,
      (sample.id as string).slice(9, 18).toUpperCase(),
      (sample.vrn as string).slice(1, 4).toLowerCase(),
      'diesel',
      'invoiced',
      'fleet',
      'de',
      '%',
      '_',
      'no such text',
    ];
  }, 180_000);
  afterAll(() => database.dispose());

  const filterOf = (text: ListFilter['text'], scopeIds = ids): ListFilter => ({
    scope: scopeOf(scopeIds),
    from: 0,
    to: Date.now() + 86_400_000,
    text,
  });
  const joinedWhere = (term: string, columns: string[]) => {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const tests = columns.flatMap((c) => (JOINED_TEXT[c] ? [sql`${JOINED_TEXT[c]} ilike ${pattern}`] : []));
    return sql`from transactions t join cards c on c.card_id = t.card_id
      join brands b on b.brand_code = t.brand_code
      left join sites s on s.global_site_id = t.site_id
      left join products p on p.product_id = t.product_id
      left join invoices i on i.invoice_id = t.invoice_id
      left join invoices ss on ss.invoice_id = i.summary_statement_id
      where ${tests.length ? sql`(${sql.join(tests, sql` or `)})` : sql`false`}`;
  };
  const count = async (query: SQL) => Number((await queryRows<{ n: string }>(database.db, query))[0]?.n);

  it('counts exactly the lines the joined search finds, resolved or not, for every column set', async () => {
    const columnSets = [
      [...TRANSACTION_COLUMNS, 'brand'],
      ['transactionDateTime', 'fullCardNumber', 'siteName', 'supplyCountry', 'transactionStatus', 'brand'],
      ['transactionDateTime', 'quantity'],
    ];
    let found = 0;
    for (const columns of columnSets)
      for (const term of terms) {
        const expected = await count(sql`select count(*) as n ${joinedWhere(term, columns)}`);
        const resolved = await resolveTextSearch(database.db, term, columns);
        expect(await count(lineCountQuery(filterOf(resolved))), `${term} in ${columns}`).toBe(expected);
        expect(await count(lineCountQuery(filterOf({ term, columns }))), `${term} unresolved`).toBe(expected);
        if (expected > 0) found += 1;
      }
    // Most terms find lines (each column's own sample), so the comparison is not between empty sets.
    expect(found).toBeGreaterThanOrEqual(15);
  });

  it("pages hold the joined search's lines in the list order", async () => {
    const columns = [...TRANSACTION_COLUMNS, 'brand'];
    for (const term of terms.slice(0, 6)) {
      const expected = await queryRows<{ id: string }>(
        database.db,
        sql`select t.transaction_id::text || coalesce(t.product_id::text, '') as id ${joinedWhere(term, columns)}
             order by t.transaction_date_time desc, t.transaction_id desc, coalesce(t.product_id, 0) desc
             limit 20`,
      );
      expect(expected.length, term).toBeGreaterThan(0);
      const filter = filterOf(await resolveTextSearch(database.db, term, columns));
      const page = await listPage(
        database.db,
        filter,
        { column: 'transactionDateTime', order: 'desc' },
        {
          limit: 20,
          offset: 0,
        },
      );
      expect(page.map((r) => `${r.transaction_id}${r.product_id ?? ''}`)).toEqual(expected.map((r) => r.id));
    }
  });

  it('a wide scope (hashed, repo whereOf) gives the same search pages, totals and export chunks', async () => {
    const padded = [...ids, ...Array.from({ length: WIDE_ID_LIST + 1 }, (_, i) => `NOPE${i}`)];
    const columns = [...TRANSACTION_COLUMNS, 'brand'];
    const sort = { column: 'transactionDateTime', order: 'desc' } as const;
    const idsOf = (rows: { transaction_id: string; product_id: number | null }[]) =>
      rows.map((r) => `${r.transaction_id}${r.product_id ?? ''}`);
    for (const term of terms.slice(0, 3)) {
      const text = await resolveTextSearch(database.db, term, columns);
      const narrow = await listPage(database.db, filterOf(text), sort, { limit: 30, offset: 5 });
      expect(narrow.length, term).toBeGreaterThan(0);
      expect(
        idsOf(await listPage(database.db, filterOf(text, padded), sort, { limit: 30, offset: 5 })),
      ).toEqual(idsOf(narrow));
      expect(await count(lineCountQuery(filterOf(text, padded)))).toBe(
        await count(lineCountQuery(filterOf(text))),
      );
    }
    const chunks = async (scopeIds: string[]) => {
      const all: string[] = [];
      for await (const chunk of listChunks(database.db, filterOf(undefined, scopeIds), sort, 500, 1_000_000))
        all.push(...idsOf(chunk));
      return all;
    };
    const narrowChunks = await chunks(ids);
    expect(narrowChunks.length).toBeGreaterThan(1_000);
    expect(await chunks(padded)).toEqual(narrowChunks);
  });
});
