// Constants of the transactions area (spec 001 §3, §7, §9): statuses, columns, periods, limits and
// message keys. Without zod; the schemas are in transactions.ts.

/** Spec 001 §3 transaction statuses. */
export const TRANSACTION_STATUSES = ['Authorised', 'Declined', 'Uninvoiced', 'Invoiced'] as const;
export type TTransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Spec 001 §9: the download pages through the list 15000 rows at a time. */
export const TRANSACTION_DOWNLOAD_PAGE_SIZE = 15_000;
/** Spec 001 §5/§9: download-all is refused above this many rows (value ours: the spec hides it). */
export const TRANSACTION_DOWNLOAD_MAX = 100_000;
/** Spec 001 §9: the invoice-date lookup looks back 60 days. */
export const INVOICE_DATE_LOOKBACK_DAYS = 60;
/** Spec 001 §5, §9: the odometer has at most 7 digits. */
export const ODOMETER_MAX_DIGITS = 7;
/** Spec 001 §6: above this migration status the odometer edit is hidden. */
export const ODOMETER_MAX_MIGRATION_STATUS = 3;
/** Spec 001 §3: the editable field of the full detail and the flag item that enables it. */
export const ODOMETER_FIELD = 'changeableOdometer';
export const ODOMETER_FLAG = 'cardsOdometerFlag';
/** Spec 001 §9: spreadsheet sheet name and file name prefix. */
export const TRANSACTIONS_SHEET_NAME = 'Transactions';

/** Columns an exact column search may name (spec 001 §2 query parameters). */
export const TRANSACTION_SEARCH_COLUMNS = [
  'summaryStatementNumber',
  'invoiceNumber',
  'fullCardNumber',
] as const;
/** Period filter of spec 001 §4 (sent as filterdatatype). */
export const TRANSACTION_PERIODS = ['threeMonths', 'twelveMonths', 'custom'] as const;
export type TTransactionPeriod = (typeof TRANSACTION_PERIODS)[number];

/** Columns the list offers (GET transactioncolumns), in their default order. */
export const TRANSACTION_COLUMNS = [
  'transactionDateTime',
  'fullCardNumber',
  'transactionStatus',
  'siteName',
  'vehicleRegistrationNumber',
  'productName',
  'quantity',
  'grossValue',
  'supplyCountry',
  'isPriced',
  'invoiceNumber',
  'invoiceDate',
  'invoiceDueDate',
  'summaryStatementNumber',
  'summaryStatementDate',
  'transactionId',
] as const;
export type TTransactionColumn = (typeof TRANSACTION_COLUMNS)[number] | 'brand';
/** Shown until the user saves a choice. */
export const DEFAULT_TRANSACTION_COLUMNS: TTransactionColumn[] = [
  'transactionDateTime',
  'fullCardNumber',
  'transactionStatus',
  'siteName',
  'vehicleRegistrationNumber',
  'quantity',
  'grossValue',
  'supplyCountry',
];
/** Spec 001 §9: the brand column is always added to transactions. */
export const ALWAYS_TRANSACTION_COLUMNS: TTransactionColumn[] = ['brand'];
/** The list's column search section of the user preferences. */
export const TRANSACTIONS_PREFERENCE_SECTION = 'transactions';

/** Audit code of the odometer edit (ours: spec 001 §4 asks for an audit and names no code). */
export const ODOMETER_AUDIT_CODE = 'TXOD';

export const TRANSACTION_KEYS = {
  odometerInteger: 'integer_message',
  odometerMaxDigits: 'max_digits_message',
  odometerNotEditable: 'odometer_not_editable',
  migrated: 'migrated_user_not_allowed',
  fieldNotEditable: 'field_not_editable',
  periodInvalid: 'period_invalid',
  rangeAfterToday: 'date_range_after_today',
  downloadTooMany: 'download_limit_exceeded',
  searchColumnNeedsTerm: 'search_term_required',
  notFound: 'transaction_not_found',
} as const;
