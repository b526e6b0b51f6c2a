import type { TTransactionStatus } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { Generations } from '../../db/generations';
import { inIdList } from '../../db/id-list';
import { AppError } from '../../platform/errors';
import { cachedByGeneration } from '../../platform/generation-cache';
import { columnMap } from '../../platform/paging';
import { scopeDigest } from '../../platform/scope';

/** What narrows the list (spec 001 §4, §5); every field is applied in SQL. */
export type ListFilter = {
  /** From the scope guard; never empty when it reaches SQL. */
  authorityIds: string[];
  /** Half-open window on transaction_date_time, epoch ms. */
  from: number;
  to: number;
  status?: TTransactionStatus;
  /** ILIKE over these searchable expressions. */
  text?: { term: string; columns: string[] };
  /** Exact match of one column (query parameters searchTerm + columnName). */
  column?: { name: 'summaryStatementNumber' | 'invoiceNumber' | 'fullCardNumber'; term: string };
};

type SortColumn = { expr: SQL; type: string; notNull: boolean };

/** Sortable columns: sortBy is checked against these names only (never SQL from the request). */
export const SORT_COLUMNS: Readonly<Record<string, SortColumn>> = columnMap({
  transactionDateTime: { expr: sql`t.transaction_date_time`, type: 'timestamptz', notNull: true },
  fullCardNumber: { expr: sql`c.card_number`, type: 'text', notNull: true },
  transactionStatus: { expr: sql`t.transaction_status`, type: 'transaction_status', notNull: true },
  siteName: { expr: sql`s.site_name`, type: 'text', notNull: false },
  vehicleRegistrationNumber: { expr: sql`t.vehicle_registration_number`, type: 'text', notNull: false },
  productName: { expr: sql`p.product_name`, type: 'text', notNull: false },
  quantity: { expr: sql`t.quantity_milli`, type: 'bigint', notNull: true },
  grossValue: { expr: sql`t.gross_invoice_minor`, type: 'bigint', notNull: true },
  supplyCountry: { expr: sql`t.supply_country`, type: 'text', notNull: true },
  isPriced: { expr: sql`t.is_priced`, type: 'boolean', notNull: true },
  invoiceNumber: { expr: sql`i.invoice_number`, type: 'text', notNull: false },
  invoiceDate: { expr: sql`i.invoice_date`, type: 'date', notNull: false },
  invoiceDueDate: { expr: sql`i.due_date`, type: 'date', notNull: false },
  summaryStatementNumber: { expr: sql`ss.invoice_number`, type: 'text', notNull: false },
  summaryStatementDate: { expr: sql`ss.invoice_date`, type: 'date', notNull: false },
  transactionId: { expr: sql`t.transaction_id`, type: 'uuid', notNull: true },
  brand: { expr: sql`b.name`, type: 'text', notNull: true },
});

/** Columns a text search looks in (when they are visible). */
const TEXT_COLUMNS: Readonly<Record<string, SQL>> = columnMap({
  fullCardNumber: sql`c.card_number`,
  transactionStatus: sql`t.transaction_status::text`,
  siteName: sql`s.site_name`,
  vehicleRegistrationNumber: sql`t.vehicle_registration_number`,
  productName: sql`p.product_name`,
  supplyCountry: sql`t.supply_country`,
  invoiceNumber: sql`i.invoice_number`,
  summaryStatementNumber: sql`ss.invoice_number`,
  transactionId: sql`t.transaction_id::text`,
  brand: sql`b.name`,
});

export type Sort = { column: string; order: 'asc' | 'desc' };
export const DEFAULT_SORT: Sort = { column: 'transactionDateTime', order: 'desc' };

/** The list's sort (spec 001 §9 default transactionDateTime descending); unknown columns are a 400. */
export function resolveSort(sortBy: string | undefined, sortOrder: 'asc' | 'desc' | undefined): Sort {
  const column = sortBy ?? DEFAULT_SORT.column;
  if (!SORT_COLUMNS[column])
    throw new AppError('VALIDATION', 'sort_column_unknown', `sortBy ${column} is not a column of this list`);
  return { column, order: sortOrder ?? (sortBy ? 'asc' : DEFAULT_SORT.order) };
}

const FROM = sql`
  from transactions t
  join cards c on c.card_id = t.card_id
  join brands b on b.brand_code = t.brand_code
  left join sites s on s.global_site_id = t.site_id
  left join products p on p.product_id = t.product_id
  left join invoices i on i.invoice_id = t.invoice_id
  left join invoices ss on ss.invoice_id = i.summary_statement_id`;

/**
 * The same columns for the rows of one page only: each lookup is planned alone, so a page costs one
 * small join search instead of a seven-table one (planning dominated the default page).
 */
const LOOKUPS = sql`
  left join lateral (select card_number from cards where card_id = t.card_id) c on true
  left join lateral (select name from brands where brand_code = t.brand_code) b on true
  left join lateral (select site_name from sites where global_site_id = t.site_id) s on true
  left join lateral (select product_name, unit from products where product_id = t.product_id) p on true
  left join lateral (select invoice_number, due_date, invoice_date, summary_statement_id from invoices
                      where invoice_id = t.invoice_id) i on true
  left join lateral (select invoice_number, invoice_date from invoices where invoice_id = i.summary_statement_id) ss on true`;

/** Columns of transactions alone, needing no join to filter or sort on. */
const OWN_SORT = new Set([
  'transactionDateTime',
  'transactionStatus',
  'vehicleRegistrationNumber',
  'quantity',
  'grossValue',
  'supplyCountry',
  'isPriced',
  'transactionId',
]);

const inScope = (column: SQL, ids: string[]) => inIdList(column, ids);

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (ms: number) => new Date(ms).toISOString();

function whereOf(filter: ListFilter): SQL {
  const parts: SQL[] = [
    inScope(sql`t.authority_id`, filter.authorityIds),
    sql`t.transaction_date_time >= ${iso(filter.from)}::timestamptz`,
    sql`t.transaction_date_time < ${iso(filter.to)}::timestamptz`,
  ];
  if (filter.status) parts.push(sql`t.transaction_status = ${filter.status}::transaction_status`);
  if (filter.column) {
    const term = filter.column.term;
    if (filter.column.name === 'fullCardNumber') parts.push(sql`c.card_number = ${term}`);
    if (filter.column.name === 'invoiceNumber') parts.push(sql`i.invoice_number = ${term}`);
    if (filter.column.name === 'summaryStatementNumber') parts.push(sql`ss.invoice_number = ${term}`);
  }
  if (filter.text) {
    const pattern = `%${escapeLike(filter.text.term)}%`;
    const columns = filter.text.columns.map((c) => TEXT_COLUMNS[c]).filter((c): c is SQL => Boolean(c));
    if (columns.length === 0) parts.push(sql`false`);
    else
      parts.push(
        sql`(${sql.join(
          columns.map((c) => sql`${c} ilike ${pattern}`),
          sql` or `,
        )})`,
      );
  }
  return sql.join(parts, sql` and `);
}

function orderOf(sort: Sort): SQL {
  const column = SORT_COLUMNS[sort.column] as SortColumn;
  const direction = sort.order === 'desc' ? sql`desc` : sql`asc`;
  // NOT NULL columns keep PostgreSQL's default null placement so the DESC indexes serve the sort.
  const nulls = column.notNull ? sql`` : sql` nulls last`;
  return sql`${column.expr} ${direction}${nulls}, t.transaction_id ${direction}, coalesce(t.product_id, 0) ${direction}`;
}

export type TransactionRowDb = {
  transaction_id: string;
  product_id: number | null;
  brand: string;
  card_number: string;
  transaction_status: TTransactionStatus;
  transaction_date_time: string;
  summary_statement_date: string | null;
  summary_statement_number: string | null;
  invoice_number: string | null;
  invoice_due_date: string | null;
  invoice_date: string | null;
  is_priced: boolean;
  site_name: string | null;
  vehicle_registration_number: string | null;
  product_name: string | null;
  unit: string | null;
  quantity_milli: string | number;
  gross_invoice_minor: string | number;
  invoice_currency: string;
  supply_country: string;
  sort_key?: string | null;
};

const SELECT = sql`select t.transaction_id::text as transaction_id, t.product_id, b.name as brand, c.card_number,
  t.transaction_status, to_char(t.transaction_date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as transaction_date_time,
  ss.invoice_date::text as summary_statement_date, ss.invoice_number as summary_statement_number,
  i.invoice_number, i.due_date::text as invoice_due_date, i.invoice_date::text as invoice_date, t.is_priced,
  s.site_name, t.vehicle_registration_number, p.product_name, p.unit, t.quantity_milli,
  t.gross_invoice_minor, t.invoice_currency, t.supply_country`;

/**
 * One page of the list, newest first unless sorted otherwise: the page's lines are chosen first (with
 * the joins only when a search or the sort needs them), then their display columns are looked up.
 */
export function listPage(db: Db, filter: ListFilter, sort: Sort, page: { limit: number; offset: number }) {
  const ownOnly = !filter.text && !filter.column && OWN_SORT.has(sort.column);
  const lines = sql`select t.* ${ownOnly ? sql`from transactions t` : FROM} where ${whereOf(filter)}
    order by ${orderOf(sort)} limit ${page.limit} offset ${page.offset}`;
  return queryRows<TransactionRowDb>(
    db,
    sql`${SELECT} from (${lines}) t ${LOOKUPS} order by ${orderOf(sort)}`,
  );
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** An exact count straight from the lines (joins only when a search needs them). */
async function countLines(db: Db, filter: ListFilter): Promise<number> {
  const from = filter.text || filter.column ? FROM : sql`from transactions t`;
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n ${from} where ${whereOf(filter)}`,
  );
  return Number(row?.n ?? 0);
}

/** Whole UTC days from the per-authority, per-day rollups (DESIGN §6). */
async function sumRollups(db: Db, filter: ListFilter): Promise<number> {
  const status = filter.status ? sql` and transaction_status = ${filter.status}::transaction_status` : sql``;
  const [row] = await queryRows<{ n: string | null }>(
    db,
    sql`select sum(row_count) as n from transaction_daily_rollups
         where ${inScope(sql`authority_id`, filter.authorityIds)}
           and day >= ${isoDay(filter.from)}::date and day < ${isoDay(filter.to)}::date${status}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The exact total of a filtered list: the whole UTC days inside the window (from the rollups, or from
 * the lines for a search) cached per data generation (platform/generation-cache), plus an exact count of
 * the partial days at the edges, which hold the newest lines.
 */
export async function countList(db: Db, filter: ListFilter, generations?: Generations): Promise<number> {
  const firstWholeDay = Math.ceil(filter.from / DAY) * DAY;
  const endOfWholeDays = Math.floor(filter.to / DAY) * DAY;
  if (endOfWholeDays <= firstWholeDay) return countLines(db, filter);
  const whole = { ...filter, from: firstWholeDay, to: endOfWholeDays };
  const searched = Boolean(filter.text || filter.column);
  const key = JSON.stringify([
    whole.from,
    whole.to,
    filter.status,
    filter.text,
    filter.column,
    scopeDigest(filter.authorityIds),
  ]);
  let total = await cachedByGeneration(
    db,
    'transactions',
    key,
    () => (searched ? countLines(db, whole) : sumRollups(db, whole)),
    { snapshot: generations },
  );
  if (filter.from < firstWholeDay) total += await countLines(db, { ...filter, to: firstWholeDay });
  if (filter.to > endOfWholeDays) total += await countLines(db, { ...filter, from: endOfWholeDays });
  return total;
}

/**
 * The whole filtered list in the list's order, `chunk` rows per query (keyset on the sort key plus
 * transaction id and product id), so memory stays bounded whatever the size.
 */
export async function* listChunks(
  db: Db,
  filter: ListFilter,
  sort: Sort,
  chunk: number,
  limit: number,
): AsyncGenerator<TransactionRowDb[]> {
  const column = SORT_COLUMNS[sort.column] as SortColumn;
  const cmp = sort.order === 'desc' ? sql`<` : sql`>`;
  const keyType = sql.raw(column.type);
  let after: { key: string | null; id: string; product: number } | undefined;
  let sent = 0;
  while (sent < limit) {
    let keyset = sql``;
    if (after) {
      const tail = sql`(t.transaction_id, coalesce(t.product_id, 0)) ${cmp} (${after.id}::uuid, ${after.product}::int)`;
      keyset =
        after.key === null
          ? sql` and ${column.expr} is null and ${tail}`
          : sql` and (${column.expr} ${cmp} ${after.key}::${keyType} or (${column.expr} = ${after.key}::${keyType} and ${tail})${column.notNull ? sql`` : sql` or ${column.expr} is null`})`;
    }
    const rows = await queryRows<TransactionRowDb>(
      db,
      sql`${SELECT}, (${column.expr})::text as sort_key ${FROM} where ${whereOf(filter)}${keyset}
          order by ${orderOf(sort)} limit ${Math.min(chunk, limit - sent)}`,
    );
    if (rows.length === 0) return;
    yield rows;
    sent += rows.length;
    const last = rows[rows.length - 1] as TransactionRowDb;
    after = { key: last.sort_key ?? null, id: last.transaction_id, product: last.product_id ?? 0 };
    if (rows.length < chunk) return;
  }
}

export type TransactionDetailDb = TransactionRowDb & {
  authority_id: string;
  authority_name: string;
  customer_name: string;
  issuer_country: string;
  issuer_number: string;
  authority_currency: string;
  card_holder_name: string | null;
  odometer_required: boolean;
  add_info_required: boolean;
  embossing_line1: string;
  supply_currency: string;
  net_supply_minor: string | number;
  vat_supply_minor: string | number;
  gross_supply_minor: string | number;
  original_gross_supply_minor: string | number;
  net_unit_list_price_milli: string | number | null;
  net_invoice_minor: string | number;
  vat_invoice_minor: string | number;
  authorisation_type: string;
  transaction_voucher_number: string;
  authorisation_code: string | null;
  odometer: number | null;
  driver_name: string | null;
  vehicle_driver_code: string | null;
  additional_information: string | null;
  transaction_type: string;
  type_of_transaction: string;
  oac_result_code_description: string | null;
  suspicious_indicator: boolean;
  alert_indicator: boolean;
  site_id: number | null;
  latitude: number | null;
  longitude: number | null;
  address_line1: string | null;
  address_line2: string | null;
  town: string | null;
  post_code: string | null;
  telephone_number: string | null;
  region_name: string | null;
  site_country: string | null;
  site_type_code: string | null;
  site_type_description: string | null;
  invoice_type: string | null;
};

/** One product line inside the given authorities; undefined when absent or another tenant's. */
export async function findTransaction(
  db: Db,
  authorityIds: string[],
  transactionId: string,
  productId: number | null,
): Promise<TransactionDetailDb | undefined> {
  if (authorityIds.length === 0) return undefined;
  const [row] = await queryRows<TransactionDetailDb>(
    db,
    sql`${SELECT}, t.authority_id, a.authority_name, cu.customer_name, a.issuer_country, a.issuer_number,
          a.currency as authority_currency, c.card_holder_name, c.odometer_required, c.add_info_required,
          c.embossing_line1, t.supply_currency, t.net_supply_minor, t.vat_supply_minor, t.gross_supply_minor,
          t.original_gross_supply_minor, t.net_unit_list_price_milli, t.net_invoice_minor, t.vat_invoice_minor,
          t.authorisation_type, t.transaction_voucher_number, t.authorisation_code, t.odometer, t.driver_name,
          t.vehicle_driver_code, t.additional_information, t.transaction_type, t.type_of_transaction,
          t.oac_result_code_description, t.suspicious_indicator, t.alert_indicator, t.site_id, s.latitude,
          s.longitude, s.address_line1, s.address_line2, s.town, s.post_code, s.telephone_number,
          r.region_name, co.country_code as site_country, st.code as site_type_code,
          st.description as site_type_description, i.invoice_type::text as invoice_type
        ${FROM}
        join authorities a on a.authority_id = t.authority_id
        join customers cu on cu.customer_id = a.customer_id
        left join regions r on r.area_id = s.area_id
        left join countries co on co.country_id = s.country_id
        left join site_types st on st.site_type_id = s.site_type_id
       where t.transaction_id = ${transactionId}::uuid
         and t.product_id is not distinct from ${productId}::int
         and ${inScope(sql`t.authority_id`, authorityIds)}`,
  );
  return row;
}

/** Locks the line for the odometer update; undefined when absent or another tenant's. */
export async function lockForOdometer(
  db: Db,
  authorityIds: string[],
  transactionId: string,
  productId: number | null,
) {
  const [row] = await queryRows<{
    odometer: number | null;
    odometer_required: boolean;
    authority_id: string;
  }>(
    db,
    sql`select t.odometer, c.odometer_required, t.authority_id
          from transactions t join cards c on c.card_id = t.card_id
         where t.transaction_id = ${transactionId}::uuid
           and t.product_id is not distinct from ${productId}::int
           and ${inScope(sql`t.authority_id`, authorityIds)}
         for update of t`,
  );
  return row;
}

export async function updateOdometer(
  db: Db,
  transactionId: string,
  productId: number | null,
  odometer: number,
) {
  await db.execute(
    sql`update transactions set odometer = ${odometer}
         where transaction_id = ${transactionId}::uuid and product_id is not distinct from ${productId}::int`,
  );
}

/** The user's saved column list of a section, if any. */
export async function savedColumns(db: Db, userId: number, section: string): Promise<string[] | undefined> {
  const [row] = await queryRows<{ columns: string[] }>(
    db,
    sql`select columns from user_column_preferences where user_id = ${userId} and section = ${section}`,
  );
  return row?.columns;
}
