import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/**
 * Spec 001 §5 text search: a term matches a line when one of its visible text columns contains it
 * (ILIKE, wildcards escaped). Most of those columns live in other tables (card, site, product, brand,
 * invoice, summary statement), so the term is first looked up there and the line matched on its own
 * id columns: the filter is on `transactions` alone, which its indexes serve (a site's lines by
 * `(site_id, time)`, a card's by `(card_id, time)`, the registration by trigrams) instead of joining
 * seven tables for every line of the period and testing each (issue 13 Speed: 7.9 s → a few ms).
 */
export type TextSearch = {
  term: string;
  /** The visible columns, in the user's order. */
  columns: string[];
  /** The term's ids per looked-up column (resolveTextSearch); without them each is a subquery. */
  matches?: Record<string, MatchedIds>;
};

/** The ids a term matches in a looked-up table: a literal array, or too many: the lookup as SQL. */
type MatchedIds = { ids: string; count: number } | 'many';

/** More matching ids than this: the term is common there (dense lines), checked by a hashed subquery. */
const MAX_IDS = 2_000;

type Lookup = { column: SQL; arrayType: string; ids: (pattern: string) => SQL };

/** Visible columns held in another table: the ids of its rows whose text matches. */
const LOOKUPS: Readonly<Record<string, Lookup>> = {
  fullCardNumber: {
    column: sql`t.card_id`,
    arrayType: 'bigint[]',
    ids: (p) => sql`select card_id from cards where card_number ilike ${p}`,
  },
  siteName: {
    column: sql`t.site_id`,
    arrayType: 'bigint[]',
    ids: (p) => sql`select global_site_id from sites where site_name ilike ${p}`,
  },
  productName: {
    column: sql`t.product_id`,
    arrayType: 'integer[]',
    ids: (p) => sql`select product_id from products where product_name ilike ${p}`,
  },
  brand: {
    column: sql`t.brand_code`,
    arrayType: 'smallint[]',
    ids: (p) => sql`select brand_code from brands where name ilike ${p}`,
  },
  transactionStatus: {
    column: sql`t.transaction_status`,
    arrayType: 'transaction_status[]',
    ids: (p) => sql`select s from unnest(enum_range(null::transaction_status)) s where s::text ilike ${p}`,
  },
  invoiceNumber: {
    column: sql`t.invoice_id`,
    arrayType: 'bigint[]',
    ids: (p) => sql`select invoice_id from invoices where invoice_number ilike ${p}`,
  },
  summaryStatementNumber: {
    column: sql`t.invoice_id`,
    arrayType: 'bigint[]',
    ids: (p) => sql`select invoice_id from invoices
      where summary_statement_id in (select invoice_id from invoices where invoice_number ilike ${p})`,
  },
};

/**
 * Visible columns of the line itself. A country code has two characters and a transaction id only
 * hexadecimal digits and dashes: a term that cannot occur in one is not tested on every line.
 */
const OWN: Readonly<Record<string, { test: (p: string) => SQL; canMatch?: (term: string) => boolean }>> = {
  vehicleRegistrationNumber: { test: (p) => sql`t.vehicle_registration_number ilike ${p}` },
  supplyCountry: { test: (p) => sql`t.supply_country ilike ${p}`, canMatch: (term) => [...term].length <= 2 },
  transactionId: {
    test: (p) => sql`t.transaction_id::text ilike ${p}`,
    canMatch: (term) => /^[0-9a-f-]{1,36}$/i.test(term),
  },
};

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const patternOf = (term: string) => `%${escapeLike(term)}%`;

/** The looked-up columns among the visible ones, once each. */
const lookedUp = (columns: string[]) => [...new Set(columns)].filter((c) => c in LOOKUPS);

/**
 * Looks the term up in the tables of the visible columns, in one statement: at most MAX_IDS ids each
 * (beyond that the column stays a subquery). Reads only tables whose changes invalidate the cached
 * totals (db/generations `transactions`).
 */
export async function resolveTextSearch(db: Db, term: string, columns: string[]): Promise<TextSearch> {
  const keys = lookedUp(columns);
  if (keys.length === 0) return { term, columns, matches: {} };
  const p = patternOf(term);
  const rows = await queryRows<{ key: string; n: number | null; ids: string }>(
    db,
    sql.join(
      keys.map(
        (key) =>
          sql`select ${key}::text as key, cardinality(a) as n, a::text as ids
                from (select array(${(LOOKUPS[key] as Lookup).ids(p)} limit ${MAX_IDS + 1}) as a) x`,
      ),
      sql` union all `,
    ),
  );
  const matches: Record<string, MatchedIds> = {};
  for (const row of rows) {
    const count = Number(row.n ?? 0);
    matches[row.key] = count > MAX_IDS ? 'many' : { ids: row.ids, count };
  }
  return { term, columns, matches };
}

/** The search as a condition on the line's own columns (`t`); false when nothing can match. */
export function textCondition(search: TextSearch): SQL {
  const p = patternOf(search.term);
  const parts: SQL[] = [];
  for (const key of lookedUp(search.columns)) {
    const lookup = LOOKUPS[key] as Lookup;
    const matched = search.matches?.[key] ?? 'many';
    if (matched === 'many') parts.push(sql`${lookup.column} in (${lookup.ids(p)})`);
    else if (matched.count > 0)
      parts.push(sql`${lookup.column} = any(${matched.ids}::${sql.raw(lookup.arrayType)})`);
  }
  for (const key of new Set(search.columns)) {
    const own = OWN[key];
    if (own && (own.canMatch?.(search.term) ?? true)) parts.push(own.test(p));
  }
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}
