import { type SQL, sql } from 'drizzle-orm';
import { textArrayLiteral } from './array-literal';
import { type Db, queryRows, queryRowsPrepared } from './client';
import { inIdList } from './id-list';

/**
 * The sources whose derived values may be cached, and the tables whose changes invalidate them.
 * `access` (a user's reach) is one counter: grants and the hierarchy change rarely and no writer of
 * cards or transactions touches them. `cards` and `transactions` (list totals) are counted per
 * customer (`cards:<customer id>`), so a writer only ever waits on its own customer's counter, and
 * changes to the lines or rollups of the current UTC day (every new transaction) raise nothing: the
 * cached totals cover whole past days only (the partial days are counted live).
 */
export const GENERATION_SOURCES = {
  access: [
    'authorities',
    'group_parents',
    'group_authorities',
    'user_authority_access',
    'user_parent_access',
    'user_group_access',
    // The permission gate's role table (platform/permission-gate): a changed role opens or closes routes.
    'role_permissions',
  ],
  // Card counts filter on the cards alone (statuses and types never change; authorities are `access`).
  cards: ['cards'],
  // Whole-day totals of an unsearched list: the daily counts (kept with the lines in one transaction).
  transactions: ['transaction_daily_counts', 'transactions'],
  // Whole-day totals of a searched list: the lines with what a search looks in. Apart from the
  // unsearched totals, so a card, site or invoice change does not recompute those.
  transactionSearch: [
    'transaction_daily_counts',
    'transactions',
    'invoices',
    'cards',
    'sites',
    'products',
    'brands',
  ],
  // Invoice list and archive counts (issue 16): the invoices alone.
  invoices: ['invoices'],
  // Charging history totals (issue 17): whole-day rollups by session end, and the sessions.
  charging: ['charging_daily_rollups', 'charging_sessions'],
} as const;

export type GenerationSource = keyof typeof GENERATION_SOURCES;
/** Sources counted per customer; the others have one counter. */
export const CUSTOMER_SOURCES = [
  'cards',
  'transactions',
  'transactionSearch',
  'invoices',
  'charging',
] as const satisfies readonly GenerationSource[];
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];

/** For a per-customer source, rows of these tables count only when their day lies before today (UTC). */
export const PAST_DAY_COLUMNS: Record<string, string> = {
  transaction_daily_counts: 'day',
  transactions: 'transaction_date_time',
  charging_daily_rollups: 'day',
  charging_sessions: 'session_end',
};

/** The committed generation of every single-counter source at one moment (absent: 0). */
export type Generations = Partial<Record<GenerationSource, number>>;

/** The sources with one counter (the others have one per customer). */
const SINGLE_SOURCES = (Object.keys(GENERATION_SOURCES) as GenerationSource[]).filter(
  (s) => !(CUSTOMER_SOURCES as readonly string[]).includes(s),
);

/**
 * Every single-counter source's generation as one JSON object, to read alongside another query (each
 * session look-up): primary-key look-ups of the named rows, not a scan of every customer's counters.
 */
export const GENERATIONS_JSON = sql<Generations>`(select coalesce(json_object_agg(source, generation), '{}')
  from data_generations where source in (${sql.raw(SINGLE_SOURCES.map((s) => `'${s}'`).join(', '))}))`;

/** The committed generation of a single-counter source (0 before its first change), from a snapshot when given. */
export async function readGeneration(
  db: Db,
  source: GenerationSource,
  snapshot?: Generations,
): Promise<number> {
  if (snapshot) return Number(snapshot[source] ?? 0);
  const [row] = await queryRows<{ generation: string | number }>(
    db,
    sql`select generation from data_generations where source = ${source}`,
  );
  return Number(row?.generation ?? 0);
}

/**
 * A stamp of a per-customer source over the customers of some authorities: the sum of their
 * counters and of `access` (an authority moving to another customer). Counters only grow, so the sum
 * changes whenever one of them does. Also today's UTC date by the database's clock, which decides
 * which days are whole past days. The customers of a list of authorities are remembered per `access`
 * generation, which the stamp query reads too: one small statement per request.
 */
export async function readCustomerStamp(
  db: Db,
  source: CustomerSource,
  authorityIds: readonly string[],
): Promise<{ stamp: number; today: string }> {
  const known = customersOf(db).get(authorityIds);
  if (known) {
    const read = await readStamp(db, source, known);
    if (read.access === known.access) return read;
  }
  const [row] = await queryRows<{ access: string; customers: string }>(
    db,
    sql`select coalesce((select generation from data_generations where source = 'access'), 0)::text as access,
               coalesce(string_agg(distinct a.customer_id, ','), '') as customers
          from authorities a where ${inIdList(sql`a.authority_id`, authorityIds)}`,
  );
  const entry: Customers = { access: Number(row?.access ?? 0), customers: row?.customers ?? '', sources: {} };
  if (Object.isFrozen(authorityIds)) customersOf(db).set(authorityIds, entry);
  return readStamp(db, source, entry);
}

/** The customers of a list of authorities (comma-joined), and their counters' array per source (stampSources). */
type Customers = { access: number; customers: string; sources: Partial<Record<CustomerSource, string>> };
const customerLists = new WeakMap<Db, WeakMap<readonly string[], Customers>>();
function customersOf(db: Db) {
  let lists = customerLists.get(db);
  if (!lists) {
    lists = new WeakMap();
    customerLists.set(db, lists);
  }
  return lists;
}

/**
 * `access` and the customers' counters of a source as one text array parameter (db/array-literal;
 * the customers come comma-joined, readCustomerStamp). Compared by
 * `= any`, a custom plan hashes the array and reads the table once, a generic plan (the named
 * statement) probes its key per counter; the union of an unnested list planned and hashed the list on
 * every request (1.2 ms for a 636-customer scope, 0.4 ms now; bench/results/speed-budgets.md).
 */
function stampSources(source: CustomerSource, { customers, sources }: Customers): string {
  let array = sources[source];
  if (array === undefined) {
    const counters = customers ? customers.split(',').map((c) => `${source}:${c}`) : [];
    array = textArrayLiteral(['access', ...counters]);
    sources[source] = array;
  }
  return array;
}

const stampSql = (source: CustomerSource, customers: Customers) =>
  sql`select coalesce((select generation from data_generations where source = 'access'), 0)::text as access,
               coalesce(sum(g.generation), 0)::text as stamp,
               to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as today
          from data_generations g
         where g.source = any(${stampSources(source, customers)}::text[])`;

type StampRow = { access: string | number; stamp: string | number; today: string };
const stampOf = (row: StampRow | undefined) => ({
  access: Number(row?.access ?? 0),
  stamp: Number(row?.stamp ?? 0),
  today: row?.today ?? '',
});

/** Every list with a cached total runs this: a named statement (a key look-up in a small table). */
async function readStamp(db: Db, source: CustomerSource, customers: Customers) {
  const [row] = await queryRowsPrepared<StampRow>(db, 'customer_stamp', stampSql(source, customers));
  return stampOf(row);
}

/**
 * readCustomerStamp as one JSON column of the page's own statement (one round trip less, and the
 * stamp of the same snapshot as the rows): `${stampColumn(...)} as customer_stamp`. Undefined until
 * the scope's customers are known for this process (the first request of a scope reads them).
 */
export function stampColumn(
  db: Db,
  source: CustomerSource,
  authorityIds: readonly string[],
): SQL | undefined {
  const known = customersOf(db).get(authorityIds);
  return known ? sql`(select row_to_json(s) from (${stampSql(source, known)}) s)` : undefined;
}

/**
 * The stamp a page's statement carried (stampColumn), when the customers it summed are still those
 * of the scope (no change to `access` since); else, or without a row, readCustomerStamp.
 */
export function stampFromColumn(
  db: Db,
  source: CustomerSource,
  authorityIds: readonly string[],
  carried: unknown,
): Promise<{ stamp: number; today: string }> {
  const known = customersOf(db).get(authorityIds);
  if (known && carried && typeof carried === 'object') {
    const read = stampOf(carried as StampRow);
    if (read.access === known.access) return Promise.resolve(read);
  }
  return readCustomerStamp(db, source, authorityIds);
}
