import { brandIdentityByCode } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedUser } from '../../src/demo/named-users';
import { pdfMoney } from '../../src/modules/invoices/pdf';
import { ids, transactionsContext } from '../transactions/kit';
import { pdfText, unzip } from './read-zip';

type Doc = {
  invoice_number: string;
  invoice_type: string;
  authority_id: string;
  in_archive: boolean;
  net_minor: string;
  vat_minor: string;
  amount_minor: string;
  currency: string;
  lines_gross: string | null;
  brand_code: number;
};

const idOf = (d: Doc) => ({ documentNumber: d.invoice_number, invoiceType: d.invoice_type });

describe('invoice download: searchinvoices and filedownload2 (spec 001 §3, §4, §5, §7)', () => {
  let k: Awaited<ReturnType<typeof transactionsContext>>;
  let docs: Doc[];
  let authority: string;
  /** The signed-in user's number format: the PDF writes amounts with it (spec 000 §3). */
  let numberFormat: string;
  beforeAll(async () => {
    k = await transactionsContext();
    const [first] = await k.rows<{ authority_id: string }>(
      sql`select a.authority_id from authorities a where a.authority_id = ${ids(k.reach)} and a.client_number is not null
           and exists (select 1 from invoices i where i.authority_id = a.authority_id and not i.in_archive)
           order by (select count(*) from invoices i where i.authority_id = a.authority_id) desc limit 1`,
    );
    if (!first) throw new Error('no authority with a client number and a document missing from the archive');
    authority = first.authority_id;
    const [user] = await k.rows<{ number_format: string | null }>(
      sql`select preferences->>'numberFormat' as number_format from users where email = ${namedUser('customerAdmin').email}`,
    );
    numberFormat = user?.number_format || 'en';
    docs = await k.rows<Doc>(
      sql`select i.invoice_number, i.invoice_type::text, i.authority_id, i.in_archive, i.net_minor, i.vat_minor,
                 i.amount_minor, i.currency, (select a.brand_code from authorities a where a.authority_id = i.authority_id) as brand_code,
                 (select sum(t.gross_invoice_minor) from transactions t where t.invoice_id = i.invoice_id) as lines_gross
            from invoices i where i.authority_id = ${authority} order by i.invoice_date desc, i.invoice_number`,
    );
  }, 180_000);
  afterAll(() => k.ctx.close());

  const q = () => `accessLevel=A&accessLevelCode=${authority}`;
  const search = (documentIds: object[]) =>
    k.post(`/api/transactions/invoices/searchinvoices?${q()}`, { documentIds });
  const download = (documentIds: object[]) =>
    k.post(`/api/transactions/invoices/filedownload2?${q()}`, { documentIds });
  const inArchive = () => docs.filter((d) => d.in_archive && d.invoice_type !== 'SUMMARY-STATEMENT');

  it('searchinvoices tells which documents are in the archive (some missing, all missing)', async () => {
    const missing = docs.find((d) => !d.in_archive) as Doc;
    const chosen = [...inArchive().slice(0, 2), missing];
    const res = await search(chosen.map(idOf));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ missingInvoiceCount: 1, totalInvoices: 3 });
    expect(res.json().summaries).toContainEqual({
      documentNumber: missing.invoice_number,
      invoiceType: missing.invoice_type,
      inArchive: false,
    });
    const all = (await search([idOf(missing)])).json();
    expect(all).toMatchObject({ missingInvoiceCount: 1, totalInvoices: 1 });
    expect((await download([idOf(missing)])).statusCode).toBe(404);
  });

  it('a zip named invoices.zip of three PDFs whose totals equal the rows (and their lines)', async () => {
    const chosen = inArchive().slice(0, 3);
    const res = await download(chosen.map(idOf));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('invoices.zip');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(chosen.map((d) => `${d.invoice_number}.pdf`).sort());
    for (const doc of chosen) {
      const text = await pdfText(files.get(`${doc.invoice_number}.pdf`) as Buffer);
      const totalLine = text.split('\n').find((line) => line.startsWith(`Total (${doc.currency})`)) ?? '';
      // Spaces compared as spaces: the 1 234,56 format groups with a no-break space.
      for (const minor of [doc.net_minor, doc.vat_minor, doc.amount_minor])
        expect(totalLine.replace(/\s/g, ' '), doc.invoice_number).toContain(
          pdfMoney(Number(minor), doc.currency, 'en', numberFormat).replace(/\s/g, ' '),
        );
      if (doc.lines_gross !== null) expect(Number(doc.lines_gross)).toBe(Number(doc.amount_minor));
      expect(text).toContain(doc.invoice_number);
      // The account's brand heads the page (spec 000 §1 brands; issue 16 'brand header').
      expect(text).toContain(brandIdentityByCode(doc.brand_code).name);
    }
  });

  it('a summary group downloads its invoices too; the stored PDF is served the second time', async () => {
    const summary = docs.find((d) => d.invoice_type === 'SUMMARY-STATEMENT' && d.in_archive);
    if (!summary) return;
    const check = await search([{ ...idOf(summary), summaryInvoices: [] }]);
    expect(check.json().totalInvoices).toBe(1);
    const first = await download([idOf(summary)]);
    const second = await download([idOf(summary)]);
    const [a, b] = await Promise.all([unzip(first.rawPayload), unzip(second.rawPayload)]);
    expect(
      b.get(`${summary.invoice_number}.pdf`)?.equals(a.get(`${summary.invoice_number}.pdf`) as Buffer),
    ).toBe(true);
  });

  it('refuses more than 10 documents, another customer’s document, and a missing scope (§5)', async () => {
    const eleven = docs.slice(0, 11).map(idOf);
    expect(eleven).toHaveLength(11);
    for (const call of [search, download]) {
      const res = await call(eleven);
      expect(res.statusCode).toBe(400);
      expect(res.json().messageKey).toBe('more_than_limit_downloads');
    }
    const [foreign] = await k.rows<Doc>(
      sql`select invoice_number, invoice_type::text from invoices where authority_id = ${k.foreignAuthorityId} limit 1`,
    );
    for (const call of [search, download]) {
      const res = await call([idOf(foreign as Doc)]);
      expect(res.statusCode).toBe(404);
      expect(res.json().messageKey).toBe('invoice_not_found');
    }
    const foreignScope = await k.post(
      `/api/transactions/invoices/searchinvoices?accessLevel=A&accessLevelCode=${k.foreignAuthorityId}`,
      { documentIds: [idOf(foreign as Doc)] },
    );
    expect(foreignScope.statusCode).toBe(403);
    expect((await k.post('/api/transactions/invoices/searchinvoices', { documentIds: [] })).statusCode).toBe(
      400,
    );
  });

  it('requires the authority’s client number (§6)', async () => {
    await k.rows(sql`update authorities set client_number = null where authority_id = ${authority}`);
    await k.rows(sql`update invoices set client_number = null where authority_id = ${authority}`);
    const res = await search([idOf(inArchive()[0] as Doc)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('client_number_required');
  });
});
