import {
  INVOICE_KEYS,
  ISSUER_COUNTRIES,
  MULTIPLE_SUPPLY_COUNTRIES,
  parseSearchDay,
  type TInvoiceDetails,
  type TInvoiceListQuery,
  type TInvoiceListResponse,
  type TInvoiceRow,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import type { AuthorityScope } from '../../platform/scope';
import {
  countInvoices,
  findInvoice,
  type InvoiceFilter,
  type InvoiceRowDb,
  invoicesOfSummaries,
  listTopInvoices,
} from './repo';

export const SUMMARY = 'SUMMARY-STATEMENT';

export function toInvoiceRow(r: InvoiceRowDb, subRows: TInvoiceRow[] = []): TInvoiceRow {
  return {
    invoiceId: Number(r.invoice_id),
    invoiceNumber: r.invoice_number,
    invoiceType: r.invoice_type,
    invoiceDate: r.invoice_date,
    paymentDueDate: r.due_date,
    summaryStatementId: r.summary_statement_id === null ? null : Number(r.summary_statement_id),
    summaryStatementNumber: r.summary_statement_number,
    status: r.status,
    amount: Number(r.amount_minor) / 100,
    currency: r.currency,
    customer: r.authority_name,
    authorityNumber: r.authority_id,
    authorityOrParentNumber: r.parent_id ?? r.authority_id,
    issuerCountry: r.issuer_country,
    issuerCountryName: ISSUER_COUNTRIES[r.issuer_country] ?? r.issuer_country,
    accountId: r.account_id,
    clientNr: r.client_number,
    supplyCountry: r.supply_country ?? MULTIPLE_SUPPLY_COUNTRIES,
    speosInvoiceDate: r.speos_invoice_date,
    inArchive: r.in_archive,
    subRows,
  };
}

/** Spec 001 §5: a term d/m/yyyy is that day, any other term is text; filterCriteria is an inclusive range. */
export function invoiceFilter(scope: AuthorityScope, query: TInvoiceListQuery): InvoiceFilter {
  const filter: InvoiceFilter = { scope };
  if (query.filterCriteria) {
    const [from = '', to = ''] = query.filterCriteria.split(',');
    if (
      !parseSearchDay(from.split('-').reverse().join('/')) ||
      !parseSearchDay(to.split('-').reverse().join('/')) ||
      from > to
    )
      throw badRequest(INVOICE_KEYS.periodInvalid);
    filter.range = { from, to };
  }
  const term = query.searchBy?.trim();
  if (term) {
    const day = parseSearchDay(term);
    if (day) filter.day = day;
    else filter.text = term;
  }
  return filter;
}

/** Spec 001 §7 GET invoices: one page of top rows (default invoiceDate descending, §9) with their invoices. */
export async function listInvoices(
  db: Db,
  scope: AuthorityScope,
  query: TInvoiceListQuery,
): Promise<TInvoiceListResponse> {
  const filter = invoiceFilter(scope, query);
  const order = {
    column: query.sortBy ?? 'invoiceDate',
    direction: query.sortOrder ?? (query.sortBy ? 'asc' : 'desc'),
  } as const;
  const { top, children, carried } = await listTopInvoices(db, filter, order, pageWindow(query));
  const counts = await countInvoices(db, filter, carried);
  const bySummary = new Map<number, TInvoiceRow[]>();
  for (const child of children) {
    const key = Number(child.summary_statement_id);
    bySummary.set(key, [...(bySummary.get(key) ?? []), toInvoiceRow(child)]);
  }
  const summaries = top.map((r) => toInvoiceRow(r, bySummary.get(Number(r.invoice_id)) ?? []));
  const invoices = summaries.flatMap((s) => (s.invoiceType === SUMMARY ? s.subRows : [s]));
  return { summaries, invoices, ...counts };
}

function detailsOf(doc: InvoiceRowDb, invoices: TInvoiceRow[]): TInvoiceDetails {
  return {
    summaryDetails: {
      paymentMethodDescription: doc.payment_method_description,
      paymentDueDate: doc.due_date,
    },
    invoiceDeliveryAddress: doc.delivery_address ?? {},
    invoices,
  };
}

/** Details of a summary statement (its invoices too); an invoice id or another tenant's id is 404. */
export async function summaryDetails(db: Db, scope: AuthorityScope, id: number): Promise<TInvoiceDetails> {
  const doc = await findInvoice(db, scope, id);
  if (!doc || doc.invoice_type !== SUMMARY) throw notFound(INVOICE_KEYS.notFound);
  const invoices = (await invoicesOfSummaries(db, [id])).map((r) => toInvoiceRow(r));
  return detailsOf(doc, invoices);
}

/** Details of one invoice (same shape; its own row in invoices). */
export async function invoiceDetails(db: Db, scope: AuthorityScope, id: number): Promise<TInvoiceDetails> {
  const doc = await findInvoice(db, scope, id);
  if (!doc) throw notFound(INVOICE_KEYS.notFound);
  return detailsOf(doc, [toInvoiceRow(doc)]);
}
