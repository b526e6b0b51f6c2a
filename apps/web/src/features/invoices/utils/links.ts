import type { TInvoiceRow } from '@portal/contract';

/**
 * Spec 001 §2 Invoices: the transactions of a summary or an invoice open /transactions with the
 * number, the column it is searched in and the document's date.
 */
export function transactionsLink(row: Pick<TInvoiceRow, 'invoiceNumber' | 'invoiceType' | 'invoiceDate'>) {
  const columnName = row.invoiceType === 'SUMMARY-STATEMENT' ? 'summaryStatementNumber' : 'invoiceNumber';
  const query = new URLSearchParams({
    searchTerm: row.invoiceNumber,
    columnName,
    invoiceDate: row.invoiceDate,
  });
  return `/transactions?${query.toString()}`;
}

export const isSummary = (row: Pick<TInvoiceRow, 'invoiceType'>) => row.invoiceType === 'SUMMARY-STATEMENT';
