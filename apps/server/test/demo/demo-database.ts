import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../../src/db/client';
import { parseAsOf } from '../../src/demo/context';
import { generateDemoData } from '../../src/demo/generate';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

export const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/*
 * The `demo` preset, generated once per test file (it takes a while: one file holds its checks).
 * Set by `useDemoDatabase()` before the file's first test (an ES module live binding).
 */
let database: TestDatabase;

export function useDemoDatabase(): void {
  beforeAll(async () => {
    database = await createTestDatabase();
    await generateDemoData(database, { preset: 'demo', seed: 1, asOf: parseAsOf('2025-06-16') });
  }, 240_000);
  afterAll(() => database?.dispose());
}

export const rows = <T>(text: string) => queryRows<T>(database.db, sql.raw(text));

/** Distinct values of one expression, sorted here (numbers by value, text by code unit). */
export const distinct = async (expression: string, from: string) =>
  (await rows<{ v: unknown }>(`select distinct ${expression} as v from ${from}`))
    .map((r) => r.v)
    .sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1,
    );

export const count = async (from: string) =>
  (await rows<{ n: number }>(`select count(*)::int as n from ${from}`))[0]?.n ?? 0;
