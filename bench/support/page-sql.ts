import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client';
import { currentScopeKey } from '../../apps/server/src/db/row-scope';
import { APP_ROLE, SET_SCOPE_SQL } from '../../apps/server/src/db/row-security';

/**
 * A statement as sent; with a name, as a named prepared statement (parsed once, plan possibly generic).
 * `scope`: the row scope it ran under on the API's own connections (row-level security).
 */
export type RecordedQuery = { text: string; values: unknown[]; name?: string; scope?: string };

/** A connection like the one the statements ran on: the API's role and row scope when they had one. */
async function connectLike(url: string, queries: RecordedQuery[]): Promise<pg.Client> {
  // The scope of the request's data (its first statements, the session look-up, run before it is known).
  const scope = queries.findLast((q) => q.scope !== undefined)?.scope;
  const client = new pg.Client({
    connectionString: url,
    ...(scope !== undefined ? { options: `-c role=${APP_ROLE}` } : {}),
  });
  await client.connect();
  if (scope !== undefined) await client.query(SET_SCOPE_SQL, [scope]);
  return client;
}

/**
 * The statements a pool runs while `run` does (one request, say), in order: what the page costs in
 * SQL alone. Records calls of pool.query, which every query of the server goes through. Pass the
 * app's database (`app.database`): on PostgreSQL the API's own connections, under row-level security.
 */
export async function recordSql(database: Database, run: () => Promise<unknown>): Promise<RecordedQuery[]> {
  const pool = database.pool;
  if (!pool) throw new Error('recordSql needs PostgreSQL');
  const recorded: RecordedQuery[] = [];
  const scope = () => (database.isRowScoped ? { scope: currentScopeKey() } : {});
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const spy = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string')
      recorded.push({ text: first, values: (second as unknown[]) ?? [], ...scope() });
    else if (first && typeof first === 'object' && 'text' in first)
      recorded.push({
        text: (first as { text: string }).text,
        // drizzle passes a query config and the parameters apart.
        values: (first as { values?: unknown[] }).values ?? (second as unknown[]) ?? [],
        ...scope(),
      });
    return original(...args);
  };
  (pool as unknown as { query: typeof spy }).query = spy;
  try {
    await run();
  } finally {
    (pool as unknown as { query: typeof original }).query = original;
  }
  return recorded;
}

/**
 * p50 (ms) of running the recorded statements one after another on one connection with `pg`
 * (unnamed statements, as the server sends them), after a warm-up; sequential, so an upper bound
 * of a request that runs some of them in parallel.
 */
export async function sqlP50(url: string, queries: RecordedQuery[], iterations = 200): Promise<number> {
  const client = await connectLike(url, queries);
  try {
    const once = async () => {
      const started = performance.now();
      for (const q of queries) await client.query({ name: q.name, text: q.text, values: q.values });
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) times.push(await once());
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] as number;
  } finally {
    await client.end();
  }
}

export type SqlPlanTimes = { planning: number; execution: number; sharedHit: number; sharedRead: number };

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each recorded statement on one connection (as the server sends them:
 * unnamed, so custom plans), median of `runs` after one warm-up, summed over the statements: the SQL
 * cost of a request as PostgreSQL itself times it, less sensitive to the machine's load than wall time.
 */
export async function sqlPlans(url: string, queries: RecordedQuery[], runs = 7): Promise<SqlPlanTimes> {
  const client = await connectLike(url, queries);
  try {
    const once = async () => {
      const sum: SqlPlanTimes = { planning: 0, execution: 0, sharedHit: 0, sharedRead: 0 };
      for (const q of queries) {
        const { rows } = await client.query<{ 'QUERY PLAN': [ExplainJson] }>(
          `explain (analyze, buffers, format json) ${q.text}`,
          q.values,
        );
        const [plan] = rows[0]?.['QUERY PLAN'] ?? [];
        sum.planning += plan?.['Planning Time'] ?? 0;
        sum.execution += plan?.['Execution Time'] ?? 0;
        sum.sharedHit += plan?.Plan?.['Shared Hit Blocks'] ?? 0;
        sum.sharedRead += plan?.Plan?.['Shared Read Blocks'] ?? 0;
      }
      return sum;
    };
    await once();
    const all: SqlPlanTimes[] = [];
    for (let i = 0; i < runs; i++) all.push(await once());
    const median = (pick: (t: SqlPlanTimes) => number) =>
      all.map(pick).sort((a, b) => a - b)[Math.floor(all.length / 2)] as number;
    return {
      planning: median((t) => t.planning),
      execution: median((t) => t.execution),
      sharedHit: median((t) => t.sharedHit),
      sharedRead: median((t) => t.sharedRead),
    };
  } finally {
    await client.end();
  }
}

type ExplainJson = {
  'Planning Time'?: number;
  'Execution Time'?: number;
  Plan?: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
};

const cell = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The head of a SQL-only table (explainRow rows). */
export const EXPLAIN_TABLE_HEAD = [
  cell([
    'SQL of one request (pg, one connection)',
    'statements',
    'run p50 ms',
    'planning ms',
    'execution ms',
    'buffers hit / read',
  ]),
  cell(['---', '---:', '---:', '---:', '---:', '---:']),
];

export const explainRow = (name: string, statements: number, runP50: number, t: SqlPlanTimes) =>
  cell([
    name,
    statements,
    runP50.toFixed(2),
    t.planning.toFixed(2),
    t.execution.toFixed(2),
    `${t.sharedHit} / ${t.sharedRead}`,
  ]);
