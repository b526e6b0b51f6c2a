import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import type { TcpProxy } from '../../apps/server/test/helpers/tcp-proxy';

/** A fault the gate starts and ends while the workers keep sending requests. */
export type Fault = { start(): Promise<void>; end(): Promise<void> };

const hold = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 42 §2: `pg_terminate_backend` on every connection of the database but the killer's own, every
 * `everyMs`, until the fault ends (the burst that once wedged an instance for good).
 */
export function killBursts(databaseUrl: string, everyMs = 250): Fault & { killed: () => number } {
  let killer: pg.Client | undefined;
  let running: Promise<void> | undefined;
  let isRunning = false;
  let killed = 0;
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  return {
    killed: () => killed,
    async start() {
      killer = new pg.Client({ connectionString: admin.toString() });
      await killer.connect();
      isRunning = true;
      running = (async () => {
        while (isRunning) {
          const { rows } = await (killer as pg.Client).query(
            `select count(*) filter (where pg_terminate_backend(pid))::int as n
               from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
            [name],
          );
          killed += Number(rows[0]?.n ?? 0);
          await hold(everyMs);
        }
      })();
    },
    async end() {
      isRunning = false;
      await running;
      await killer?.end();
    },
  };
}

/** A transaction that holds `lock table <table> in exclusive mode` (writes wait, reads do not). */
export function lockHeld(databaseUrl: string, table = 'card_orders'): Fault {
  let holder: pg.Client | undefined;
  return {
    async start() {
      holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query(`lock table ${table} in exclusive mode`);
    },
    async end() {
      await holder?.query('rollback');
      await holder?.end();
    },
  };
}

/** Redis behind the proxy: refused (`down`) or accepting and silent (`hung`). */
export const redisFault = (proxy: TcpProxy, how: 'down' | 'hung'): Fault => ({
  start: () => proxy.setMode(how === 'down' ? 'refuse' : 'stall'),
  end: () => proxy.setMode('pass'),
});

/**
 * Issue 42 §2 simultaneous start: `instances` open a fresh database and migrate it at once; answers
 * how many migrated and the errors of the others (an instance that fails here exits at start).
 */
export async function simultaneousStart(baseUrl: string, instances = 2) {
  const name = `portal_faults_start_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const started = performance.now();
  try {
    const outcomes = await Promise.allSettled(
      Array.from({ length: instances }, async () => {
        const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
      }),
    );
    return {
      migrated: outcomes.filter((o) => o.status === 'fulfilled').length,
      errors: outcomes.flatMap((o) => (o.status === 'rejected' ? [String((o.reason as Error).message)] : [])),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
