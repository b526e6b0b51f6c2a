import {
  ARCHIVE_COUNTRIES_PARAM,
  archiveDateBounds,
  INVOICE_ARCHIVE_KEYS,
  isAmountUnbounded,
  parseSearchDay,
  type TArchiveFilters,
  type TArchiveQuery,
  type TArchiveResponse,
  type TInvoiceRow,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import type { AuthorityScope } from '../../platform/scope';
import {
  type ArchiveFilter,
  archiveChildren,
  archiveFilterValues,
  archivePage,
  countArchive,
} from './archive-repo';
import { SUMMARY, toInvoiceRow } from './service';

/** A real calendar day (yyyy-mm-dd), checked before it reaches SQL. */
const isDay = (day: string) => parseSearchDay(day.split('-').reverse().join('/')) === day;

/**
 * Spec 001 §3 Archive filters, §5: dates inside 1 January ten years back to today (none chosen: that
 * whole window), number 4 to 10 characters (the contract), amounts 0 to 100000 where the top end has
 * no upper limit, in the chosen currency; anything else is 400 with the spec's message key.
 */
export function archiveFilter(scope: AuthorityScope, query: TArchiveQuery, today: Date): ArchiveFilter {
  const bounds = archiveDateBounds(today);
  const from = query.invoiceDateFrom ?? bounds.from;
  const to = query.invoiceDateTo ?? bounds.to;
  if (!isDay(from) || !isDay(to) || from < bounds.from || to > bounds.to || from > to)
    throw badRequest(INVOICE_ARCHIVE_KEYS.dateOutOfRange);
  const low = query.InvoiceAmountFrom;
  const high = query.InvoiceAmountTo;
  if (low !== undefined && high !== undefined && low > high)
    throw badRequest(INVOICE_ARCHIVE_KEYS.amountInvalid);
  return {
    scope,
    from,
    to,
    invoiceType: query.invoiceType,
    invoiceNumber: query.invoiceNumber,
    supplyCountries: query[ARCHIVE_COUNTRIES_PARAM],
    currency: query.InvoiceCurrency,
    minMinor: low === undefined || low === 0 ? undefined : Math.round(low * 100),
    maxMinor: high === undefined || isAmountUnbounded(high) ? undefined : Math.round(high * 100),
  };
}

/** GET searcharchive: the count of top rows and one page of groups (a summary, then its invoices). */
export async function searchArchive(
  db: Db,
  scope: AuthorityScope,
  query: TArchiveQuery,
  today: Date,
): Promise<TArchiveResponse> {
  const filter = archiveFilter(scope, query, today);
  const [count, top] = await Promise.all([
    countArchive(db, filter),
    archivePage(db, filter, pageWindow(query)),
  ]);
  const summaries = top.filter((r) => r.invoice_type === SUMMARY).map((r) => Number(r.invoice_id));
  const whole = top
    .filter((r) => r.invoice_type === SUMMARY && r.self_match)
    .map((r) => Number(r.invoice_id));
  const children = await archiveChildren(db, filter, summaries, whole);
  const bySummary = new Map<number, TInvoiceRow[]>();
  for (const child of children) {
    const key = Number(child.summary_statement_id);
    bySummary.set(key, [...(bySummary.get(key) ?? []), toInvoiceRow(child)]);
  }
  const archive = top.map((r) => [toInvoiceRow(r), ...(bySummary.get(Number(r.invoice_id)) ?? [])]);
  return { count, archive };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** GET searcharchive/filter: the scope's supply countries and currencies over the archive window. */
export async function archiveFilters(
  db: Db,
  scope: AuthorityScope,
  filterCode: 'supplyCountry' | 'amount' | undefined,
  today: Date,
): Promise<TArchiveFilters> {
  const values = await archiveFilterValues(db, scope, archiveDateBounds(today));
  const dataFilters: TArchiveFilters['dataFilters'] = [];
  if (filterCode !== 'amount')
    dataFilters.push({
      keyGroup: 'supplyCountry',
      values: values.countries.map((code) => ({ key: code, value: countryName(code) })),
    });
  if (filterCode !== 'supplyCountry')
    dataFilters.push({
      keyGroup: 'currency',
      values: values.currencies.map((code) => ({ key: code, value: code })),
    });
  return { dataFilters };
}
