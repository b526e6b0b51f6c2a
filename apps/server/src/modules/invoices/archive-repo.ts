import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { readCustomerStamp } from '../../db/generations';
import { inIdList, walkedScopeTest } from '../../db/id-list';
import { cachedByStamp } from '../../platform/generation-cache';
import { type AuthorityScope, scopeDigest } from '../../platform/scope';
import { COLUMNS, type InvoiceRowDb, JOINS } from './repo';

/** The archive filters of spec 001 §3, checked (archive.ts); every part is SQL. */
export type ArchiveFilter = {
  scope: AuthorityScope;
  /** Inclusive days yyyy-mm-dd, always set (the ten-year window when none is chosen). */
  from: string;
  to: string;
  invoiceType?: string;
  invoiceNumber?: string;
  supplyCountries?: string[];
  currency?: string;
  /** Minor units; no upper bound when `maxMinor` is undefined. */
  minMinor?: number;
  maxMinor?: number;
};

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One document matches every chosen filter (scope apart). */
function matchOf(d: SQL, f: ArchiveFilter): SQL {
  const parts: SQL[] = [sql`${d}.invoice_date between ${f.from}::date and ${f.to}::date`];
  if (f.invoiceType) parts.push(sql`${d}.invoice_type = ${f.invoiceType}`);
  if (f.invoiceNumber) parts.push(sql`${d}.invoice_number ilike ${`%${escapeLike(f.invoiceNumber)}%`}`);
  if (f.supplyCountries?.length)
    parts.push(
      sql`${d}.supply_country in (select unnest(string_to_array(${f.supplyCountries.join(',')}, ',')))`,
    );
  if (f.currency) parts.push(sql`${d}.currency = ${f.currency}`);
  if (f.minMinor !== undefined) parts.push(sql`${d}.amount_minor >= ${f.minMinor}`);
  if (f.maxMinor !== undefined) parts.push(sql`${d}.amount_minor <= ${f.maxMinor}`);
  return sql.join(parts, sql` and `);
}

/**
 * Top rows: summaries and invoices outside any summary, in the scope; a summary is one when it or one
 * of its invoices matches (as on the invoice list). A child starts no earlier than the window's first
 * day minus a cycle, so the date window also bounds the summaries the exists() looks into.
 */
function topWhere(f: ArchiveFilter, inScope?: SQL): SQL {
  // A page walking the date index tests each row against a wide list (db/id-list walkedScopeTest).
  const scoped = inScope ?? inIdList(sql`i.authority_id`, f.scope.ids);
  // A number filter is selective: the documents holding it (and their summaries) are found first by
  // the trigram index; a top row outside them cannot match, so the rest of the condition is unchanged.
  const holding = f.invoiceNumber
    ? sql`i.invoice_id in (select d.invoice_id from invoices d where ${matchOf(sql`d`, f)}
        union all select d.summary_statement_id from invoices d where ${matchOf(sql`d`, f)}) and `
    : sql``;
  return sql`${holding}i.summary_statement_id is null and ${scoped}
    and i.invoice_date between (${f.from}::date - 62) and (${f.to}::date + 62)
    and (${matchOf(sql`i`, f)} or (i.invoice_type = 'SUMMARY-STATEMENT' and exists (
      select 1 from invoices c where c.summary_statement_id = i.invoice_id and ${matchOf(sql`c`, f)})))`;
}

/** The count of top rows, cached per stamp of the scope's customers (every change to their invoices raises it). */
export async function countArchive(db: Db, f: ArchiveFilter): Promise<number> {
  const { stamp } = await readCustomerStamp(db, 'invoices', f.scope.ids);
  const { scope, ...filters } = f;
  const key = JSON.stringify(['archive', filters, scopeDigest(scope)]);
  return cachedByStamp(db, key, stamp, () => countArchiveNow(db, f));
}

async function countArchiveNow(db: Db, f: ArchiveFilter): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from invoices i where ${topWhere(f)}`,
  );
  return Number(row?.n ?? 0);
}

export type ArchiveTopDb = InvoiceRowDb & { self_match: boolean };

/** One page of top rows, newest first; self_match says whether the document itself matched. */
export async function archivePage(
  db: Db,
  f: ArchiveFilter,
  window: { limit: number; offset: number },
): Promise<ArchiveTopDb[]> {
  return queryRows<ArchiveTopDb>(
    db,
    sql`select ${COLUMNS}, (${matchOf(sql`i`, f)}) as self_match
          from (select i.* from invoices i where ${topWhere(f, f.invoiceNumber ? undefined : await walkedScopeTest(db, sql`i.authority_id`, f.scope.ids))}
                 order by i.invoice_date desc, i.invoice_id desc
                 limit ${window.limit} offset ${window.offset}) i ${JOINS}
         order by i.invoice_date desc, i.invoice_id desc`,
  );
}

/** The invoices of these summaries: all of those in `whole`, the matching ones of the rest. */
export async function archiveChildren(
  db: Db,
  f: ArchiveFilter,
  summaryIds: number[],
  whole: number[],
): Promise<InvoiceRowDb[]> {
  if (summaryIds.length === 0) return [];
  const list = (ids: number[]) => sql`(select unnest(string_to_array(${ids.join(',') || '0'}, ','))::bigint)`;
  return queryRows<InvoiceRowDb>(
    db,
    sql`select ${COLUMNS} from invoices i ${JOINS}
        where i.summary_statement_id in ${list(summaryIds)}
          and (i.summary_statement_id in ${list(whole)} or ${matchOf(sql`i`, f)})
        order by i.invoice_date desc, i.invoice_number`,
  );
}

/** Distinct supply countries and currencies of the scope's documents in the window. */
export async function archiveFilterValues(
  db: Db,
  scope: AuthorityScope,
  window: { from: string; to: string },
): Promise<{ countries: string[]; currencies: string[] }> {
  const where = sql`${inIdList(sql`i.authority_id`, scope.ids)}
    and i.invoice_date between ${window.from}::date and ${window.to}::date`;
  const [countries, currencies] = await Promise.all([
    queryRows<{ v: string }>(
      db,
      sql`select distinct i.supply_country as v from invoices i where ${where} and i.supply_country is not null order by 1`,
    ),
    queryRows<{ v: string }>(
      db,
      sql`select distinct i.currency as v from invoices i where ${where} order by 1`,
    ),
  ]);
  return { countries: countries.map((r) => r.v), currencies: currencies.map((r) => r.v) };
}
