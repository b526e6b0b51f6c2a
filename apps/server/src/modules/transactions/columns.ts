import {
  ALWAYS_TRANSACTION_COLUMNS,
  DEFAULT_TRANSACTION_COLUMNS,
  MAX_SELECTED_COLUMNS,
  TRANSACTION_COLUMNS,
  type TTransactionColumns,
} from '@portal/contract';
import { SORT_COLUMNS } from './sort';

/** English labels; the web app shows the content text of each key (transactions-transactions page). */
export const COLUMN_LABELS: Record<string, string> = {
  transactionDateTime: 'Date and time',
  fullCardNumber: 'Card number',
  transactionStatus: 'Status',
  siteName: 'Site name',
  vehicleRegistrationNumber: 'Vehicle registration',
  productName: 'Product',
  quantity: 'Quantity',
  grossValue: 'Gross value',
  supplyCountry: 'Supply country',
  isPriced: 'Priced',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  invoiceDueDate: 'Invoice due date',
  summaryStatementNumber: 'Summary statement number',
  summaryStatementDate: 'Summary statement date',
  transactionId: 'Transaction id',
  brand: 'Brand',
};

/** GET /api/transactions/transactioncolumns (spec 001 §7, §4 column chooser, §9 brand always added). */
export function transactionColumns(): TTransactionColumns {
  return {
    columns: TRANSACTION_COLUMNS.map((key) => ({
      key,
      label: COLUMN_LABELS[key] ?? key,
      sortable: key in SORT_COLUMNS,
    })),
    defaultColumns: [...DEFAULT_TRANSACTION_COLUMNS],
    alwaysColumns: [...ALWAYS_TRANSACTION_COLUMNS],
    maxSelectCount: MAX_SELECTED_COLUMNS,
  };
}
