import type { BulkLoader } from './bulk-loader';

type Definition = { table_name: string; name: string; type: 'p' | 'u' | 'f'; def: string };
type IndexDefinition = { name: string; def: string };

/** Tables whose keys stay in place: facts written outside the bulk load, and the generation counters the load raises. */
const KEPT_TABLES = ['app_meta', 'data_generations'];

/**
 * Drops keys, unique constraints, foreign keys and indexes of the public schema and returns a function
 * that recreates them exactly (pg_get_constraintdef / pg_indexes). Loading without them and building
 * each index once at the end is several times faster than maintaining them row by row; the foreign
 * keys are validated in one pass each when they come back. Runs inside the loader's transaction, so a
 * failed load leaves the schema as it was.
 */
export async function suspendConstraints(loader: BulkLoader): Promise<() => Promise<void>> {
  const kept = KEPT_TABLES.map((t) => `'${t}'`).join(', ');
  const constraints = await loader.rows<Definition>(`
    select quote_ident(t.relname) as table_name, quote_ident(c.conname) as name, c.contype as type,
           pg_get_constraintdef(c.oid) as def
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and c.contype in ('p', 'u', 'f') and t.relname not in (${kept})
     order by t.relname, c.conname`);
  const indexes = await loader.rows<IndexDefinition>(`
    select quote_ident(i.indexname) as name, i.indexdef as def
      from pg_indexes i
     where i.schemaname = 'public' and i.tablename not in (${kept})
       and not exists (
         select 1 from pg_constraint c join pg_namespace n on n.oid = c.connamespace
          where n.nspname = 'public' and c.conname = i.indexname and c.contype in ('p', 'u'))
     order by i.tablename, i.indexname`);
  const foreignKeys = constraints.filter((c) => c.type === 'f');
  const keys = constraints.filter((c) => c.type !== 'f');

  for (const fk of foreignKeys) await loader.exec(`ALTER TABLE ${fk.table_name} DROP CONSTRAINT ${fk.name}`);
  for (const index of indexes) await loader.exec(`DROP INDEX ${index.name}`);
  for (const key of keys) await loader.exec(`ALTER TABLE ${key.table_name} DROP CONSTRAINT ${key.name}`);

  return async () => {
    for (const key of keys)
      await loader.exec(`ALTER TABLE ${key.table_name} ADD CONSTRAINT ${key.name} ${key.def}`);
    for (const index of indexes) await loader.exec(index.def);
    for (const fk of foreignKeys) {
      await loader.exec(`ALTER TABLE ${fk.table_name} ADD CONSTRAINT ${fk.name} ${fk.def}`);
    }
  };
}

/** Moves every identity sequence past the ids the generator wrote explicitly. */
export async function syncIdentitySequences(loader: BulkLoader): Promise<void> {
  const columns = await loader.rows<{ table_name: string; column_name: string }>(`
    select quote_ident(table_name) as table_name, quote_ident(column_name) as column_name
      from information_schema.columns
     where table_schema = 'public' and is_identity = 'YES'
     order by table_name`);
  for (const { table_name, column_name } of columns) {
    await loader.exec(
      `SELECT setval(pg_get_serial_sequence('public.${table_name}', '${column_name.replace(/"/g, '')}'),
              coalesce((SELECT max(${column_name}) FROM ${table_name}), 0) + 1, false)`,
    );
  }
}
