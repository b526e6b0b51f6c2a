import { INVOICES_ENDPOINTS as E, type TInvoiceRow, type ZInvoiceDownloadQuery } from '@portal/contract';
import type { z } from 'zod';
import { callEndpoint, downloadEndpoint } from '../../../lib/call-endpoint';

export type DownloadScope = z.input<typeof ZInvoiceDownloadQuery>;
export type DocumentId = { documentNumber: string; invoiceType: TInvoiceRow['invoiceType'] };

/** Spec 001 §4: selecting a summary selects its invoices (a summary without invoices is its own document). */
export function documentsOf(rows: TInvoiceRow[]): DocumentId[] {
  return rows.flatMap((row) =>
    (row.subRows.length ? row.subRows : [row]).map((doc) => ({
      documentNumber: doc.invoiceNumber,
      invoiceType: doc.invoiceType,
    })),
  );
}

/** POST searchinvoices: which chosen documents are in the archive. */
export const checkInvoices = (scope: DownloadScope, documentIds: DocumentId[]) =>
  callEndpoint(E.searchInvoices, { query: scope, body: { documentIds } });

/** POST filedownload2: the zip of the documents. */
export const downloadInvoices = (scope: DownloadScope, documentIds: DocumentId[]) =>
  downloadEndpoint(E.fileDownload, { query: scope, body: { documentIds } });
