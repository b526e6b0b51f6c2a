import { type SQL, sql } from 'drizzle-orm';
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
  ],
  // Card counts filter on the cards alone (statuses and types never change; authorities are `access`).
  cards: ['cards'],
  // Whole-day totals: the rollups, or for a search the lines with what a search looks in.
  transactions: [
    'transaction_daily_rollups',
    'transactions',
    'invoices',
    'cards',
    'sites',
    'products',
    'brands',
  ],
  // Charging history totals (issue 17): whole-day rollups by session end, and the sessions.
  charging: ['charging_daily_rollups', 'charging_sessions'],
} as const;

export type GenerationSource = keyof typeof GENERATION_SOURCES;
/** Sources counted per customer; the others have one counter. */
export type CustomerSource = 'cards' | 'transactions' | 'charging';
const CUSTOMER_SOURCES: readonly CustomerSource[] = ['cards', 'transactions', 'charging'];

/** For a per-customer source, rows of these tables count only when their day lies before today (UTC). */
const PAST_DAY_COLUMNS: Record<string, string> = {
  transaction_daily_rollups: 'day',
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

/**
 * Deferred constraint triggers raise the counters at commit time, once per transaction and counter
 * (a transaction-local flag skips the other rows). Taking a counter's row lock only at commit, after
 * every row lock the transaction needs, means it cannot close a deadlock cycle. Drizzle has no
 * triggers, so these are installed after the migrations, idempotently.
 */
const FUNCTIONS = [
  `CREATE OR REPLACE FUNCTION raise_generation(counter text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'portal.generation_' || md5(counter);
BEGIN
  IF coalesce(current_setting(flag, true), '') = '' THEN
    INSERT INTO data_generations (source, generation) VALUES (counter, 1)
      ON CONFLICT (source) DO UPDATE SET generation = data_generations.generation + 1;
    PERFORM set_config(flag, 'raised', true);
  END IF;
END $$`,
  `CREATE OR REPLACE FUNCTION bump_data_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM raise_generation(TG_ARGV[0]);
  RETURN NULL;
END $$`,
  // TG_ARGV: source, the row's day column ('' when every change counts). A table without an
  // authority (the catalogue) raises every customer; TRUNCATE too.
  `CREATE OR REPLACE FUNCTION bump_customer_generation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  customer text;
  row_day date;
BEGIN
  FOR item IN SELECT x FROM unnest(array[
      CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END,
      CASE WHEN TG_OP IN ('UPDATE', 'INSERT') THEN to_jsonb(NEW) END]) x WHERE x IS NOT NULL OR TG_LEVEL = 'STATEMENT'
  LOOP
    IF TG_LEVEL = 'ROW' AND TG_ARGV[1] = 'day' THEN
      row_day := (item->>'day')::date;
    ELSIF TG_LEVEL = 'ROW' AND TG_ARGV[1] <> '' THEN
      row_day := ((item->>TG_ARGV[1])::timestamptz AT TIME ZONE 'UTC')::date;
    END IF;
    IF row_day >= (now() AT TIME ZONE 'UTC')::date THEN
      CONTINUE;
    END IF;
    IF TG_LEVEL = 'ROW' AND item ? 'authority_id' THEN
      SELECT a.customer_id::text INTO customer FROM authorities a WHERE a.authority_id = item->>'authority_id';
      IF customer IS NOT NULL THEN PERFORM raise_generation(TG_ARGV[0] || ':' || customer); END IF;
    ELSE
      PERFORM raise_generation(TG_ARGV[0] || ':' || c.customer_id) FROM customers c;
    END IF;
  END LOOP;
  RETURN NULL;
END $$`,
];

const triggerName = (source: string, table: string) => `${table}_${source}_generation`;

function triggersOf(source: GenerationSource, table: string) {
  const name = triggerName(source, table);
  const perCustomer = (CUSTOMER_SOURCES as readonly string[]).includes(source);
  const call = perCustomer
    ? `bump_customer_generation('${source}', '${PAST_DAY_COLUMNS[table] ?? ''}')`
    : `bump_data_generation('${source}')`;
  return [
    `DROP TRIGGER IF EXISTS ${name} ON ${table}`,
    `CREATE CONSTRAINT TRIGGER ${name} AFTER INSERT OR UPDATE OR DELETE ON ${table}
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${call}`,
    `DROP TRIGGER IF EXISTS ${name}_truncate ON ${table}`,
    `CREATE TRIGGER ${name}_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${call}`,
  ];
}

export async function installGenerationTriggers(db: Db): Promise<void> {
  for (const statement of FUNCTIONS) await db.execute(sql.raw(statement));
  for (const [source, tables] of Object.entries(GENERATION_SOURCES))
    for (const table of tables)
      for (const statement of triggersOf(source as GenerationSource, table))
        await db.execute(sql.raw(statement));
}

/**
 * Statements for a bulk load (the demo generator): it turns the row triggers off while it streams
 * rows in (a million trigger calls for nothing) and raises every counter once before it commits.
 */
export const bulkLoadGenerationStatements = {
  off: () => rowTriggerStatements('DISABLE'),
  on: () => rowTriggerStatements('ENABLE'),
  raiseAll: () =>
    `INSERT INTO data_generations (source, generation)
       SELECT source, 1 FROM (VALUES ('access')) s(source)
       UNION ALL SELECT s.source || ':' || c.customer_id, 1
         FROM (VALUES ${CUSTOMER_SOURCES.map((s) => `('${s}')`).join(', ')}) s(source) CROSS JOIN customers c
       ON CONFLICT (source) DO UPDATE SET generation = data_generations.generation + 1`,
};

function rowTriggerStatements(action: 'DISABLE' | 'ENABLE') {
  return Object.entries(GENERATION_SOURCES).flatMap(([source, tables]) =>
    tables.map((table) => `ALTER TABLE ${table} ${action} TRIGGER ${triggerName(source, table)}`),
  );
}

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
    const read = await readStamp(db, source, known.customers);
    if (read.access === known.access) return read;
  }
  const [row] = await queryRows<{ access: string; customers: string }>(
    db,
    sql`select coalesce((select generation from data_generations where source = 'access'), 0)::text as access,
               coalesce(string_agg(distinct a.customer_id, ','), '') as customers
          from authorities a where ${inIdList(sql`a.authority_id`, authorityIds)}`,
  );
  const entry = { access: Number(row?.access ?? 0), customers: row?.customers ?? '' };
  if (Object.isFrozen(authorityIds)) customersOf(db).set(authorityIds, entry);
  return readStamp(db, source, entry.customers);
}

const customerLists = new WeakMap<Db, WeakMap<readonly string[], { access: number; customers: string }>>();
function customersOf(db: Db) {
  let lists = customerLists.get(db);
  if (!lists) {
    lists = new WeakMap();
    customerLists.set(db, lists);
  }
  return lists;
}

const stampSql = (source: CustomerSource, customers: string) =>
  sql`select coalesce((select generation from data_generations where source = 'access'), 0)::text as access,
               coalesce(sum(g.generation), 0)::text as stamp,
               to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as today
          from data_generations g
         where g.source in (select 'access' union all
                            select ${`${source}:`} || unnest(string_to_array(${customers}, ',')))`;

type StampRow = { access: string | number; stamp: string | number; today: string };
const stampOf = (row: StampRow | undefined) => ({
  access: Number(row?.access ?? 0),
  stamp: Number(row?.stamp ?? 0),
  today: row?.today ?? '',
});

/** Every list with a cached total runs this: a named statement (a key look-up in a small table). */
async function readStamp(db: Db, source: CustomerSource, customers: string) {
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
  return known ? sql`(select row_to_json(s) from (${stampSql(source, known.customers)}) s)` : undefined;
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
