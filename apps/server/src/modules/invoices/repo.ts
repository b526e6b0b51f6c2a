import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { stampColumn, stampFromColumn } from '../../db/generations';
import { inIdList, isNarrowList, NARROW_PAGE_MAX, perIdRows, walkedScopeTest } from '../../db/id-list';
import type { Address } from '../../db/schema/hierarchy';
import { cachedByStamp } from '../../platform/generation-cache';
import { columnMap } from '../../platform/paging';
import { type AuthorityScope, scopeDigest } from '../../platform/scope';

/** What narrows the invoice list (spec 001 §5 search, date filter); every part is SQL. */
export type InvoiceFilter = {
  scope: AuthorityScope;
  /** Inclusive days yyyy-mm-dd on the top row's invoice date. */
  range?: { from: string; to: string };
  /** A search day (the term was a date) or a text term. */
  day?: string;
  text?: string;
};

export type InvoiceRowDb = {
  invoice_id: string | number;
  invoice_number: string;
  invoice_type: 'SUMMARY-STATEMENT' | 'NATIONAL-INVOICE' | 'INTERNATIONAL-INVOICE';
  invoice_date: string;
  due_date: string;
  summary_statement_id: string | number | null;
  summary_statement_number: string | null;
  status: 'Open' | 'Paid' | 'Overdue';
  amount_minor: string | number;
  currency: string;
  authority_id: string;
  parent_id: string | null;
  authority_name: string;
  issuer_country: string;
  account_id: string;
  client_number: string | null;
  supply_country: string | null;
  speos_invoice_date: string | null;
  in_archive: boolean;
  payment_method_description: string;
  delivery_address: Address;
};

/**
 * Columns that are never null: they sort without `nulls last` (the same order), so the date index
 * (invoices_top_date_idx) serves the default invoiceDate descending page.
 */
const NOT_NULL_SORT = new Set([
  'invoiceNumber',
  'invoiceDate',
  'invoiceType',
  'issuerCountry',
  'amount',
  'status',
  'paymentDueDate',
]);

/** sortBy names only these (the contract's enum); never SQL from the request. */
export const INVOICE_SORT: Readonly<Record<string, SQL>> = columnMap({
  invoiceNumber: sql`i.invoice_number`,
  invoiceDate: sql`i.invoice_date`,
  invoiceType: sql`i.invoice_type::text`,
  issuerCountry: sql`i.issuer_country`,
  amount: sql`i.amount_minor`,
  status: sql`i.status::text`,
  supplyCountry: sql`i.supply_country`,
  paymentDueDate: sql`i.due_date`,
});

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One document matches the search: its day, or the text in its number, type, status or countries. */
function matchOf(alias: SQL, filter: InvoiceFilter): SQL | null {
  if (filter.day) return sql`${alias}.invoice_date = ${filter.day}::date`;
  if (!filter.text) return null;
  const p = `%${escapeLike(filter.text)}%`;
  return sql`(${alias}.invoice_number ilike ${p} or ${alias}.invoice_type::text ilike ${p}
    or ${alias}.status::text ilike ${p} or ${alias}.issuer_country ilike ${p}
    or coalesce(${alias}.supply_country, 'Multiple') ilike ${p})`;
}

/**
 * Top rows: summaries and invoices outside any summary; a summary matches when one of its invoices does.
 * `inScope`: the scope's test (walkedScopeTest when the page walks the date index, `true` when the
 * caller reads per authority); the scope's list by default.
 */
function topWhere(filter: InvoiceFilter, inScope?: SQL): SQL {
  const parts: SQL[] = [
    sql`i.summary_statement_id is null`,
    inScope ?? inIdList(sql`i.authority_id`, filter.scope.ids),
  ];
  if (filter.range)
    parts.push(sql`i.invoice_date between ${filter.range.from}::date and ${filter.range.to}::date`);
  const own = matchOf(sql`i`, filter);
  const child = matchOf(sql`c`, filter);
  if (own && child)
    parts.push(
      sql`(${own} or exists (select 1 from invoices c where c.summary_statement_id = i.invoice_id and ${child}))`,
    );
  return sql.join(parts, sql` and `);
}

export const COLUMNS = sql`i.invoice_id, i.invoice_number, i.invoice_type, i.invoice_date::text as invoice_date,
  i.due_date::text as due_date, i.summary_statement_id, ss.invoice_number as summary_statement_number,
  i.status, i.amount_minor, i.currency, i.authority_id, i.parent_id, a.authority_name, i.issuer_country,
  i.account_id, coalesce(i.client_number, a.client_number) as client_number, i.supply_country,
  i.speos_invoice_date::text as speos_invoice_date, i.in_archive, i.payment_method_description,
  i.delivery_address`;
export const JOINS = sql`join authorities a on a.authority_id = i.authority_id
  left join invoices ss on ss.invoice_id = i.summary_statement_id`;

/**
 * The list's three totals, cached per stamp of the scope's customers (db/generations: every change to
 * their invoices raises it); the page itself is read on every request. `carried`: the stamp the page's
 * statement read (listTopInvoices), else it is read apart.
 */
export async function countInvoices(db: Db, filter: InvoiceFilter, carried?: unknown) {
  const { stamp } = await stampFromColumn(db, 'invoices', filter.scope.ids, carried);
  const { range, day, text } = filter;
  const key = JSON.stringify(['invoices', range, day, text, scopeDigest(filter.scope)]);
  return cachedByStamp(db, key, stamp, () => countInvoicesNow(db, filter));
}

async function countInvoicesNow(db: Db, filter: InvoiceFilter) {
  const [row] = await queryRows<{ records: string; summaries: string; invoices: string }>(
    db,
    sql`with top as (select i.invoice_id, i.invoice_type from invoices i where ${topWhere(filter)})
        select count(*) as records,
               count(*) filter (where invoice_type = 'SUMMARY-STATEMENT') as summaries,
               count(*) filter (where invoice_type <> 'SUMMARY-STATEMENT')
                 + (select count(*) from invoices c where c.summary_statement_id in
                     (select invoice_id from top where invoice_type = 'SUMMARY-STATEMENT')) as invoices
          from top`,
  );
  return {
    totalRecords: Number(row?.records ?? 0),
    totalNumberOfSummaries: Number(row?.summaries ?? 0),
    totalNumberOfInvoices: Number(row?.invoices ?? 0),
  };
}

/**
 * One page of top rows (summaries and invoices outside any summary) AND the invoices of the page's
 * summaries, in ONE statement (a second round trip for the children cost ~0.5 ms of the page's CPU):
 * `part` 0 rows are the page in its order, `part` 1 rows the children newest first.
 */
export async function listTopInvoices(
  db: Db,
  filter: InvoiceFilter,
  order: { column: string; direction: 'asc' | 'desc' },
  window: { limit: number; offset: number },
): Promise<{ top: InvoiceRowDb[]; children: InvoiceRowDb[]; carried: unknown }> {
  const name = INVOICE_SORT[order.column] ? order.column : 'invoiceDate';
  const direction = order.direction === 'desc' ? sql`desc` : sql`asc`;
  const nulls = NOT_NULL_SORT.has(name) ? sql`` : sql` nulls last`;
  const orderBy = sql`${INVOICE_SORT[name] as SQL} ${direction}${nulls}, i.invoice_id ${direction}`;
  // By date without a search, the page's rows are chosen by walking the date index first.
  const walk = name === 'invoiceDate' && !filter.text && !filter.day;
  // The stamp of the list's totals rides along (db/generations stampColumn): one round trip less.
  const stamp = stampColumn(db, 'invoices', filter.scope.ids);
  const need = window.limit + window.offset;
  // A few authorities: each one's newest by its own index, merged (db/id-list).
  const topRows =
    walk && isNarrowList(filter.scope.ids) && need <= NARROW_PAGE_MAX
      ? perIdRows(filter.scope.ids, {
          source: sql`invoices i`,
          alias: sql`i`,
          column: sql`i.authority_id`,
          where: topWhere(filter, sql`true`),
          orderBy,
          need,
        })
      : sql`invoices i where ${topWhere(filter, walk ? await walkedScopeTest(db, sql`i.authority_id`, filter.scope.ids) : undefined)}`;
  const rows = await queryRows<InvoiceRowDb & { part: number; customer_stamp?: unknown }>(
    db,
    sql`with page as materialized (select i.* from ${topRows}
          order by ${orderBy} limit ${window.limit} offset ${window.offset})
        select rows.*${stamp ? sql`, ${stamp} as customer_stamp` : sql``} from (
          select 0 as part, row_number() over (order by ${orderBy}) as ord, ${COLUMNS} from page i ${JOINS}
          union all
          select 1 as part, row_number() over (order by i.invoice_date desc, i.invoice_number) as ord, ${COLUMNS}
            from invoices i ${JOINS}
           where i.summary_statement_id in (select invoice_id from page where invoice_type = 'SUMMARY-STATEMENT')
        ) rows order by part, ord`,
  );
  return {
    top: rows.filter((r) => r.part === 0),
    children: rows.filter((r) => r.part === 1),
    carried: rows[0]?.customer_stamp,
  };
}

/** The invoices of these summaries, newest first. */
export async function invoicesOfSummaries(db: Db, summaryIds: number[]): Promise<InvoiceRowDb[]> {
  if (summaryIds.length === 0) return [];
  return queryRows<InvoiceRowDb>(
    db,
    sql`select ${COLUMNS} from invoices i ${JOINS}
        where i.summary_statement_id in (select unnest(string_to_array(${summaryIds.join(',')}, ','))::bigint)
        order by i.invoice_date desc, i.invoice_number`,
  );
}

/** One document inside the scope (another tenant's id finds nothing: 404, like an unknown id). */
export async function findInvoice(
  db: Db,
  scope: AuthorityScope,
  id: number,
): Promise<InvoiceRowDb | undefined> {
  const [row] = await queryRows<InvoiceRowDb>(
    db,
    sql`select ${COLUMNS} from invoices i ${JOINS}
        where i.invoice_id = ${id} and ${inIdList(sql`i.authority_id`, scope.ids)}`,
  );
  return row;
}
