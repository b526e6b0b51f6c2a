import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, transactionsContext } from '../transactions/kit';

type Row = {
  invoiceId: number;
  invoiceNumber: string;
  invoiceType: string;
  invoiceDate: string;
  amount: number;
  currency: string;
  supplyCountry: string;
  issuerCountryName: string;
  summaryStatementId: number | null;
  subRows: Row[];
};
type List = {
  summaries: Row[];
  invoices: Row[];
  totalRecords: number;
  totalNumberOfInvoices: number;
  totalNumberOfSummaries: number;
};

describe('invoice list and details (spec 001 §2 Invoices, §3, §5, §7, §9)', () => {
  let k: Awaited<ReturnType<typeof transactionsContext>>;
  beforeAll(async () => {
    k = await transactionsContext();
  }, 180_000);
  afterAll(() => k.ctx.close());

  const list = async (query: string) => {
    const res = await k.get(`/api/transactions/invoices?groupIds=ALL&${query}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as List;
  };
  const count = async (where: ReturnType<typeof sql>) => {
    const [row] = await k.rows<{ n: string }>(
      sql`select count(*) as n from invoices i where i.authority_id = ${ids(k.reach)} and ${where}`,
    );
    return Number(row?.n);
  };

  it('needs one of authority, parent or group ids and refuses another tenant (§5)', async () => {
    expect((await k.get('/api/transactions/invoices')).json().messageKey).toBe('scope_required');
    const foreign = await k.get(`/api/transactions/invoices?authorityIds=${k.foreignAuthorityId}`);
    expect(foreign.statusCode).toBe(403);
  });

  it('default: 15 top rows newest first, exact counts, summaries carry their invoices (§3, §9)', async () => {
    const body = await list('');
    expect(body.summaries).toHaveLength(15);
    const dates = body.summaries.map((r) => r.invoiceDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.totalRecords).toBe(await count(sql`i.summary_statement_id is null`));
    expect(body.totalNumberOfSummaries).toBe(await count(sql`i.invoice_type = 'SUMMARY-STATEMENT'`));
    expect(body.totalNumberOfInvoices).toBe(await count(sql`i.invoice_type <> 'SUMMARY-STATEMENT'`));
    const summary = body.summaries.find((r) => r.invoiceType === 'SUMMARY-STATEMENT');
    expect(summary, 'the demo customer has summary statements').toBeDefined();
    if (!summary) return;
    expect(summary.subRows.length).toBe(await count(sql`i.summary_statement_id = ${summary.invoiceId}`));
    expect(summary.subRows.every((r) => r.summaryStatementId === summary.invoiceId)).toBe(true);
    expect(summary.issuerCountryName).not.toMatch(/^[A-Z]{2}$/);
    expect(body.invoices.every((r) => r.invoiceType !== 'SUMMARY-STATEMENT')).toBe(true);
  });

  it('pages and sorts in SQL; unknown sort columns and page sizes are 400 (§9)', async () => {
    const first = await list('pageSize=30');
    const second = await list('pageSize=15&page=2');
    expect(second.summaries.map((r) => r.invoiceId)).toEqual(
      first.summaries.slice(15).map((r) => r.invoiceId),
    );
    const byAmount = await list('sortBy=amount&sortOrder=asc');
    const amounts = byAmount.summaries.map((r) => r.amount);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    expect((await k.get('/api/transactions/invoices?groupIds=ALL&sortBy=password')).statusCode).toBe(400);
    expect((await k.get('/api/transactions/invoices?groupIds=ALL&pageSize=16')).statusCode).toBe(400);
  });

  it('a few authorities read one by one and merged give the same pages as the database order (db/id-list)', async () => {
    // The two authorities with the most top rows: each page holds more than a page of either one's.
    const busiest = await k.rows<{ authority_id: string }>(
      sql`select authority_id from invoices i
           where i.authority_id = ${ids(k.reach)} and i.summary_statement_id is null
           group by authority_id order by count(*) desc limit 2`,
    );
    const two = busiest.map((r) => r.authority_id);
    expect(two).toHaveLength(2);
    for (const [order, dir] of [
      ['desc', sql`desc`],
      ['asc', sql`asc`],
    ] as const) {
      const expected = await k.rows<{ invoice_id: string }>(
        sql`select i.invoice_id::text from invoices i
             where i.authority_id = ${ids(two)} and i.summary_statement_id is null
             order by i.invoice_date ${dir}, i.invoice_id ${dir} limit 45`,
      );
      const pages = [];
      for (const n of [1, 2, 3]) {
        const res = await k.get(
          `/api/transactions/invoices?authorityIds=${two.join(',')}&sortBy=invoiceDate&sortOrder=${order}&page=${n}`,
        );
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        pages.push(...(res.json() as List).summaries);
      }
      expect(pages.map((r) => String(r.invoiceId))).toEqual(expected.map((r) => r.invoice_id));
    }
  });

  it('search: an invoice number finds its row (inside its summary); a d/m/yyyy term is that day (§5)', async () => {
    const [invoice] = await k.rows<{ invoice_number: string; invoice_date: string; summary: string | null }>(
      sql`select i.invoice_number, to_char(i.invoice_date, 'DD/MM/YYYY') as invoice_date, ss.invoice_number as summary
            from invoices i left join invoices ss on ss.invoice_id = i.summary_statement_id
           where i.authority_id = ${ids(k.reach)} and i.summary_statement_id is not null
           order by i.invoice_date desc limit 1`,
    );
    if (!invoice) throw new Error('no invoice inside a summary');
    const found = await list(`searchBy=${invoice.invoice_number}`);
    expect(found.totalRecords).toBe(1);
    expect(found.summaries[0]?.invoiceNumber).toBe(invoice.summary);
    expect(found.summaries[0]?.subRows.map((r) => r.invoiceNumber)).toContain(invoice.invoice_number);

    const day = await list(`searchBy=${encodeURIComponent(invoice.invoice_date)}`);
    expect(day.totalRecords).toBeGreaterThan(0);
    for (const row of day.summaries) {
      const dates = [row.invoiceDate, ...row.subRows.map((r) => r.invoiceDate)];
      expect(dates.map((d) => d.split('-').reverse().join('/'))).toContain(invoice.invoice_date);
    }
    expect((await list('searchBy=zz-no-such-invoice')).totalRecords).toBe(0);
  });

  it('date filter: an inclusive range of days; a reversed or malformed range is 400 (§4)', async () => {
    const all = await list('pageSize=120');
    const day = all.summaries[3]?.invoiceDate as string;
    const body = await list(`filterCriteria=${day},${day}&pageSize=120`);
    expect(body.summaries.length).toBeGreaterThan(0);
    expect(body.summaries.every((r) => r.invoiceDate === day)).toBe(true);
    expect(body.totalRecords).toBe(
      await count(sql`i.summary_statement_id is null and i.invoice_date = ${day}::date`),
    );
    const reversed = await k.get(
      `/api/transactions/invoices?groupIds=ALL&filterCriteria=2025-02-01,2025-01-01`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().messageKey).toBe('period_invalid');
    expect((await k.get('/api/transactions/invoices?groupIds=ALL&filterCriteria=x')).statusCode).toBe(400);
  });

  it('details by summary and by invoice: payment method, due date, delivery address (§3 Summary details)', async () => {
    const body = await list('');
    const summary = body.summaries.find((r) => r.invoiceType === 'SUMMARY-STATEMENT') as Row;
    const res = await k.get(`/api/transactions/invoices/summaries/${summary.invoiceId}`);
    expect(res.statusCode).toBe(200);
    const [db] = await k.rows<{
      payment_method_description: string;
      due_date: string;
      delivery_address: object;
    }>(
      sql`select payment_method_description, due_date::text, delivery_address from invoices where invoice_id = ${summary.invoiceId}`,
    );
    const details = res.json();
    expect(details.summaryDetails).toEqual({
      paymentMethodDescription: db?.payment_method_description,
      paymentDueDate: db?.due_date,
    });
    expect(details.invoiceDeliveryAddress).toEqual(db?.delivery_address);
    expect(details.invoices.map((r: Row) => r.invoiceId)).toEqual(summary.subRows.map((r) => r.invoiceId));

    const invoice = summary.subRows[0] as Row;
    const one = await k.get(`/api/transactions/invoices/${invoice.invoiceId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().invoices[0].invoiceNumber).toBe(invoice.invoiceNumber);
    // An invoice is not a summary; malformed ids are 400.
    expect((await k.get(`/api/transactions/invoices/summaries/${invoice.invoiceId}`)).statusCode).toBe(404);
    expect((await k.get('/api/transactions/invoices/abc')).statusCode).toBe(400);
  });

  it("another customer's summary or invoice is 404, like an unknown id", async () => {
    const [foreign] = await k.rows<{ invoice_id: string; invoice_type: string }>(
      sql`select invoice_id, invoice_type from invoices where authority_id = ${k.foreignAuthorityId}
           order by invoice_type limit 1`,
    );
    if (!foreign) throw new Error('no foreign invoice');
    const a = await k.get(`/api/transactions/invoices/${foreign.invoice_id}`);
    expect(a.statusCode).toBe(404);
    expect(a.json().messageKey).toBe('invoice_not_found');
    expect((await k.get(`/api/transactions/invoices/summaries/${foreign.invoice_id}`)).statusCode).toBe(404);
  });

  it('viewcols: the columns, defaults, and issuer country and invoice type always added (§9)', async () => {
    const res = await k.get('/api/transactions/invoices/viewcols');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.alwaysColumns).toEqual(['issuerCountry', 'invoiceType']);
    expect(body.maxSelectCount).toBe(10);
    expect(body.columns.find((c: { key: string }) => c.key === 'amount')?.sortable).toBe(true);
  });
});
