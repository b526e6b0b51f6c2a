// Contract of the invoice archive (spec 001 §2 Invoice archive, §3 Archive filters, §4, §5, §7, §9).
import { z } from 'zod';
import { INVOICE_TYPES, type TInvoiceRow, ZInvoiceRow, zInvoiceScopePage } from './invoices';
import { zCsv } from './transactions';

/** Spec 001 §5, §9: the archive reaches back to 1 January ten years ago. */
export const ARCHIVE_YEARS_BACK = 10;
/** Spec 001 §5, §9: amount slider 0 to 100000, default 25000 to 75000; the top means no upper limit. */
export const ARCHIVE_AMOUNT_MIN = 0;
export const ARCHIVE_AMOUNT_MAX = 100_000;
export const ARCHIVE_AMOUNT_DEFAULT: readonly [number, number] = [25_000, 75_000];
export const ARCHIVE_DEFAULT_CURRENCY = 'GBP';
/** Spec 001 §5, §9: an invoice number filter holds 4 to 10 characters. */
export const INVOICE_NUMBER_FILTER_MIN = 4;
export const INVOICE_NUMBER_FILTER_MAX = 10;
/** The query parameter of the supply countries; the spec sends it indexed (`…[0]=DE&…[1]=NL`). */
export const ARCHIVE_COUNTRIES_PARAM = 'InvoiceIsoSupplyCountries';
export const ARCHIVE_FILTER_CODES = ['supplyCountry', 'amount'] as const;

export const INVOICE_ARCHIVE_KEYS = {
  numberMinDigits: 'invoice_number_min_digits',
  numberMaxDigits: 'invoice_number_max_digits',
  dateOutOfRange: 'archive_date_out_of_range',
  amountInvalid: 'archive_amount_invalid',
  filterCodeUnknown: 'archive_filter_code_unknown',
} as const;

/** Spec 001 §5 invoice number filter: the message for a value outside 4 to 10 characters, else null. */
export function invoiceNumberFilterError(value: string): string | null {
  const length = value.trim().length;
  if (length < INVOICE_NUMBER_FILTER_MIN) return INVOICE_ARCHIVE_KEYS.numberMinDigits;
  if (length > INVOICE_NUMBER_FILTER_MAX) return INVOICE_ARCHIVE_KEYS.numberMaxDigits;
  return null;
}

/** Spec 001 §5 date pickers: the archive range runs from 1 January ten years back to today (yyyy-mm-dd). */
export function archiveDateBounds(today: Date): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  return { from: `${today.getUTCFullYear() - ARCHIVE_YEARS_BACK}-01-01`, to };
}

/** Spec 001 §5: the slider's top end means no upper limit. */
export const isAmountUnbounded = (to: number) => to >= ARCHIVE_AMOUNT_MAX;

const zDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, INVOICE_ARCHIVE_KEYS.dateOutOfRange)
  .transform((v) => v.slice(0, 10));
const zAmount = z.coerce
  .number({ error: INVOICE_ARCHIVE_KEYS.amountInvalid })
  .min(ARCHIVE_AMOUNT_MIN, INVOICE_ARCHIVE_KEYS.amountInvalid)
  .max(ARCHIVE_AMOUNT_MAX, INVOICE_ARCHIVE_KEYS.amountInvalid);

/**
 * Spec 001 §7 GET invoices/searcharchive. Scope as on the invoice list; the supply countries come as
 * a list (the indexed form is folded into it before validation); paging is ours (default 15 top rows).
 */
export const ZArchiveQuery = zInvoiceScopePage.extend({
  invoiceNumber: z
    .string()
    .trim()
    .min(INVOICE_NUMBER_FILTER_MIN, INVOICE_ARCHIVE_KEYS.numberMinDigits)
    .max(INVOICE_NUMBER_FILTER_MAX, INVOICE_ARCHIVE_KEYS.numberMaxDigits)
    .optional(),
  invoiceType: z.enum(INVOICE_TYPES).optional(),
  invoiceDateFrom: zDay.optional(),
  invoiceDateTo: zDay.optional(),
  InvoiceAmountFrom: zAmount.optional(),
  InvoiceAmountTo: zAmount.optional(),
  InvoiceCurrency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, INVOICE_ARCHIVE_KEYS.amountInvalid)
    .transform((v) => v.toUpperCase())
    .optional(),
  [ARCHIVE_COUNTRIES_PARAM]: zCsv
    .pipe(z.array(z.string().regex(/^[A-Za-z]{2}$/)).max(60))
    .transform((list) => list.map((c) => c.toUpperCase()))
    .optional(),
});
export type TArchiveQuery = z.infer<typeof ZArchiveQuery>;

/**
 * Spec 001 §3 Archive response: count (top rows: summaries and stand-alone invoices) and the page's
 * groups; a group that holds a SUMMARY-STATEMENT is that summary followed by its invoices.
 */
export const ZArchiveResponse = z
  .object({ count: z.number().int(), archive: z.array(z.array(ZInvoiceRow)) })
  .meta({ id: 'InvoiceArchive' });
export type TArchiveResponse = z.infer<typeof ZArchiveResponse>;

/** Spec 001 §3: a group holding a SUMMARY-STATEMENT becomes that summary with its invoices as sub-rows. */
export function archiveRows(groups: TInvoiceRow[][]): TInvoiceRow[] {
  return groups.flatMap((group) => {
    const summary = group.find((row) => row.invoiceType === 'SUMMARY-STATEMENT');
    if (!summary) return group;
    return [{ ...summary, subRows: group.filter((row) => row !== summary) }];
  });
}

/** Spec 001 §7 GET invoices/searcharchive/filter (AuthorityIds as the spec writes it, or any scope). */
export const ZArchiveFilterQuery = z.object({
  AuthorityIds: zCsv.optional(),
  authorityIds: zCsv.optional(),
  parentIds: zCsv.optional(),
  groupIds: zCsv.optional(),
  FilterCode: z.enum(ARCHIVE_FILTER_CODES, { error: INVOICE_ARCHIVE_KEYS.filterCodeUnknown }).optional(),
});

/** dataFilters: per keyGroup (supplyCountry: country code and name; currency: the codes). */
export const ZArchiveFilters = z
  .object({
    dataFilters: z.array(
      z.object({
        keyGroup: z.enum(['supplyCountry', 'currency']),
        values: z.array(z.object({ key: z.string(), value: z.string() })),
      }),
    ),
  })
  .meta({ id: 'InvoiceArchiveFilters' });
export type TArchiveFilters = z.infer<typeof ZArchiveFilters>;
