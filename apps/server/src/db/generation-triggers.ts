// The triggers that raise the data generations (generations.ts) when a committed change touches a
// cached value's tables, and their switch for bulk loads.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';
import { CUSTOMER_SOURCES, GENERATION_SOURCES, type GenerationSource, PAST_DAY_COLUMNS } from './generations';

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

/**
 * Columns whose changes derive nothing cached: an update that sets only these queues no trigger call
 * (the ingestion moves `cards.last_transaction_at` for every line; a user corrects a line's odometer,
 * 001 Transactions; no count, total or text search reads either).
 */
const UNCOUNTED_COLUMNS: Record<string, readonly string[]> = {
  cards: ['last_transaction_at'],
  transactions: ['odometer'],
};

/** The trigger function call of a table and source, and the table's day column for a per-customer source. */
function callOf(source: GenerationSource, table: string) {
  const perCustomer = (CUSTOMER_SOURCES as readonly string[]).includes(source);
  const dayColumn = perCustomer ? (PAST_DAY_COLUMNS[table] ?? '') : '';
  const call = perCustomer
    ? `bump_customer_generation('${source}', '${dayColumn}')`
    : `bump_data_generation('${source}')`;
  return { call, dayColumn };
}

/**
 * The row triggers of one table and source, each with a WHEN condition PostgreSQL checks as the row
 * changes: a row of today or later (PAST_DAY_COLUMNS) queues no deferred call at all, so a writer of
 * today's lines and rollups (every ingested batch) pays nothing at commit. A NULL day counts, as in
 * bump_customer_generation. `columns`: the table's columns, for UPDATE OF.
 */
function rowTriggers(source: GenerationSource, table: string, columns: readonly string[]) {
  const name = triggerName(source, table);
  const { call, dayColumn } = callOf(source, table);
  const today = `(now() AT TIME ZONE 'UTC')::date`;
  const past = (row: 'NEW' | 'OLD') =>
    dayColumn === 'day'
      ? `(${row}.day IS NULL OR ${row}.day < ${today})`
      : `(${row}.${dayColumn} IS NULL OR (${row}.${dayColumn} AT TIME ZONE 'UTC')::date < ${today})`;
  const uncounted = UNCOUNTED_COLUMNS[table] ?? [];
  const updateOf = uncounted.length ? ` OF ${columns.filter((c) => !uncounted.includes(c)).join(', ')}` : '';
  const events = [
    { suffix: 'insert', event: 'INSERT', when: dayColumn ? past('NEW') : '' },
    {
      suffix: 'update',
      event: `UPDATE${updateOf}`,
      when: dayColumn ? `${past('OLD')} OR ${past('NEW')}` : '',
    },
    { suffix: 'delete', event: 'DELETE', when: dayColumn ? past('OLD') : '' },
  ];
  return events.map((e) => ({
    name: `${name}_${e.suffix}`,
    create: `CREATE CONSTRAINT TRIGGER ${name}_${e.suffix} AFTER ${e.event} ON ${table}
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW${e.when ? ` WHEN (${e.when})` : ''} EXECUTE FUNCTION ${call}`,
  }));
}

const truncateTriggerName = (source: string, table: string) => `${triggerName(source, table)}_truncate`;

/**
 * A table's triggers for one source, each dropped and created again. (The one trigger for every row
 * event of before 2026-11-28 is no longer called for: dropRetiredTriggers removes it.)
 */
function triggersOf(source: GenerationSource, table: string, columns: readonly string[]) {
  const truncate = truncateTriggerName(source, table);
  const { call } = callOf(source, table);
  return [
    ...rowTriggers(source, table, columns).flatMap((t) => [
      `DROP TRIGGER IF EXISTS ${t.name} ON ${table}`,
      t.create,
    ]),
    `DROP TRIGGER IF EXISTS ${truncate} ON ${table}`,
    `CREATE TRIGGER ${truncate} AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${call}`,
  ];
}

/** The columns of the tables with UNCOUNTED_COLUMNS, as the database has them now. */
async function columnsOf(db: Db): Promise<Map<string, string[]>> {
  const tables = Object.keys(UNCOUNTED_COLUMNS);
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
         where table_schema = current_schema() and table_name in (${sql.join(
           tables.map((t) => sql`${t}`),
           sql`, `,
         )}) order by table_name, ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const r of rows) columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name]);
  return columns;
}

/** Every generation trigger the sources call for now, by table. */
function expectedTriggers(): Set<string> {
  const names = new Set<string>();
  for (const [source, tables] of Object.entries(GENERATION_SOURCES))
    for (const table of tables) {
      for (const t of rowTriggers(source as GenerationSource, table, [])) names.add(`${table}.${t.name}`);
      names.add(`${table}.${truncateTriggerName(source, table)}`);
    }
  // Unquoted in CREATE TRIGGER, so PostgreSQL keeps them in lower case.
  return new Set([...names].map((n) => n.toLowerCase()));
}

/**
 * Generation triggers of a source that no longer reads a table (a source split or narrowed): left in
 * place they would raise a counter for changes nothing cached reads.
 */
async function dropRetiredTriggers(db: Db): Promise<void> {
  const expected = expectedTriggers();
  const present = await queryRows<{ table_name: string; trigger_name: string }>(
    db,
    sql`select c.relname as table_name, t.tgname as trigger_name
          from pg_trigger t join pg_class c on c.oid = t.tgrelid
         where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
           and t.tgname ~ '_generation(_insert|_update|_delete|_truncate)?$'`,
  );
  for (const { table_name, trigger_name } of present)
    if (!expected.has(`${table_name}.${trigger_name}`))
      await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${trigger_name}" ON "${table_name}"`));
}

export async function installGenerationTriggers(db: Db): Promise<void> {
  for (const statement of FUNCTIONS) await db.execute(sql.raw(statement));
  await dropRetiredTriggers(db);
  const columns = await columnsOf(db);
  for (const [source, tables] of Object.entries(GENERATION_SOURCES))
    for (const table of tables)
      for (const statement of triggersOf(source as GenerationSource, table, columns.get(table) ?? []))
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
    tables.flatMap((table) =>
      rowTriggers(source as GenerationSource, table, []).map(
        (t) => `ALTER TABLE ${table} ${action} TRIGGER ${t.name}`,
      ),
    ),
  );
}
