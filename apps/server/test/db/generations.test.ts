import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { readGeneration } from '../../src/db/generations';
import { parseAsOf } from '../../src/demo/context';
import { generateDemoData } from '../../src/demo/generate';
import { cachedByGeneration, cachedPage, setListPageCache } from '../../src/platform/generation-cache';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** DESIGN §6: cached totals stay exact because every committed change raises its source's generation. */
describe(`data generations and the generation cache on ${engine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await generateDemoData(database, { preset: 'tiny', seed: 1, asOf: parseAsOf(undefined) });
  }, 180_000);
  afterAll(() => database.dispose());

  const db = () => database.db;
  const holders = (name: string) =>
    queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from cards where card_holder_name = ${name}`,
    ).then((r) => r[0]?.n ?? 0);

  it('the demo load raised every source', async () => {
    for (const source of ['access', 'cards', 'transactions'] as const)
      expect(await readGeneration(db(), source)).toBeGreaterThan(0);
  });

  it('raises a generation once per committed transaction, however many rows and statements', async () => {
    const before = await readGeneration(db(), 'cards');
    await db().transaction(async (tx) => {
      await tx.execute(sql`update cards set card_holder_name = card_holder_name`);
      await tx.execute(
        sql`update cards set card_holder_name = card_holder_name where card_id in (select card_id from cards limit 3)`,
      );
    });
    expect(await readGeneration(db(), 'cards')).toBe(before + 1);
    // Another source is not touched.
    const access = await readGeneration(db(), 'access');
    await db().execute(sql`update cards set card_holder_name = card_holder_name where false`);
    expect(await readGeneration(db(), 'access')).toBe(access);
  });

  it('leaves the generation alone when the transaction rolls back', async () => {
    const before = await readGeneration(db(), 'cards');
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update cards set card_holder_name = card_holder_name`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await readGeneration(db(), 'cards')).toBe(before);
  });

  it('serves a cached value until a change commits, then computes again', async () => {
    let computed = 0;
    const count = () =>
      cachedByGeneration(db(), 'cards', 'holders named GENERATION TEST', async () => {
        computed += 1;
        return holders('GENERATION TEST');
      });
    expect(await count()).toBe(0);
    expect(await count()).toBe(0);
    expect(computed).toBe(1);
    await db().execute(
      sql`update cards set card_holder_name = 'GENERATION TEST' where card_id = (select min(card_id) from cards)`,
    );
    expect(await count()).toBe(1);
    expect(computed).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    let computed = 0;
    const slow = () =>
      cachedByGeneration(db(), 'transactions', 'shared', async () => {
        computed += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return 7;
      });
    expect(await Promise.all([slow(), slow(), slow()])).toEqual([7, 7, 7]);
    expect(computed).toBe(1);
  });

  it('caches list pages up to the largest table page size, larger ones are computed every time', async () => {
    let computed = 0;
    const page = (pageSize: number) =>
      cachedPage(db(), 'cards', { key: `page of ${pageSize}`, pageSize }, async () => {
        computed += 1;
        return pageSize;
      });
    await page(120);
    await page(120);
    expect(computed).toBe(1);
    await page(500);
    await page(500);
    expect(computed).toBe(3);
    // LIST_PAGE_CACHE=false: every page is computed.
    setListPageCache(db(), false);
    try {
      await page(120);
      expect(computed).toBe(4);
    } finally {
      setListPageCache(db(), true);
    }
  });

  it('uses the generations a request read when it began instead of reading them again', async () => {
    let computed = 0;
    const value = (snapshot: { cards: number }) =>
      cachedByGeneration(db(), 'cards', 'snapshot', async () => ++computed, { snapshot });
    expect(await value({ cards: 1 })).toBe(1);
    expect(await value({ cards: 1 })).toBe(1);
    // A later request's snapshot holds a raised generation: computed again.
    expect(await value({ cards: 2 })).toBe(2);
  });
});
