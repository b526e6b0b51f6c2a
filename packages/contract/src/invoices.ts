// Contract of the invoices area (spec 001 §2 Invoices, §3 Invoice row and Summary details, §5, §7, §9).
import { z } from 'zod';
import { TABLE_PAGE_SIZES } from './common/paging';
import { ZTransactionListQuery } from './transactions';

/** Spec 001 §3 invoice types; a SUMMARY-STATEMENT groups invoices as sub-rows. */
export const INVOICE_TYPES = ['SUMMARY-STATEMENT', 'NATIONAL-INVOICE', 'INTERNATIONAL-INVOICE'] as const;
export type TInvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_STATUSES = ['Open', 'Paid', 'Overdue'] as const;

/** Spec 001 §3 supported issuer countries, code to English name. */
export const ISSUER_COUNTRIES: Readonly<Record<string, string>> = {
  AT: 'Austria',
  BE: 'Belgium',
  PL: 'Poland',
  NL: 'The Netherlands',
  GB: 'United Kingdom',
  DE: 'Germany',
  PT: 'Portugal',
  LU: 'Luxembourg',
};

/** Spec 001 §5, §9: a download holds at most 10 documents. */
export const MAX_INVOICE_DOWNLOAD = 10;
/** Spec 001 §3: supplyCountry shows Multiple when a document covers several countries. */
export const MULTIPLE_SUPPLY_COUNTRIES = 'Multiple';
export const INVOICES_PREFERENCE_SECTION = 'invoices';

/** Columns the invoice list offers (GET invoices/viewcols), in their default order. */
export const INVOICE_COLUMNS = [
  'invoiceNumber',
  'invoiceDate',
  'invoiceType',
  'issuerCountry',
  'amount',
  'status',
  'supplyCountry',
  'customer',
  'authorityOrParentNumber',
  'accountId',
  'clientNr',
  'paymentDueDate',
  'speosInvoiceDate',
] as const;
export type TInvoiceColumn = (typeof INVOICE_COLUMNS)[number];
export const DEFAULT_INVOICE_COLUMNS: TInvoiceColumn[] = [
  'invoiceNumber',
  'invoiceDate',
  'amount',
  'status',
  'supplyCountry',
  'customer',
];
/** Spec 001 §9: issuer country and invoice type are always added to invoices. */
export const ALWAYS_INVOICE_COLUMNS: TInvoiceColumn[] = ['issuerCountry', 'invoiceType'];
/** Columns sortBy may name (default invoiceDate descending, spec 001 §9). */
export const INVOICE_SORT_COLUMNS = [
  'invoiceNumber',
  'invoiceDate',
  'invoiceType',
  'issuerCountry',
  'amount',
  'status',
  'supplyCountry',
  'paymentDueDate',
] as const;

export const INVOICE_KEYS = {
  notFound: 'invoice_not_found',
  periodInvalid: 'period_invalid',
} as const;

/** Scope (one of authority, parent or group ids, spec 001 §5), page and a page size of §9: the invoice lists share these. */
export const zInvoiceScopePage = ZTransactionListQuery.pick({
  authorityIds: true,
  parentIds: true,
  groupIds: true,
  page: true,
  sortOrder: true,
}).extend({
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), { message: 'page_size_invalid' })
    .default(TABLE_PAGE_SIZES[0]),
});

/** Spec 001 §7 GET /api/transactions/invoices; filterCriteria is "from,to" (yyyy-mm-dd, inclusive days). */
export const ZInvoiceListQuery = zInvoiceScopePage.extend({
  sortBy: z.enum(INVOICE_SORT_COLUMNS, { error: 'sort_column_unknown' }).optional(),
  searchBy: ZTransactionListQuery.shape.searchBy,
  filterCriteria: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/, INVOICE_KEYS.periodInvalid)
    .optional(),
});
export type TInvoiceListQuery = z.infer<typeof ZInvoiceListQuery>;

type InvoiceRowShape = {
  invoiceId: number;
  invoiceNumber: string;
  invoiceType: TInvoiceType;
  invoiceDate: string;
  paymentDueDate: string;
  summaryStatementId: number | null;
  summaryStatementNumber: string | null;
  status: (typeof INVOICE_STATUSES)[number];
  amount: number;
  currency: string;
  customer: string;
  authorityNumber: string;
  authorityOrParentNumber: string;
  issuerCountry: string;
  issuerCountryName: string;
  accountId: string;
  clientNr: string | null;
  supplyCountry: string;
  speosInvoiceDate: string | null;
  inArchive: boolean;
  subRows: InvoiceRowShape[];
};

/** Spec 001 §3 Invoice row; summaries carry their invoices in subRows. */
export const ZInvoiceRow: z.ZodType<InvoiceRowShape> = z
  .object({
    invoiceId: z.number().int(),
    invoiceNumber: z.string(),
    invoiceType: z.enum(INVOICE_TYPES),
    invoiceDate: z.string(),
    paymentDueDate: z.string(),
    summaryStatementId: z.number().int().nullable(),
    summaryStatementNumber: z.string().nullable(),
    status: z.enum(INVOICE_STATUSES),
    amount: z.number(),
    currency: z.string(),
    customer: z.string(),
    authorityNumber: z.string(),
    authorityOrParentNumber: z.string(),
    issuerCountry: z.string(),
    issuerCountryName: z.string(),
    accountId: z.string(),
    clientNr: z.string().nullable(),
    supplyCountry: z.string(),
    speosInvoiceDate: z.string().nullable(),
    inArchive: z.boolean(),
    get subRows() {
      return z.array(ZInvoiceRow);
    },
  })
  .meta({ id: 'InvoiceRow' });
export type TInvoiceRow = InvoiceRowShape;

/** Top rows (summaries with their invoices, and invoices outside any summary), one page of them. */
export const ZInvoiceListResponse = z
  .object({
    summaries: z.array(ZInvoiceRow),
    /** The invoices on this page (sub-rows and stand-alone), flat. */
    invoices: z.array(ZInvoiceRow),
    totalRecords: z.number().int(),
    totalNumberOfInvoices: z.number().int(),
    totalNumberOfSummaries: z.number().int(),
  })
  .meta({ id: 'InvoiceList' });
export type TInvoiceListResponse = z.infer<typeof ZInvoiceListResponse>;

export const ZInvoiceAddress = z.object({
  addressLine1: z.string().optional(),
  addressLine2: z.string().optional(),
  addressLine3: z.string().optional(),
  addressLine4: z.string().optional(),
  postCode: z.string().optional(),
  country: z.string().optional(),
});

/** Spec 001 §3 Summary details (by summary id or by invoice id: the same shape). */
export const ZInvoiceDetails = z
  .object({
    summaryDetails: z.object({ paymentMethodDescription: z.string(), paymentDueDate: z.string() }),
    invoiceDeliveryAddress: ZInvoiceAddress,
    invoices: z.array(ZInvoiceRow),
  })
  .meta({ id: 'InvoiceDetails' });
export type TInvoiceDetails = z.infer<typeof ZInvoiceDetails>;

export const ZInvoiceIdParams = z.object({
  invoiceId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const ZSummaryIdParams = z.object({
  summaryStatementId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** GET invoices/viewcols: the column choices (same shape as the transaction columns). */
export const ZInvoiceColumns = z
  .object({
    columns: z.array(z.object({ key: z.string(), label: z.string(), sortable: z.boolean() })),
    defaultColumns: z.array(z.string()),
    alwaysColumns: z.array(z.string()),
    maxSelectCount: z.number().int(),
  })
  .meta({ id: 'InvoiceColumns' });

export const INVOICE_DOWNLOAD_KEYS = {
  tooMany: 'more_than_limit_downloads',
  clientNumberRequired: 'client_number_required',
  unavailable: 'invoices_unavailable',
} as const;

/** Spec 001 §3 Download document id. */
export const ZDownloadDocumentId = z.object({
  documentNumber: z.string().trim().min(1).max(20),
  clientISOCode: z.string().trim().max(3).optional(),
  invoiceType: z.enum(INVOICE_TYPES),
  clientNumber: z.string().trim().max(40).optional(),
  invoiceDate: z.string().trim().max(30).optional(),
});
export type TDownloadDocumentId = z.infer<typeof ZDownloadDocumentId>;

/** A document, or a summary group whose summaryInvoices are downloaded with it (spec 001 §7). */
export const ZDownloadDocument = ZDownloadDocumentId.extend({
  summaryInvoices: z.array(ZDownloadDocumentId).max(200).optional(),
});

/** Body of searchinvoices and filedownload2; the 10-document limit is checked on the flattened list. */
export const ZInvoiceDownloadBody = z.object({ documentIds: z.array(ZDownloadDocument).min(1).max(200) });
export type TInvoiceDownloadBody = z.infer<typeof ZInvoiceDownloadBody>;

export const ZInvoiceDownloadQuery = z.object({
  accessLevel: z.enum(['A', 'P', 'G']),
  accessLevelCode: z.string().min(1).max(40),
});

/** Spec 001 §3 Download check response. */
export const ZDownloadCheck = z
  .object({
    missingInvoiceCount: z.number().int(),
    totalInvoices: z.number().int(),
    summaries: z.array(
      z.object({ documentNumber: z.string(), invoiceType: z.enum(INVOICE_TYPES), inArchive: z.boolean() }),
    ),
  })
  .meta({ id: 'InvoiceDownloadCheck' });
export type TDownloadCheck = z.infer<typeof ZDownloadCheck>;
