import { gzipSync } from 'node:zlib';
import {
  ODOMETER_AUDIT_CODE,
  ODOMETER_MAX_MIGRATION_STATUS,
  parseSearchDay,
  periodWindow,
  TRANSACTION_DOWNLOAD_MAX,
  TRANSACTION_DOWNLOAD_PAGE_SIZE,
  TRANSACTION_KEYS,
  TRANSACTIONS_PREFERENCE_SECTION,
  type TTransactionListQuery,
  type TTransactionListResponse,
  type TTransactionRow,
  type TTransactionUpdateBody,
  visibleTransactionColumns,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { UserRow } from '../../identity/accounts';
import { writeAudit } from '../../platform/audit';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import type { AuthorityScope } from '../../platform/scope';
import { findTransaction, lockForOdometer, savedColumns, updateOdometer } from './detail-repo';
import { type ListFilter, listChunks, listPage, type TransactionRowDb } from './repo';
import { resolveSort, type Sort } from './sort';
import { resolveTextSearch } from './text-search';
import { countList, countListColumns, countListFrom } from './totals';

const DAY = 86_400_000;

/** Minor units (cents) and thousandths to the numbers the API shows. */
export const major = (minor: string | number) => Number(minor) / 100;
export const milli = (value: string | number) => Number(value) / 1000;

export function toRow(r: TransactionRowDb): TTransactionRow {
  return {
    transactionUniqueId: `${r.transaction_id}${r.product_id ?? ''}`,
    transactionId: r.transaction_id,
    productId: r.product_id,
    brand: r.brand,
    fullCardNumber: r.card_number,
    transactionStatus: r.transaction_status,
    transactionDateTime: r.transaction_date_time,
    summaryStatementDate: r.summary_statement_date,
    summaryStatementNumber: r.summary_statement_number,
    invoiceNumber: r.invoice_number,
    invoiceDueDate: r.invoice_due_date,
    invoiceDate: r.invoice_date,
    isPriced: r.is_priced ? 'Y' : 'N',
    siteName: r.site_name,
    vehicleRegistrationNumber: r.vehicle_registration_number,
    productName: r.product_name,
    unit: r.unit,
    quantity: milli(r.quantity_milli),
    grossValue: major(r.gross_invoice_minor),
    currency: r.invoice_currency,
    supplyCountry: r.supply_country,
  };
}

/** The columns the user sees: their saved choice, else the default, plus the brand column (spec 001 §9). */
export async function visibleColumns(db: Db, userId: number): Promise<string[]> {
  return visibleTransactionColumns(await savedColumns(db, userId, TRANSACTIONS_PREFERENCE_SECTION));
}

/**
 * Spec 001 §4, §5: the query's filters as SQL-ready values. A column search matches one column
 * exactly; a search term that is a date d/m/yyyy is that whole day (instead of the period); any other
 * term is text across the visible columns; fromDashboard keeps the uninvoiced lines.
 */
export async function buildFilter(
  db: Db,
  user: UserRow,
  scope: AuthorityScope,
  query: TTransactionListQuery,
  now: number,
): Promise<ListFilter> {
  const window = periodWindow(query.filterdatatype, query.filterCriteria, now);
  if ('error' in window) throw badRequest(window.error, 'the period filter is not valid');
  const filter: ListFilter = { scope, ...window };
  if (query.fromDashboard === 'true') filter.status = 'Uninvoiced';
  if (query.columnName) {
    if (!query.searchTerm) throw badRequest(TRANSACTION_KEYS.searchColumnNeedsTerm, 'searchTerm is required');
    filter.column = { name: query.columnName, term: query.searchTerm };
  }
  const term = query.searchBy?.trim();
  if (term) {
    const day = parseSearchDay(term);
    if (day) {
      filter.from = Date.parse(`${day}T00:00:00Z`);
      filter.to = filter.from + DAY;
    } else {
      filter.text = await resolveTextSearch(db, term, await visibleColumns(db, user.id));
    }
  }
  return filter;
}

/** GET /api/transactions/transactions: one page and the exact total (download=gzip: the page compressed). */
export async function listTransactions(
  db: Db,
  options: {
    user: UserRow;
    scope: AuthorityScope;
    query: TTransactionListQuery;
    now: number;
  },
): Promise<TTransactionListResponse> {
  const { query, scope } = options;
  const sort = resolveSort(query.sortBy, query.sortOrder);
  if (scope.ids.length === 0)
    return { transactions: [], totalNumberOfTransactions: 0, maxDownloadCount: TRANSACTION_DOWNLOAD_MAX };
  const filter = await buildFilter(db, options.user, scope, query, options.now);
  // The live parts of the total ride along with the page: one statement, one snapshot.
  const planned = await countListColumns(db, filter);
  const rows = await listPage(db, filter, sort, pageWindow(query), planned?.columns);
  const total = await countListFrom(db, filter, planned, rows[0]);
  const transactions = rows.map(toRow);
  if (query.download === 'gzip') {
    const compressed = gzipSync(Buffer.from(JSON.stringify(transactions))).toString('base64');
    return {
      transactions: [],
      compressedTransactions: compressed,
      totalNumberOfTransactions: total,
      maxDownloadCount: TRANSACTION_DOWNLOAD_MAX,
    };
  }
  return { transactions, totalNumberOfTransactions: total, maxDownloadCount: TRANSACTION_DOWNLOAD_MAX };
}

/**
 * download=xlsx: the whole filtered list, refused above the maximum (spec 001 §5); rows come from
 * SQL 15000 at a time (spec 001 §9 download page size).
 */
export async function exportTransactions(
  db: Db,
  options: {
    user: UserRow;
    scope: AuthorityScope;
    query: TTransactionListQuery;
    now: number;
    /** Rows per SQL query and the most rows allowed (spec values unless a test narrows them). */
    chunk?: number;
    max?: number;
  },
): Promise<{ sort: Sort; total: number; chunks: AsyncIterable<TransactionRowDb[]> }> {
  const max = options.max ?? TRANSACTION_DOWNLOAD_MAX;
  const sort = resolveSort(options.query.sortBy, options.query.sortOrder);
  if (options.scope.ids.length === 0) return { sort, total: 0, chunks: (async function* () {})() };
  const filter = await buildFilter(db, options.user, options.scope, options.query, options.now);
  const total = await countList(db, filter);
  if (total > max)
    throw badRequest(TRANSACTION_KEYS.downloadTooMany, `at most ${max} rows can be downloaded`);
  const chunk = options.chunk ?? TRANSACTION_DOWNLOAD_PAGE_SIZE;
  return { sort, total, chunks: listChunks(db, filter, sort, chunk, max) };
}

const productIdOf = (productId: number | undefined) => productId ?? null;

/** Spec 001 §7: a transactionUniqueId is the 36-character id followed by the product id, if any. */
export function productIdFromUniqueId(uniqueId: string): number | undefined {
  const rest = uniqueId.slice(36);
  return /^\d{1,9}$/.test(rest) ? Number(rest) : undefined;
}

export async function loadTransaction(
  db: Db,
  scope: AuthorityScope,
  id: string,
  productId: number | undefined,
) {
  const row = await findTransaction(db, scope, id.toLowerCase(), productIdOf(productId));
  if (!row) throw notFound(TRANSACTION_KEYS.notFound);
  return row;
}

/**
 * POST /api/transactions/transactions/{id} (spec 001 §4 odometer edit, §5, §6): only the odometer,
 * only where the card asks for it, never for a user migrated beyond status 3; audited in the same
 * transaction as the change.
 */
export async function editOdometer(
  db: Db,
  options: {
    user: UserRow;
    impersonator?: UserRow;
    scope: AuthorityScope;
    id: string;
    productId: number | undefined;
    body: TTransactionUpdateBody & { fieldValue: string };
    now: number;
  },
) {
  const { user, body } = options;
  if (user.oneFleetMigratedStatus > ODOMETER_MAX_MIGRATION_STATUS) throw forbidden(TRANSACTION_KEYS.migrated);
  const id = options.id.toLowerCase();
  const productId = productIdOf(options.productId);
  if (body.transactionId.toLowerCase().slice(0, 36) !== id)
    throw badRequest(TRANSACTION_KEYS.notFound, 'transactionId does not match the path');
  const odometer = Number(body.fieldValue);
  await db.transaction(async (tx) => {
    const row = await lockForOdometer(tx, options.scope, id, productId);
    if (!row) throw notFound(TRANSACTION_KEYS.notFound);
    if (!row.odometer_required)
      throw new AppError(
        'VALIDATION',
        TRANSACTION_KEYS.odometerNotEditable,
        'the card does not carry an odometer',
      );
    await updateOdometer(tx, id, productId, odometer);
    await writeAudit(tx, {
      actionCode: ODOMETER_AUDIT_CODE,
      isSuccess: true,
      actor: { id: user.id, email: user.email },
      impersonator: options.impersonator
        ? { id: options.impersonator.id, email: options.impersonator.email }
        : undefined,
      authorityIds: [row.authority_id],
      body: {
        transactionUniqueId: `${id}${productId ?? ''}`,
        fieldName: body.fieldName,
        previousValue: row.odometer,
        newValue: odometer,
      },
      now: options.now,
    });
  });
}
