import type { TTransactionStatus } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { CarriedTotalRow } from '../../db/carried-total';
import { type Db, queryRows } from '../../db/client';
import {
  inIdList,
  isNarrowList,
  NARROW_PAGE_MAX,
  perIdRows,
  WIDE_ID_LIST,
  walkedScopeTest,
} from '../../db/id-list';
import { smallTable } from '../../db/small-tables';
import type { AuthorityScope } from '../../platform/scope';
import { SORT_COLUMNS, type Sort, type SortColumn } from './sort';
import { type TextSearch, textCondition } from './text-search';

/** What narrows the list (spec 001 §4, §5); every field is applied in SQL. */
export type ListFilter = {
  /** From the scope guard; never empty when it reaches SQL. */
  scope: AuthorityScope;
  /** Half-open window on transaction_date_time, epoch ms. */
  from: number;
  to: number;
  status?: TTransactionStatus;
  /** ILIKE over the visible text columns (text-search.ts). */
  text?: TextSearch;
  /** Exact match of one column (query parameters searchTerm + columnName). */
  column?: { name: 'summaryStatementNumber' | 'invoiceNumber' | 'fullCardNumber'; term: string };
};

export const FROM = sql`
  from transactions t
  join cards c on c.card_id = t.card_id
  join brands b on b.brand_code = t.brand_code
  left join sites s on s.global_site_id = t.site_id
  left join products p on p.product_id = t.product_id
  left join invoices i on i.invoice_id = t.invoice_id
  left join invoices ss on ss.invoice_id = i.summary_statement_id`;

/**
 * The same columns for the chosen lines only: each lookup is planned alone (`offset 0` keeps it from
 * becoming a join), so a page costs no seven-table join search (planning dominated the default page)
 * and an export chunk of 15,000 lines looks each up by key in the lines' order instead of hashing
 * every card and invoice and sorting again. Brands and products are held in memory (db/small-tables).
 */
const LOOKUPS = sql`
  left join lateral (select card_number from cards where card_id = t.card_id offset 0) c on true
  left join lateral (select site_name from sites where global_site_id = t.site_id offset 0) s on true
  left join lateral (select invoice_number, due_date, invoice_date, summary_statement_id from invoices
                      where invoice_id = t.invoice_id offset 0) i on true
  left join lateral (select invoice_number, invoice_date from invoices
                      where invoice_id = i.summary_statement_id offset 0) ss on true`;

/** The lines' own columns the display and the sort read (not the whole wide row: sorts stay in memory). */
const OWN_COLUMNS = sql`t.transaction_id, t.product_id, t.card_id, t.site_id, t.invoice_id, t.brand_code,
  t.transaction_status, t.transaction_date_time, t.is_priced, t.vehicle_registration_number,
  t.quantity_milli, t.gross_invoice_minor, t.invoice_currency, t.supply_country`;

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

export const inScope = (column: SQL, scope: AuthorityScope) => inIdList(column, scope.ids);

const iso = (ms: number) => new Date(ms).toISOString();

/** How whereOf checks the scope (see its comment), or a ready test (walkedScopeTest). */
export type ScopeCheck = 'list' | 'hashed' | 'none' | SQL;

/**
 * The filter as SQL. The scope is checked as a join (`list`), against the stored list while walking
 * the time index (walkedScopeTest, see WIDE_ID_LIST), as a hashed subquery (`hashed`: `is true` keeps it
 * from becoming a join, which compares each line with the list one id after another; for a text
 * search over a wide scope, whose lines the search's own indexes or the time index find), or left to
 * the caller (`none`).
 */
export function whereOf(filter: ListFilter, scope: ScopeCheck = 'list'): SQL {
  const scopeChecks: Record<Exclude<ScopeCheck, SQL>, () => SQL> = {
    list: () => inScope(sql`t.authority_id`, filter.scope),
    hashed: () => sql`(${inScope(sql`t.authority_id`, filter.scope)}) is true`,
    none: () => sql`true`,
  };
  const parts: SQL[] = [
    typeof scope === 'string' ? scopeChecks[scope]() : scope,
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
  if (filter.text) parts.push(textCondition(filter.text));
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

const LINE_COLUMNS = sql`t.transaction_id::text as transaction_id, t.product_id, c.card_number,
  t.transaction_status, to_char(t.transaction_date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as transaction_date_time,
  ss.invoice_date::text as summary_statement_date, ss.invoice_number as summary_statement_number,
  i.invoice_number, i.due_date::text as invoice_due_date, i.invoice_date::text as invoice_date, t.is_priced,
  s.site_name, t.vehicle_registration_number, t.quantity_milli,
  t.gross_invoice_minor, t.invoice_currency, t.supply_country`;
export const SELECT = sql`select ${LINE_COLUMNS}, b.name as brand, p.product_name, p.unit`;

const brandsOf = smallTable<string, { brand_code: string; name: string }>(
  sql`select brand_code::text as brand_code, name from brands`,
  (r) => r.brand_code,
);
const productsOf = smallTable<number, { product_id: number; product_name: string; unit: string | null }>(
  sql`select product_id, product_name, unit from products`,
  (r) => r.product_id,
);

/** Page rows as listPage reads them: the brand code and product id, named from memory. */
type PageRowDb = Omit<TransactionRowDb, 'brand' | 'product_name' | 'unit'> & { brand_code: string };

/** Columns a page's statement may read alongside its rows (listPage `carry`). */
type Carried = CarriedTotalRow;

async function named(db: Db, rows: (PageRowDb & Carried)[]): Promise<(TransactionRowDb & Carried)[]> {
  const [brands, products] = await Promise.all([
    brandsOf(db, new Set(rows.map((r) => r.brand_code))),
    productsOf(db, new Set(rows.flatMap((r) => (r.product_id === null ? [] : [r.product_id])))),
  ]);
  return rows.map(({ brand_code, ...r }) => {
    const product = r.product_id === null ? undefined : products.get(r.product_id);
    return {
      ...r,
      brand: brands.get(brand_code)?.name ?? '',
      product_name: product?.product_name ?? null,
      unit: product?.unit ?? null,
    };
  });
}

/**
 * Lines of the list in its order, chosen first (with the joins only when a column search or the sort
 * needs them; a text search filters the lines' own columns), then their display columns looked up for
 * those lines alone. A wide scope is a stored list for a short page of the newest lines (walkedScopeTest)
 * and a hash otherwise (a search, an export chunk): hidden in an InitPlan the planner reads a search's
 * scope line by line by authority, and every line walked is compared with the list one id at a time.
 */
async function chosenLines(
  db: Db,
  filter: ListFilter,
  sort: Sort,
  window: { limit: number; offset?: number; keyset?: SQL; sortKey?: boolean; carry?: SQL },
): Promise<(TransactionRowDb & Carried)[]> {
  const ownOnly = !filter.column && OWN_SORT.has(sort.column);
  const wide = ownOnly && filter.scope.ids.length > WIDE_ID_LIST;
  const hashed = Boolean(filter.text) || window.limit > WIDE_PAGE_MAX;
  const sortKey = window.sortKey
    ? sql`, (${(SORT_COLUMNS[sort.column] as SortColumn).expr})::text as sort_key`
    : sql``;
  const offset = window.offset ?? 0;
  const walked =
    wide && !hashed ? await walkedScopeTest(db, sql`t.authority_id`, filter.scope.ids) : undefined;
  const merged =
    ownOnly &&
    !window.keyset &&
    !window.sortKey &&
    sort.column === 'transactionDateTime' &&
    isNarrowList(filter.scope.ids) &&
    offset + window.limit <= NARROW_PAGE_MAX;
  const lines = merged
    ? sql`select t.* from ${perIdRows(filter.scope.ids, {
        source: sql`transactions t`,
        alias: sql`t`,
        column: sql`t.authority_id`,
        where: whereOf(filter, 'none'),
        orderBy: orderOf(sort),
        need: window.limit + offset,
        columns: OWN_COLUMNS,
      })} order by ${orderOf(sort)} limit ${window.limit} offset ${offset}`
    : sql`select ${OWN_COLUMNS}${sortKey} ${ownOnly ? sql`from transactions t` : FROM}
    where ${whereOf(filter, walked ?? (wide ? 'hashed' : 'list'))}${window.keyset ?? sql``}
    order by ${orderOf(sort)} limit ${window.limit} offset ${offset}`;
  const rows = await queryRows<PageRowDb>(
    db,
    sql`select ${LINE_COLUMNS}, t.brand_code::text as brand_code${window.sortKey ? sql`, t.sort_key` : sql``}${
      window.carry ? sql`, ${window.carry}` : sql``
    }
          from (${lines}) t ${LOOKUPS} order by ${orderOf(sort)}`,
  );
  return named(db, rows);
}

/** Pages up to this size walk a wide scope's newest lines against its stored list (db/id-list). */
const WIDE_PAGE_MAX = 120;

/**
 * One page of the list, newest first unless sorted otherwise; `carry`: more columns the statement
 * reads alongside (the live parts of the total, totals.ts countListColumns), on every row.
 */
export const listPage = (
  db: Db,
  filter: ListFilter,
  sort: Sort,
  page: { limit: number; offset: number },
  carry?: SQL,
) => chosenLines(db, filter, sort, { ...page, carry });

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
    const rows = await chosenLines(db, filter, sort, {
      limit: Math.min(chunk, limit - sent),
      keyset,
      sortKey: true,
    });
    if (rows.length === 0) return;
    yield rows;
    sent += rows.length;
    const last = rows[rows.length - 1] as TransactionRowDb;
    after = { key: last.sort_key ?? null, id: last.transaction_id, product: last.product_id ?? 0 };
    if (rows.length < chunk) return;
  }
}
