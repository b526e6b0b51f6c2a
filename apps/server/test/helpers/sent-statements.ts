import type { Database } from '../../src/db/client';

/**
 * The statements (with their parameters, as JSON text) `run` sends to the database, one string each:
 * what a request costs in round trips, and what travels with each.
 */
export async function sentStatements(database: Database, run: () => Promise<unknown>): Promise<string[]> {
  const target = (database.pool ?? database.pglite) as unknown as { query: (...args: unknown[]) => unknown };
  const original = target.query;
  const seen: string[] = [];
  target.query = function (this: unknown, ...args: unknown[]) {
    seen.push(JSON.stringify(args));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    target.query = original;
  }
  return seen;
}
