import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';

export type DatabaseChecksum = { total: string; tables: Record<string, { rows: number; md5: string }> };

/**
 * md5 of every public table's rows in text form, ordered, plus one total over all tables. app_meta is
 * left out: it holds signing keys and load times, not generated data; so is data_generations, whose
 * counters rise with every load. Runs with TimeZone UTC so
 * timestamps print the same on every server.
 */
export async function databaseChecksum(database: Database): Promise<DatabaseChecksum> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local extra_float_digits = 1`);
    const tables = await queryRows<{ name: string }>(
      tx,
      sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('app_meta', 'data_generations') order by 1`,
    );
    const result: DatabaseChecksum['tables'] = {};
    const total = createHash('md5');
    for (const { name } of tables) {
      const [row] = await queryRows<{ rows: number; md5: string }>(
        tx,
        sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as md5
              from ${sql.identifier(name)} t`,
      );
      if (!row) continue;
      result[name] = row;
      total.update(`${name}:${row.rows}:${row.md5}\n`);
    }
    return { total: total.digest('hex'), tables: result };
  });
}
