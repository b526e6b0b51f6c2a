import {
  ALWAYS_INVOICE_COLUMNS,
  DEFAULT_INVOICE_COLUMNS,
  INVOICE_COLUMNS,
  INVOICE_SORT_COLUMNS,
  MAX_SELECTED_COLUMNS,
} from '@portal/contract';

/** English labels; the web app shows the content text of each key (transactions-invoices page). */
const LABELS: Record<(typeof INVOICE_COLUMNS)[number], string> = {
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  invoiceType: 'Invoice type',
  issuerCountry: 'Issuer country',
  amount: 'Amount',
  status: 'Status',
  supplyCountry: 'Supply country',
  customer: 'Customer',
  authorityOrParentNumber: 'Authority or parent number',
  accountId: 'Account id',
  clientNr: 'Client number',
  paymentDueDate: 'Due date',
  speosInvoiceDate: 'Document date',
};
const SORTABLE = new Set<string>(INVOICE_SORT_COLUMNS);

/** GET /api/transactions/invoices/viewcols (spec 001 §7; §9 issuer country and invoice type always added). */
export const invoiceColumns = () => ({
  columns: INVOICE_COLUMNS.map((key) => ({ key, label: LABELS[key], sortable: SORTABLE.has(key) })),
  defaultColumns: [...DEFAULT_INVOICE_COLUMNS],
  alwaysColumns: [...ALWAYS_INVOICE_COLUMNS],
  maxSelectCount: MAX_SELECTED_COLUMNS,
});
