import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

const columnNames = new WeakMap<PgTable, Map<string, string>>();
/** The table's column names by their Drizzle keys. */
function namesOf(table: PgTable): Map<string, string> {
  let names = columnNames.get(table);
  if (!names) {
    names = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
    columnNames.set(table, names);
  }
  return names;
}

/**
 * `insert into <table> (<columns>) select <columns> from jsonb_populate_recordset(...)`: many rows
 * (Drizzle keys, as `.values()` takes them) as ONE JSON parameter, converted by each column's type.
 * Drizzle's multi-row insert makes a parameter of every value through its entity checks: for a batch of
 * 200 ingested lines that was ~60 ms of the server's CPU, and PostgreSQL bound 6,000 parameters
 * (bench/results/speed-budgets.md, 2026-11-28 ninth session). The columns are those any row names
 * with a value; a row without one of them stores NULL there (not the column's default). Dates go as
 * ISO text. `tail`: `on conflict ...`, `returning ...`.
 */
export function insertJsonRows(
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  tail: SQL = sql``,
): SQL {
  const names = namesOf(table);
  const keys = new Set<string>();
  for (const row of rows)
    for (const [key, value] of Object.entries(row)) if (value !== undefined) keys.add(key);
  const columns = [...keys].map((key) => {
    const name = names.get(key);
    if (!name) throw new Error(`${getTableName(table)} has no column ${key}`);
    return name;
  });
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const key of keys) {
      const value = row[key];
      record[names.get(key) as string] = value instanceof Date ? value.toISOString() : (value ?? null);
    }
    return record;
  });
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const name = sql.raw(`"${getTableName(table)}"`);
  return sql`insert into ${name} (${list}) select ${list}
    from jsonb_populate_recordset(null::${name}, ${JSON.stringify(records)}::jsonb) ${tail}`;
}
