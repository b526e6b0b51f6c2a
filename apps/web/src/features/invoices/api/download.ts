import { type TDownloadCheck, type TInvoiceRow, ZDownloadCheck } from '@portal/contract';
import { api } from '../../../lib/api-client';

export type DownloadScope = { accessLevel: string; accessLevelCode: string };
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
export const checkInvoices = (scope: DownloadScope, documentIds: DocumentId[]): Promise<TDownloadCheck> =>
  api.post('/api/transactions/invoices/searchinvoices', {
    query: scope,
    body: { documentIds },
    schema: ZDownloadCheck,
  });

/** POST filedownload2: the zip of the documents. */
export const downloadInvoices = (scope: DownloadScope, documentIds: DocumentId[]) =>
  api.download('/api/transactions/invoices/filedownload2', {
    method: 'POST',
    query: scope,
    body: { documentIds },
  });
