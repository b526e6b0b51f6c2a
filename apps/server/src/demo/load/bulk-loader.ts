import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/client';
import { type CopyRow, encodeChunks } from './copy-text';

/**
 * One transaction on one connection that loads rows with COPY. On PostgreSQL rows stream through
 * pg-copy-streams with back-pressure; on PGlite they go in bounded chunks through /dev/blob. Either way
 * memory stays bounded by the chunk size, not by the table size.
 */
export type BulkLoader = {
  kind: Database['kind'];
  copy(table: PgTable, columns: readonly PgColumn[], rows: Iterable<CopyRow>): Promise<number>;
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  /** PGlite only: one chunk of COPY text, already encoded (by the generator worker). */
  copyChunk?(table: string, columns: readonly string[], chunk: Uint8Array): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `COPY ${quote(table)} (${columns.map(quote).join(', ')}) FROM ${source}`;
const names = (columns: readonly PgColumn[]) => columns.map((c) => c.name);

/** PGlite reads COPY data from /dev/blob; chunks of this size bound the memory either side. */
export const PGLITE_CHUNK_CHARS = 8 * 1024 * 1024;

/**
 * The load rebuilds keys and indexes with ALTER TABLE, which PostgreSQL refuses while deferred trigger
 * events are pending: should a deferred trigger fire during a load, it fires at once.
 */
const BEGIN = 'BEGIN; SET CONSTRAINTS ALL IMMEDIATE';

export async function openBulkLoader(database: Database): Promise<BulkLoader> {
  if (database.kind === 'postgres') {
    if (!database.pool) throw new Error('PostgreSQL database without a pool');
    const client = await database.pool.connect();
    await client.query(BEGIN);
    // Index builds at the end of the load sort whole tables; give them room for this transaction only.
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    return postgresLoader(client);
  }
  const pglite = database.pglite;
  if (!pglite) throw new Error('PGlite database without its instance');
  await pglite.exec(BEGIN);
  return {
    kind: 'pglite',
    async copy(table, columns, rows) {
      const counter = { rows: 0 };
      const statement = copyStatement(getTableName(table), names(columns), `'/dev/blob'`);
      for (const chunk of encodeChunks(rows, PGLITE_CHUNK_CHARS, counter)) {
        await pglite.query(statement, [], { blob: new Blob([chunk]) });
      }
      return counter.rows;
    },
    async copyChunk(table, columns, chunk) {
      await pglite.query(copyStatement(table, columns, `'/dev/blob'`), [], { blob: new Blob([chunk]) });
    },
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    rows: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
    commit: async () => {
      await pglite.exec('COMMIT');
    },
    rollback: async () => {
      await pglite.exec('ROLLBACK');
    },
  };
}

function postgresLoader(client: PoolClient): BulkLoader {
  let released = false;
  const release = () => {
    if (!released) client.release();
    released = true;
  };
  return {
    kind: 'postgres',
    async copy(table, columns, rows) {
      const counter = { rows: 0 };
      const stream = client.query(copyFrom(copyStatement(getTableName(table), names(columns), 'STDIN')));
      await pipeline(Readable.from(encodeChunks(rows, 256 * 1024, counter), { highWaterMark: 8 }), stream);
      return counter.rows;
    },
    exec: async (sql) => {
      await client.query(sql);
    },
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    commit: async () => {
      try {
        await client.query('COMMIT');
      } finally {
        release();
      }
    },
    rollback: async () => {
      try {
        await client.query('ROLLBACK');
      } finally {
        release();
      }
    },
  };
}
