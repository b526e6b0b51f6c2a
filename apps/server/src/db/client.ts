import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installGenerationTriggers } from './generation-triggers';
import { migrateAlone } from './migration-lock';
import { scopeEveryCheckout } from './row-scope';
import { ALL_AUTHORITIES, installRowSecurity, SCOPE_SETTING } from './row-security';
import * as schema from './schema';
import { type DatabaseTimeouts, timeoutOptions } from './timeouts';
import { releaseOnEveryFailure } from './transaction';
import { TransactionSlots } from './transaction-slots';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction `db.transaction(fn)` hands to fn. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository's write runs on: the database, or the caller's transaction so writes commit together. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool when on PostgreSQL (for COPY and other driver-level work). */
  pool?: pg.Pool;
  /** The PGlite instance when embedded. */
  pglite?: PGlite;
  /** PostgreSQL: the address it was opened with. */
  url?: string;
  /** Every checkout carries the caller's row scope (db/row-scope.ts): the API's own connections. */
  isRowScoped?: boolean;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      connectTimeoutMs?: number;
      /** The API's connections: each checkout sets its row scope; `actAs` a role after login. */
      rowScoped?: { actAs?: string };
      /** Server-side limits of every statement and transaction (db/timeouts.ts); unset: none. */
      timeouts?: DatabaseTimeouts;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * Every connection runs without PostgreSQL's JIT compiler: the portal's statements take milliseconds,
 * and JIT compiles any plan whose estimate passes jit_above_cost, which row-level security's and JSON
 * row functions' estimates do: the grouped card facts of 20 checks ran 5 ms, and 100 ms with JIT's
 * compiling (bench/results/speed-budgets.md, 2026-11-29 nineteenth session).
 */
const NO_JIT = '-c jit=off';

/** DATABASE_POOL_SIZE unset (config.ts): twice the cores of this machine, at least 4. */
export const defaultPoolSize = () => Math.max(4, 2 * os.availableParallelism());

/**
 * How long a request waits for a pool connection (a free one, or a new one being opened) before it
 * fails with 503: without a bound, a stalled database or a connect the network never answers held
 * requests for ever (the fault bench once hung so).
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 10_000;

/** Opens PostgreSQL by URL, or PGlite in a folder (in memory when no folder is given). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const settings: pg.PoolConfig = {
      connectionString: options.url,
      max: options.maxConnections ?? defaultPoolSize(),
      connectionTimeoutMillis: options.connectTimeoutMs ?? DATABASE_CONNECT_TIMEOUT_MS,
      // The API's connections act as the app role; every other connection (migrations, the demo seed,
      // CLIs) sees every authority: with FORCE ROW LEVEL SECURITY an owner that is no superuser is held
      // to the policies too (db/row-security.ts).
      options: [
        NO_JIT,
        timeoutOptions(options.timeouts),
        options.rowScoped
          ? options.rowScoped.actAs
            ? `-c role=${options.rowScoped.actAs}`
            : ''
          : `-c ${SCOPE_SETTING}=${ALL_AUTHORITIES}`,
      ].join(' '),
    };
    const pool = options.rowScoped ? scopeEveryCheckout(new pg.Pool(settings)) : new pg.Pool(settings);
    // A connection the server ends (restart, failover, pg_terminate_backend) emits `error` on its client.
    // Idle clients report to the pool; a checked-out client (a request's transaction) reports only to
    // itself, and an `error` event nobody listens to ends the process (issue 14 finding 1). The query in
    // flight fails on its own and answers 503 (platform/errors); pg drops the broken client on release.
    pool.on('error', logLostConnection);
    pool.on('connect', (client) => client.on('error', logLostConnection));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    releaseOnEveryFailure(
      db,
      pool,
      TransactionSlots.forPool(settings.max ?? 10, settings.connectionTimeoutMillis ?? 0),
    );
    return {
      db,
      kind: 'postgres',
      pool,
      url: options.url,
      isRowScoped: Boolean(options.rowScoped),
      migrate: () => migrateAlone(pool, migrateOn),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm serves the substring searches (migration 0002); PostgreSQL ships it as a trusted extension.
  // loadDataDir: a dump of another PGlite (tests start from a migrated and seeded template).
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await installGenerationTriggers(db);
      await installRowSecurity(db);
    },
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Migrations, triggers and row security on one connection (db/migration-lock.ts holds it alone). */
async function migrateOn(client: pg.PoolClient) {
  const db = drizzlePg(client, { schema }) as unknown as Db;
  await migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder });
  await installGenerationTriggers(db);
  await installRowSecurity(db);
}

function logLostConnection(error: Error & { code?: string }) {
  // 57P01: terminated by an administrator (a restart ends every connection); expected, not worth a line.
  if (error.code !== '57P01') console.error(`database connection lost: ${error.message}`);
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

const dialect = new PgDialect();

/**
 * Rows of a raw SQL query sent as a NAMED prepared statement: PostgreSQL parses it once per connection
 * and, after five runs, may keep one generic plan. Only for key lookups whose best plan does not depend
 * on the values (the authorization check); never for list pages over a scope, whose generic plan ran
 * ~950 ms (issue 13). One name per statement text: a name reused with another text is an error.
 */
export async function queryRowsPrepared<T>(
  db: DbOrTx,
  name: string,
  query: SQL,
  /** Values of the query's `sql.placeholder`s: the text is then built once per name, not per call. */
  values?: Record<string, unknown>,
): Promise<T[]> {
  const statement = values
    ? builtOnce(db, name, query)
    : db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await statement.execute(values)) as { rows: T[] };
  return result.rows;
}

type Prepared = ReturnType<Db['_']['session']['prepareQuery']>;
const preparedBySession = new WeakMap<object, Map<string, Prepared>>();
function builtOnce(db: DbOrTx, name: string, query: SQL): Prepared {
  let byName = preparedBySession.get(db._.session);
  if (!byName) {
    byName = new Map();
    preparedBySession.set(db._.session, byName);
  }
  let statement = byName.get(name);
  if (!statement) {
    statement = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
    byName.set(name, statement);
  }
  return statement;
}

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
