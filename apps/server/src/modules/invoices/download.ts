import type { Readable } from 'node:stream';
import {
  INVOICE_DOWNLOAD_KEYS,
  INVOICE_KEYS,
  MAX_INVOICE_DOWNLOAD,
  type TDownloadCheck,
  type TInvoiceDownloadBody,
} from '@portal/contract';
import archiver from 'archiver';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inIdList } from '../../db/id-list';
import { badRequest, notFound } from '../../platform/errors';
import type { ObjectStore } from '../../platform/object-store';
import type { AuthorityScope } from '../../platform/scope';
import type { SheetTexts } from '../../platform/sheet-texts';
import { ensurePdf, openPdf } from './documents';
import { COLUMNS, type InvoiceRowDb, JOINS } from './repo';
import { zipManifest } from './zip-manifest';

type Wanted = { documentNumber: string; invoiceType: InvoiceRowDb['invoice_type'] };

/** The documents a body names: each document, and the invoices of each summary group, once each. */
export function flattenDocuments(body: TInvoiceDownloadBody): Wanted[] {
  const seen = new Map<string, Wanted>();
  for (const doc of body.documentIds)
    for (const one of [doc, ...(doc.summaryInvoices ?? [])])
      seen.set(`${one.invoiceType}/${one.documentNumber}`, {
        documentNumber: one.documentNumber,
        invoiceType: one.invoiceType,
      });
  return [...seen.values()];
}

/**
 * Spec 001 §5 invoice download: at most 10 documents, all of the selected scope (another customer's
 * document is refused like an unknown one), and the authority's client number is required (§6).
 */
export async function resolveDocuments(
  db: Db,
  scope: AuthorityScope,
  body: TInvoiceDownloadBody,
): Promise<InvoiceRowDb[]> {
  const wanted = flattenDocuments(body);
  if (wanted.length > MAX_INVOICE_DOWNLOAD) throw badRequest(INVOICE_DOWNLOAD_KEYS.tooMany);
  // Document numbers are trimmed and never hold '|' (the list's separator).
  const keys = wanted.map((w) => `${w.invoiceType}/${w.documentNumber.replaceAll('|', '')}`);
  const rows = await queryRows<InvoiceRowDb>(
    db,
    sql`select ${COLUMNS} from invoices i ${JOINS}
        where (i.invoice_type::text || '/' || i.invoice_number) in (select unnest(string_to_array(${keys.join('|')}, '|')))
          and ${inIdList(sql`i.authority_id`, scope.ids)}`,
  );
  if (rows.length !== wanted.length) throw notFound(INVOICE_KEYS.notFound);
  if (rows.some((r) => !r.client_number)) throw badRequest(INVOICE_DOWNLOAD_KEYS.clientNumberRequired);
  const order = new Map(keys.map((k, i) => [k, i]));
  return rows.sort(
    (a, b) =>
      (order.get(`${a.invoice_type}/${a.invoice_number}`) ?? 0) -
      (order.get(`${b.invoice_type}/${b.invoice_number}`) ?? 0),
  );
}

/** POST searchinvoices: which of the chosen documents are in the archive (spec 001 §3 Download check). */
export function checkDocuments(rows: InvoiceRowDb[]): TDownloadCheck {
  const summaries = rows.map((r) => ({
    documentNumber: r.invoice_number,
    invoiceType: r.invoice_type,
    inArchive: r.in_archive,
  }));
  return {
    missingInvoiceCount: summaries.filter((s) => !s.inArchive).length,
    totalInvoices: summaries.length,
    summaries,
  };
}

/**
 * POST filedownload2: the available documents' PDFs (written from their rows on first use) as a zip
 * stream, with a text file naming the documents left out and why (issue 44). Entries are read one after another from the object store and archiver pauses while the
 * client is slow, so memory holds no more than a chunk of one file at a time.
 */
export async function zipDocuments(
  db: Db,
  store: ObjectStore,
  rows: InvoiceRowDb[],
  texts: SheetTexts,
  onError: (error: Error) => void,
): Promise<Readable> {
  const available = rows.filter((r) => r.in_archive);
  if (available.length === 0) throw notFound(INVOICE_DOWNLOAD_KEYS.unavailable);
  const keys: { key: string; name: string }[] = [];
  for (const row of available)
    keys.push({ key: await ensurePdf(db, store, row, texts), name: `${row.invoice_number}.pdf` });
  const manifest = zipManifest(rows, texts);
  const zip = archiver('zip', { zlib: { level: 6 } });
  zip.on('warning', onError);
  zip.on('error', onError);
  void (async () => {
    try {
      for (const { key, name } of keys) zip.append(await openPdf(store, key), { name });
      if (manifest) zip.append(Buffer.from(manifest.content, 'utf8'), { name: manifest.name });
      await zip.finalize();
    } catch (error) {
      zip.destroy(error as Error);
    }
  })();
  return zip;
}
