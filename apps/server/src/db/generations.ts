import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';

/** The sources whose totals may be cached, and the tables whose changes invalidate them. */
export const GENERATION_SOURCES = {
  access: [
    'authorities',
    'group_parents',
    'group_authorities',
    'user_authority_access',
    'user_parent_access',
    'user_group_access',
  ],
  // The card list shows the status, type and profile names too; statuses and types never change.
  cards: ['cards', 'authorities', 'restriction_profiles'],
  // Totals come from the rollups; list pages show the lines and their invoices.
  transactions: ['transaction_daily_rollups', 'transactions', 'invoices'],
} as const;

export type GenerationSource = keyof typeof GENERATION_SOURCES;

/** The committed generation of every source at one moment (a source never changed is absent: 0). */
export type Generations = Partial<Record<GenerationSource, number>>;

/** Every source's generation as one JSON object, to read alongside another query in one round trip. */
export const GENERATIONS_JSON = sql<Generations>`(select coalesce(json_object_agg(source, generation), '{}')
  from data_generations)`;

/**
 * Deferred constraint triggers raise data_generations.generation at commit time, once per transaction
 * (a transaction-local flag skips the other rows). Taking the counter's row lock only at commit, after
 * every row lock the transaction needs, means it cannot close a deadlock cycle. Drizzle has no triggers,
 * so these are installed after the migrations, idempotently.
 */
const FUNCTION = sql.raw(`
CREATE OR REPLACE FUNCTION bump_data_generation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'portal.generation_' || TG_ARGV[0];
BEGIN
  IF coalesce(current_setting(flag, true), '') = '' THEN
    INSERT INTO data_generations (source, generation) VALUES (TG_ARGV[0], 1)
      ON CONFLICT (source) DO UPDATE SET generation = data_generations.generation + 1;
    PERFORM set_config(flag, 'raised', true);
  END IF;
  RETURN NULL;
END $$`);

function triggersOf(source: GenerationSource, table: string) {
  const name = `${table}_${source}_generation`;
  return [
    `DROP TRIGGER IF EXISTS ${name} ON ${table}`,
    `CREATE CONSTRAINT TRIGGER ${name} AFTER INSERT OR UPDATE OR DELETE ON ${table}
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_generation('${source}')`,
    `DROP TRIGGER IF EXISTS ${name}_truncate ON ${table}`,
    `CREATE TRIGGER ${name}_truncate AFTER TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION bump_data_generation('${source}')`,
  ];
}

export async function installGenerationTriggers(db: Db): Promise<void> {
  await db.execute(FUNCTION);
  for (const [source, tables] of Object.entries(GENERATION_SOURCES))
    for (const table of tables)
      for (const statement of triggersOf(source as GenerationSource, table))
        await db.execute(sql.raw(statement));
}

/**
 * Statements for a bulk load (the demo generator): it turns the row triggers off while it streams
 * rows in (a million trigger calls for nothing) and raises every source once before it commits.
 */
export const bulkLoadGenerationStatements = {
  off: () => rowTriggerStatements('DISABLE'),
  on: () => rowTriggerStatements('ENABLE'),
  raiseAll: () =>
    `INSERT INTO data_generations (source, generation)
       VALUES ${Object.keys(GENERATION_SOURCES)
         .map((source) => `('${source}', 1)`)
         .join(', ')}
       ON CONFLICT (source) DO UPDATE SET generation = data_generations.generation + 1`,
};

function rowTriggerStatements(action: 'DISABLE' | 'ENABLE') {
  return Object.entries(GENERATION_SOURCES).flatMap(([source, tables]) =>
    tables.map((table) => `ALTER TABLE ${table} ${action} TRIGGER ${table}_${source}_generation`),
  );
}

/** The committed generation of a source (0 before its first change), from a snapshot when one is given. */
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
