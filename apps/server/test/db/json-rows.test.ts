import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { insertJsonRows } from '../../src/db/json-rows';
import { outboxEvents, transactionProductDailyRollups } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

/** Many rows as one JSON parameter store what Drizzle's multi-row insert stores. */
describe('insertJsonRows', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ template: 'tiny' });
  }, 180_000);
  afterAll(() => database.dispose());

  it('converts dates, enums, big numbers, nulls and JSON by the columns of the table', async () => {
    const [authority] = await queryRows<{ authority_id: string }>(
      database.db,
      sql`select authority_id from authorities order by authority_id limit 1`,
    );
    const id = authority?.authority_id as string;
    const rows = [
      {
        authorityId: id,
        day: '2001-02-03',
        transactionStatus: 'Invoiced' as const,
        productId: 10001,
        currency: 'EUR',
        quantityMilli: 40_000,
        rowCount: 2,
        netMinor: 9_007_199_254_740,
        vatMinor: 0,
        grossMinor: -5,
      },
      {
        authorityId: id,
        day: '2001-02-04',
        transactionStatus: 'Declined' as const,
        productId: 0,
        currency: 'PLN',
        quantityMilli: 0,
        rowCount: 1,
        netMinor: 1,
        vatMinor: 2,
        grossMinor: 3,
      },
    ];
    const returned = await queryRows<{ day: string }>(
      database.db,
      insertJsonRows(transactionProductDailyRollups, rows, sql`returning to_char(day, 'YYYY-MM-DD') as day`),
    );
    expect(returned.map((r) => r.day).sort()).toEqual(['2001-02-03', '2001-02-04']);
    const stored = await database.db
      .select()
      .from(transactionProductDailyRollups)
      .where(sql`authority_id = ${id} and day < '2002-01-01'`)
      .orderBy(transactionProductDailyRollups.day);
    expect(stored).toEqual(rows);

    const at = new Date('2026-11-28T04:05:06.789Z');
    await database.db.execute(
      insertJsonRows(outboxEvents, [
        { topic: 'json-rows.test', payload: { a: [1, 'x'], b: null }, createdAt: at },
        { topic: 'json-rows.test', payload: { c: true }, createdAt: at, publishedAt: at },
      ]),
    );
    const events = await database.db
      .select()
      .from(outboxEvents)
      .where(sql`topic = 'json-rows.test'`)
      .orderBy(outboxEvents.eventId);
    expect(events.map((e) => [e.payload, e.createdAt, e.publishedAt])).toEqual([
      [{ a: [1, 'x'], b: null }, at, null],
      [{ c: true }, at, at],
    ]);
  });

  it('refuses a key the table does not have', () => {
    expect(() => insertJsonRows(outboxEvents, [{ topic: 't', nope: 1 }])).toThrow(/no column nope/);
  });
});
