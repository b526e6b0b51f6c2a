// Contract of the transactions area: request and response schemas in the spec's field names.
import { z } from 'zod';
import { TABLE_PAGE_SIZES, zSortOrder } from './common/paging';
import { DB_INT_MAX } from './common/validation';
import {
  ODOMETER_FIELD,
  ODOMETER_MAX_DIGITS,
  TRANSACTION_DOWNLOAD_PAGE_SIZE,
  TRANSACTION_KEYS,
  TRANSACTION_PERIODS,
  TRANSACTION_SEARCH_COLUMNS,
  TRANSACTION_STATUSES,
  type TTransactionPeriod,
} from './transaction-constants';

/** A list of ids as repeated parameters or one comma-separated value (also used by invoices). */
export const zCsv = z
  .union([z.array(z.string().min(1).max(40)), z.string().min(1).max(4000)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

/** Spec 001 §7 GET /api/transactions/transactions (filterCriteria is "from,to" days for a custom range). */
export const ZTransactionListQuery = z.object({
  authorityIds: zCsv.optional(),
  parentIds: zCsv.optional(),
  groupIds: zCsv.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n) || n === TRANSACTION_DOWNLOAD_PAGE_SIZE,
      {
        message: 'page_size_invalid',
      },
    )
    .default(TABLE_PAGE_SIZES[0]),
  sortBy: z.string().max(64).optional(),
  sortOrder: zSortOrder.optional(),
  searchBy: z.string().trim().max(100).optional(),
  searchTerm: z.string().trim().max(40).optional(),
  columnName: z.enum(TRANSACTION_SEARCH_COLUMNS).optional(),
  filterby: z.literal('transactionDateTime').optional(),
  filterdatatype: z.enum(TRANSACTION_PERIODS).optional(),
  filterCriteria: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/, TRANSACTION_KEYS.periodInvalid)
    .optional(),
  fromDashboard: z.enum(['true', 'false']).optional(),
  /** xlsx: the whole filtered list as a spreadsheet; gzip: this page as a gzip base64 body. */
  download: z.enum(['xlsx', 'gzip']).optional(),
});
export type TTransactionListQuery = z.infer<typeof ZTransactionListQuery>;

/** Spec 001 §3 Transaction list row (plus the product, currency and document numbers it shows). */
export const ZTransactionRow = z.object({
  transactionUniqueId: z.string(),
  transactionId: z.string(),
  productId: z.number().int().nullable(),
  brand: z.string(),
  fullCardNumber: z.string(),
  transactionStatus: z.enum(TRANSACTION_STATUSES),
  transactionDateTime: z.string(),
  summaryStatementDate: z.string().nullable(),
  summaryStatementNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDueDate: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  isPriced: z.enum(['Y', 'N']),
  siteName: z.string().nullable(),
  vehicleRegistrationNumber: z.string().nullable(),
  productName: z.string().nullable(),
  unit: z.string().nullable(),
  quantity: z.number(),
  grossValue: z.number(),
  currency: z.string(),
  supplyCountry: z.string(),
});
export type TTransactionRow = z.infer<typeof ZTransactionRow>;

export const ZTransactionListResponse = z
  .object({
    transactions: z.array(ZTransactionRow),
    totalNumberOfTransactions: z.number().int(),
    /** download=gzip: the rows as gzip-compressed JSON, base64 encoded (transactions is then empty). */
    compressedTransactions: z.string().optional(),
    maxDownloadCount: z.number().int(),
  })
  .meta({ id: 'TransactionList' });
export type TTransactionListResponse = z.infer<typeof ZTransactionListResponse>;

export const DETAIL_FORMATS = ['v1_full', 'v1_summary', 'xlsx'] as const;
export const DETAIL_VIEWS = ['supply', 'invoice', 'issuer'] as const;
export type TDetailView = (typeof DETAIL_VIEWS)[number];

export const ZTransactionIdParams = z.object({
  id: z.string().regex(/^[0-9a-fA-F-]{36}$/, TRANSACTION_KEYS.notFound),
});
export const ZTransactionDetailQuery = z.object({
  productId: z.coerce.number().int().min(0).max(DB_INT_MAX).optional(),
  format: z.enum(DETAIL_FORMATS).default('v1_summary'),
  /** format=xlsx: which of the supply, invoice and issuer views to export. */
  view: z.enum(DETAIL_VIEWS).default('supply'),
});
export type TTransactionDetailQuery = z.infer<typeof ZTransactionDetailQuery>;

/** Spec 001 §3 mapDetails. */
export const ZMapDetails = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  siteName: z.string().nullable(),
  siteStreetAndNumber: z.string().nullable(),
  siteTown: z.string().nullable(),
  siteType: z.string().nullable(),
  sitePostCode: z.string().nullable(),
  siteRegion: z.string().nullable(),
  siteTypeDescription: z.string().nullable(),
  siteTelephoneNumber: z.string().nullable(),
});

/** Spec 001 §3 Transaction detail (v1_summary, the row card). */
export const ZTransactionSummary = z.object({
  transactionUniqueId: z.string(),
  transactionId: z.string(),
  transactionStatus: z.enum(TRANSACTION_STATUSES),
  transactionDateTime: z.string(),
  isPriced: z.enum(['Y', 'N']),
  fullCardNumber: z.string(),
  productName: z.string().nullable(),
  quantity: z.number(),
  unit: z.string().nullable(),
  supplyCurrency: z.string(),
  authorisationType: z.string(),
  transactionVoucherNumber: z.string(),
  authorisationCode: z.string().nullable(),
  odometer: z.number().int().nullable(),
  driverName: z.string().nullable(),
  vehicle_Drivercode: z.string().nullable(),
  additionalInformation: z.string().nullable(),
  cardHolderName: z.string().nullable(),
  vehicleRegistrationNumber: z.string().nullable(),
  netValueInSupplyCurrency: z.number(),
  vatValueInSupplyCurrency: z.number(),
  grossValueInSupplyCurrency: z.number(),
  originalGrossValueInSupplyCurrency: z.number(),
  transactionType: z.string(),
  typeOfTransaction: z.string(),
  netUnitListPriceInSupplyCurrency: z.number().optional(),
  invoiceNumber: z.string().nullable().optional(),
  invoiceDueDate: z.string().nullable().optional(),
  mapDetails: ZMapDetails,
});
export type TTransactionSummary = z.infer<typeof ZTransactionSummary>;

/** How a value is shown (formatting follows the user's preferences). */
export const DETAIL_ITEM_TYPES = ['text', 'date', 'dateTime', 'number', 'money', 'quantity', 'flag'] as const;
export const ZDetailItem = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string().nullable(),
  type: z.enum(DETAIL_ITEM_TYPES),
  /** Currency code of a money value, unit of a quantity. */
  unit: z.string().optional(),
});
export type TDetailItem = z.infer<typeof ZDetailItem>;

/** Spec 001 §3 Full detail response. */
export const ZTransactionFullDetail = z
  .object({
    transactionUniqueId: z.string(),
    transactionStatus: z.enum(TRANSACTION_STATUSES),
    authorisation: z.array(ZDetailItem),
    transaction: z.array(ZDetailItem),
    customerCard: z.array(ZDetailItem),
    invoice: z.array(ZDetailItem),
    retailSite: z.array(ZDetailItem),
    supplyView: z.array(ZDetailItem),
    invoiceView: z.array(ZDetailItem),
    issuerView: z.array(ZDetailItem),
    editableFields: z.array(ZDetailItem),
  })
  .meta({ id: 'TransactionFullDetail' });
export type TTransactionFullDetail = z.infer<typeof ZTransactionFullDetail>;
export const FULL_DETAIL_SECTIONS = [
  'authorisation',
  'transaction',
  'customerCard',
  'invoice',
  'retailSite',
] as const;
export const VIEW_SECTIONS = { supply: 'supplyView', invoice: 'invoiceView', issuer: 'issuerView' } as const;

export const ZTransactionDetailResponse = z.union([
  z.object({ transaction: ZTransactionSummary }),
  ZTransactionFullDetail,
]);

/** Spec 001 §5: digits only (integer message), at most 7 (max-digits message). */
export const zOdometer = z
  .string()
  .trim()
  .regex(/^\d*$/, TRANSACTION_KEYS.odometerInteger)
  .min(1, TRANSACTION_KEYS.odometerInteger)
  .max(ODOMETER_MAX_DIGITS, TRANSACTION_KEYS.odometerMaxDigits);

/** Spec 001 §7 POST /api/transactions/transactions/{id}. */
export const ZTransactionUpdateBody = z.object({
  fieldName: z.literal(ODOMETER_FIELD, { error: TRANSACTION_KEYS.fieldNotEditable }),
  fieldValue: z.union([z.string(), z.number().transform(String)]).pipe(zOdometer),
  transactionId: z.string().max(60),
});
export type TTransactionUpdateBody = z.input<typeof ZTransactionUpdateBody>;

/** GET /api/transactions/transactioncolumns: the column choices. */
export const ZTransactionColumns = z
  .object({
    columns: z.array(z.object({ key: z.string(), label: z.string(), sortable: z.boolean() })),
    defaultColumns: z.array(z.string()),
    alwaysColumns: z.array(z.string()),
    maxSelectCount: z.number().int(),
  })
  .meta({ id: 'TransactionColumns' });
export type TTransactionColumns = z.infer<typeof ZTransactionColumns>;

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};

/**
 * Spec 001 §4 period filter as a half-open UTC window [from, to): three months from the first day
 * of three months ago to now (default), the whole previous calendar year, or whole custom days up
 * to today. Returns a message key when the custom range is not valid.
 */
export function periodWindow(
  period: TTransactionPeriod | undefined,
  criteria: string | undefined,
  now: number,
): { from: number; to: number } | { error: (typeof TRANSACTION_KEYS)[keyof typeof TRANSACTION_KEYS] } {
  const today = new Date(now);
  if (period === 'twelveMonths') {
    const year = today.getUTCFullYear() - 1;
    return { from: Date.UTC(year, 0, 1), to: Date.UTC(year + 1, 0, 1) };
  }
  if (period === 'custom') {
    const [fromText, toText] = (criteria ?? '').split(',');
    if (!fromText || !toText) return { error: TRANSACTION_KEYS.periodInvalid };
    const from = Date.parse(`${fromText}T00:00:00Z`);
    const to = Date.parse(`${toText}T00:00:00Z`);
    if (Number.isNaN(from) || Number.isNaN(to) || from > to) return { error: TRANSACTION_KEYS.periodInvalid };
    if (to > utcDay(now)) return { error: TRANSACTION_KEYS.rangeAfterToday };
    return { from, to: to + DAY_MS };
  }
  return { from: Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 3, 1), to: now + 1 };
}
