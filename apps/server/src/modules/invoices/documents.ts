import type { Readable } from 'node:stream';
import { brandIdentityByCode } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { ObjectStore } from '../../platform/object-store';
import type { SheetTexts } from '../../platform/sheet-texts';
import { type PdfDocumentInput, type PdfLine, renderInvoicePdf } from './pdf';
import type { InvoiceRowDb } from './repo';

const PDF_TYPE = 'application/pdf';

/**
 * The PDF is written in the user's language with the user's number and date formats, once per
 * document and such combination (at most 6 x 3 x 4): `invoices/5/de-en-DD.MM.YYYY.pdf`.
 */
export const pdfKey = (
  doc: Pick<InvoiceRowDb, 'invoice_id'>,
  texts: Pick<SheetTexts, 'language' | 'numberFormat' | 'dayPattern'>,
) =>
  `invoices/${Number(doc.invoice_id)}/${texts.language}-${texts.numberFormat}-${texts.dayPattern.replaceAll('/', '.')}.pdf`;

type LineDb = {
  label: string;
  unit: string | null;
  quantity_milli: string | null;
  vat_rate: string;
  net: string;
  vat: string;
  gross: string;
};

/**
 * The printed lines of a document: an invoice's transaction lines summed per product and VAT rate;
 * a summary statement's invoices, one line each. Rates come from each line's own VAT and net.
 */
export async function pdfLines(db: Db, doc: InvoiceRowDb): Promise<PdfLine[]> {
  const rate = (vat: string, net: string) =>
    sql.raw(`coalesce(round(${vat} * 100.0 / nullif(${net}, 0), 1), 0)`);
  const rows =
    doc.invoice_type === 'SUMMARY-STATEMENT'
      ? await queryRows<LineDb>(
          db,
          sql`select i.invoice_number as label, null as unit, null as quantity_milli,
                     ${rate('i.vat_minor', 'i.net_minor')} as vat_rate,
                     i.net_minor as net, i.vat_minor as vat, i.amount_minor as gross
                from invoices i where i.summary_statement_id = ${Number(doc.invoice_id)}
               order by i.invoice_date, i.invoice_number`,
        )
      : await queryRows<LineDb>(
          db,
          sql`select coalesce(p.product_name, '-') as label, p.unit, sum(t.quantity_milli) as quantity_milli,
                     ${rate('t.vat_invoice_minor', 't.net_invoice_minor')} as vat_rate,
                     sum(t.net_invoice_minor) as net, sum(t.vat_invoice_minor) as vat,
                     sum(t.gross_invoice_minor) as gross
                from transactions t left join products p on p.product_id = t.product_id
               where t.invoice_id = ${Number(doc.invoice_id)}
               group by 1, 2, 4 order by 1, 4`,
        );
  return rows.map((r) => ({
    label: r.label,
    quantity: r.quantity_milli === null ? null : Number(r.quantity_milli) / 1000,
    unit: r.unit,
    vatRate: Number(r.vat_rate),
    net: Number(r.net),
    vat: Number(r.vat),
    gross: Number(r.gross),
  }));
}

export async function pdfInputOf(db: Db, doc: InvoiceRowDb): Promise<PdfDocumentInput> {
  const [totals] = await queryRows<{ net: string; vat: string; gross: string; brand_code: number }>(
    db,
    sql`select i.net_minor as net, i.vat_minor as vat, i.amount_minor as gross, a.brand_code
          from invoices i join authorities a on a.authority_id = i.authority_id
         where i.invoice_id = ${Number(doc.invoice_id)}`,
  );
  return {
    number: doc.invoice_number,
    type: doc.invoice_type,
    invoiceDate: doc.invoice_date,
    dueDate: doc.due_date,
    currency: doc.currency,
    customer: doc.authority_name,
    authorityId: doc.authority_id,
    address: doc.delivery_address ?? {},
    issuerCountry: doc.issuer_country,
    brand: brandIdentityByCode(totals?.brand_code ?? 1),
    paymentMethod: doc.payment_method_description,
    totals: {
      net: Number(totals?.net ?? 0),
      vat: Number(totals?.vat ?? 0),
      gross: Number(totals?.gross ?? 0),
    },
    lines: await pdfLines(db, doc),
  };
}

/** The stored PDF of a document, written from its rows the first time it is asked for. */
export async function ensurePdf(
  db: Db,
  store: ObjectStore,
  doc: InvoiceRowDb,
  texts: SheetTexts,
): Promise<string> {
  const key = pdfKey(doc, texts);
  if (await store.head(key)) return key;
  await store.put(key, await renderInvoicePdf(await pdfInputOf(db, doc), texts), PDF_TYPE);
  return key;
}

/** The stored PDF as a stream (ensurePdf first). */
export async function openPdf(store: ObjectStore, key: string): Promise<Readable> {
  const stored = await store.get(key);
  if (!stored) throw new Error(`invoice PDF ${key} vanished from the object store`);
  return stored.body;
}
