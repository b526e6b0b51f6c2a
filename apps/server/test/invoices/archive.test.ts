import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldIndexedCountries } from '../../src/modules/invoices/routes';
import { ids, transactionsContext } from '../transactions/kit';

type Row = {
  invoiceId: number;
  invoiceNumber: string;
  invoiceType: string;
  invoiceDate: string;
  amount: number;
  currency: string;
  supplyCountry: string;
  summaryStatementId: number | null;
};
type Archive = { count: number; archive: Row[][] };

const today = () => new Date().toISOString().slice(0, 10);
const tenYearsBack = () => `${new Date().getUTCFullYear() - 10}-01-01`;

describe('invoice archive: searcharchive and its filters (spec 001 §3 Archive filters, §5, §7, §9)', () => {
  let k: Awaited<ReturnType<typeof transactionsContext>>;
  let authority: string;
  beforeAll(async () => {
    k = await transactionsContext();
    const [first] = await k.rows<{ authority_id: string }>(
      sql`select a.authority_id from authorities a where a.authority_id = ${ids(k.reach)}
           order by (select count(*) from invoices i where i.authority_id = a.authority_id
                      and i.invoice_type = 'SUMMARY-STATEMENT') desc, a.authority_id limit 1`,
    );
    authority = first?.authority_id as string;
  }, 180_000);
  afterAll(() => k.ctx.close());

  const url = (query: string) =>
    `/api/transactions/invoices/searcharchive?authorityIds=${authority}&${query}`;
  const search = async (query: string) => {
    const res = await k.get(url(query));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as Archive;
  };
  const refused = async (query: string) => {
    const res = await k.get(url(query));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    return res.json().messageKey as string;
  };
  const flat = (body: Archive) => body.archive.flat();

  it('default: the ten-year window newest first, summaries followed by their invoices (§3)', async () => {
    const body = await search('');
    const [row] = await k.rows<{ n: string }>(
      sql`select count(*) as n from invoices where authority_id = ${authority} and summary_statement_id is null`,
    );
    expect(body.count).toBe(Number(row?.n));
    expect(body.archive).toHaveLength(Math.min(15, body.count));
    const tops = body.archive.map((group) => group[0] as Row);
    expect(tops.every((r) => r.summaryStatementId === null)).toBe(true);
    const dates = tops.map((r) => r.invoiceDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const group = body.archive.find((g) => g[0]?.invoiceType === 'SUMMARY-STATEMENT' && g.length > 1);
    expect(group, 'the authority has summaries with invoices').toBeDefined();
    const [summary, ...invoices] = group as Row[];
    expect(invoices.every((r) => r.summaryStatementId === summary?.invoiceId)).toBe(true);
    const second = await search('page=2');
    expect(second.archive[0]?.[0]?.invoiceId).not.toBe(body.archive[0]?.[0]?.invoiceId);
  });

  it('invoice number: under 4 and over 10 characters are refused, 4 to 10 find the document (§5)', async () => {
    expect(await refused('invoiceNumber=123')).toBe('invoice_number_min_digits');
    expect(await refused('invoiceNumber=12345678901')).toBe('invoice_number_max_digits');
    const [doc] = await k.rows<{ invoice_number: string; summary: string | null }>(
      sql`select i.invoice_number, ss.invoice_number as summary from invoices i
            left join invoices ss on ss.invoice_id = i.summary_statement_id
           where i.authority_id = ${authority} and i.summary_statement_id is not null limit 1`,
    );
    const body = await search(`invoiceNumber=${doc?.invoice_number}`);
    expect(body.count).toBe(1);
    // An invoice of a summary comes inside its summary's group, alone.
    expect(body.archive[0]?.map((r) => r.invoiceNumber)).toEqual([doc?.summary, doc?.invoice_number]);
  });

  it('dates: from 1 January ten years back to today; outside or reversed is refused (§5 date pickers)', async () => {
    expect((await search(`invoiceDateFrom=${tenYearsBack()}&invoiceDateTo=${today()}`)).count).toBe(
      (await search('')).count,
    );
    const before = `${new Date().getUTCFullYear() - 11}-12-31`;
    expect(await refused(`invoiceDateFrom=${before}`)).toBe('archive_date_out_of_range');
    expect(await refused('invoiceDateTo=2999-01-01')).toBe('archive_date_out_of_range');
    expect(await refused(`invoiceDateFrom=${today()}&invoiceDateTo=${tenYearsBack()}`)).toBe(
      'archive_date_out_of_range',
    );
    expect(await refused('invoiceDateFrom=2024-02-31')).toBe('archive_date_out_of_range');
    const [doc] = await k.rows<{ d: string }>(
      sql`select invoice_date::text as d from invoices where authority_id = ${authority}
           and summary_statement_id is null order by invoice_date desc offset 3 limit 1`,
    );
    const day = doc?.d as string;
    const body = await search(`invoiceDateFrom=${day}T00:00:00.000Z&invoiceDateTo=${day}`);
    expect(body.count).toBeGreaterThan(0);
    expect(flat(body).every((r) => r.invoiceDate === day)).toBe(true);
  });

  it('type: one type; a summary type brings its invoices, an invoice type its summary as the group head', async () => {
    const summaries = await search('invoiceType=SUMMARY-STATEMENT');
    expect(summaries.archive.every((g) => g[0]?.invoiceType === 'SUMMARY-STATEMENT')).toBe(true);
    const national = await search('invoiceType=NATIONAL-INVOICE&pageSize=120');
    for (const group of national.archive) {
      const invoices = group[0]?.invoiceType === 'SUMMARY-STATEMENT' ? group.slice(1) : group;
      expect(invoices.every((r) => r.invoiceType === 'NATIONAL-INVOICE')).toBe(true);
    }
    expect((await k.get(url('invoiceType=CREDIT-NOTE'))).statusCode).toBe(400);
  });

  it('amount: in the chosen currency; the top end (100000) has no upper limit; a reversed range is refused (§5)', async () => {
    const [big] = await k.rows<{ invoice_id: string; invoice_number: string; currency: string }>(
      sql`update invoices set amount_minor = 15000000 where invoice_id = (
            select invoice_id from invoices where authority_id = ${authority} and summary_statement_id is null
             order by invoice_date desc limit 1)
          returning invoice_id, invoice_number, currency`,
    );
    const currency = big?.currency as string;
    const open = await search(`InvoiceAmountFrom=25000&InvoiceAmountTo=100000&InvoiceCurrency=${currency}`);
    expect(flat(open).map((r) => r.invoiceNumber)).toContain(big?.invoice_number);
    expect(flat(open).every((r) => r.currency === currency)).toBe(true);
    const bounded = await search(`InvoiceAmountFrom=25000&InvoiceAmountTo=99999&InvoiceCurrency=${currency}`);
    expect(flat(bounded).map((r) => r.invoiceNumber)).not.toContain(big?.invoice_number);
    const low = await search(
      `InvoiceAmountFrom=0&InvoiceAmountTo=500&InvoiceCurrency=${currency}&pageSize=120`,
    );
    for (const group of low.archive) {
      const matching = group.filter((r) => r.amount <= 500);
      expect(matching.length, 'each group holds a matching document').toBeGreaterThan(0);
    }
    expect(await refused('InvoiceAmountFrom=75000&InvoiceAmountTo=25000')).toBe('archive_amount_invalid');
    expect(await refused('InvoiceAmountTo=100001')).toBe('archive_amount_invalid');
    expect((await search('InvoiceCurrency=XYZ')).count).toBe(0);
  });

  it('supply countries: indexed as the spec sends them or as a list (§7)', async () => {
    const [doc] = await k.rows<{ c: string }>(
      sql`select supply_country as c from invoices where authority_id = ${authority}
           and supply_country is not null group by 1 order by count(*) limit 1`,
    );
    const country = doc?.c as string;
    const indexed = await search(`InvoiceIsoSupplyCountries%5B0%5D=${country}&pageSize=120`);
    const listed = await search(`InvoiceIsoSupplyCountries=${country}&pageSize=120`);
    expect(indexed).toEqual(listed);
    expect(indexed.count).toBeGreaterThan(0);
    for (const group of indexed.archive) expect(group.some((r) => r.supplyCountry === country)).toBe(true);
    expect(
      foldIndexedCountries({
        a: '1',
        'InvoiceIsoSupplyCountries[1]': 'NL',
        'InvoiceIsoSupplyCountries[0]': 'DE',
      }),
    ).toEqual({
      a: '1',
      InvoiceIsoSupplyCountries: ['DE', 'NL'],
    });
  });

  it('refuses a missing scope and another customer (403), every filter combined stays in the scope', async () => {
    expect((await k.get('/api/transactions/invoices/searcharchive')).json().messageKey).toBe(
      'scope_required',
    );
    const foreign = await k.get(
      `/api/transactions/invoices/searcharchive?authorityIds=${k.foreignAuthorityId}`,
    );
    expect(foreign.statusCode).toBe(403);
    const filters = await k.get(
      `/api/transactions/invoices/searcharchive/filter?AuthorityIds=${k.foreignAuthorityId}`,
    );
    expect(filters.statusCode).toBe(403);
  });

  it('filter lists: the scope’s supply countries and currencies; FilterCode narrows to one (§7)', async () => {
    const res = await k.get(`/api/transactions/invoices/searcharchive/filter?AuthorityIds=${authority}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      dataFilters: { keyGroup: string; values: { key: string; value: string }[] }[];
    };
    const countries = await k.rows<{ c: string }>(
      sql`select distinct supply_country as c from invoices where authority_id = ${authority}
           and supply_country is not null order by 1`,
    );
    const byGroup = new Map(body.dataFilters.map((g) => [g.keyGroup, g.values]));
    expect(byGroup.get('supplyCountry')?.map((v) => v.key)).toEqual(countries.map((c) => c.c));
    expect(byGroup.get('supplyCountry')?.every((v) => v.value.length > 2)).toBe(true);
    expect(byGroup.get('currency')?.length).toBeGreaterThan(0);
    const amount = await k.get(
      `/api/transactions/invoices/searcharchive/filter?AuthorityIds=${authority}&FilterCode=amount`,
    );
    expect(amount.json().dataFilters.map((g: { keyGroup: string }) => g.keyGroup)).toEqual(['currency']);
    const unknown = await k.get(
      `/api/transactions/invoices/searcharchive/filter?AuthorityIds=${authority}&FilterCode=colour`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messageKey).toBe('archive_filter_code_unknown');
  });
});
