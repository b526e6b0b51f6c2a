import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { WIDE_ID_LIST } from '../../src/db/id-list';
import { listCards } from '../../src/modules/cards/repo';
import { listPage } from '../../src/modules/transactions/repo';
import { lineCountQuery } from '../../src/modules/transactions/totals';
import { scopeOf } from '../helpers/scope';
import { sentStatements } from '../helpers/sent-statements';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * A scope of more than WIDE_ID_LIST authorities takes another SQL shape (db/id-list inStoredIdList):
 * the same scope padded with ids that hold nothing gives the same pages as the narrow shape, and after
 * its first page a wide scope's statements carry the key of its stored list, never the list itself.
 */
describe(`list pages of wide scopes on ${engine}`, () => {
  let database: TestDatabase;
  let some: string[];
  let padded: string[];
  beforeAll(async () => {
    database = await createTestDatabase({ template: 'tiny' });
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`select authority_id as id from authorities order by authority_id limit 5 offset 3`,
    );
    some = rows.map((r) => r.id);
    padded = [...some, ...Array.from({ length: WIDE_ID_LIST + 1 }, (_, i) => `NOPE${i}`)];
  }, 180_000);
  afterAll(() => database.dispose());

  it('the newest transactions of a wide scope are those of its authorities, in order', async () => {
    const filter = (authorityIds: string[]) => ({
      scope: scopeOf(authorityIds),
      from: 0,
      to: Date.now() + 86_400_000,
    });
    const sort = { column: 'transactionDateTime', order: 'desc' } as const;
    const window = { limit: 15, offset: 10 };
    const narrow = await listPage(database.db, filter(some), sort, window);
    expect(narrow).toHaveLength(15);
    expect(await listPage(database.db, filter(padded), sort, window)).toEqual(narrow);
    const again = (
      await sentStatements(database, () => listPage(database.db, filter(padded), sort, window))
    ).join('\n');
    expect(again).toContain('row_scopes');
    expect(again).not.toContain(`NOPE${WIDE_ID_LIST}`);
    expect(narrow.every((r) => r.brand && (r.product_id === null || r.product_name))).toBe(true);
    const count = async (ids: string[]) =>
      (await queryRows<{ n: string }>(database.db, lineCountQuery({ ...filter(ids), status: 'Invoiced' })))[0]
        ?.n;
    expect(Number(await count(some))).toBeGreaterThan(0);
    expect(await count(padded)).toBe(await count(some));
  });

  it('the first cards of a wide scope by serial number are those of its authorities', async () => {
    const order = { sql: sql`c.card_serial_number asc, c.card_id asc`, column: 'cardSerialNumber' };
    const filter = (authorityIds: string[]) => ({ scope: scopeOf(authorityIds), searchColumns: [] });
    const window = { limit: 10, offset: 2 };
    const narrow = await listCards(database.db, filter(some), order, window);
    expect(narrow).toHaveLength(10);
    expect(await listCards(database.db, filter(padded), order, window)).toEqual(narrow);
    const again = (
      await sentStatements(database, () => listCards(database.db, filter(padded), order, window))
    ).join('\n');
    expect(again).toContain('row_scopes');
    expect(again).not.toContain(`NOPE${WIDE_ID_LIST}`);
    // A search finds its cards by the trigram index and tests each against the stored list.
    const holder = narrow[0]?.card_holder_name?.slice(0, 4) ?? '';
    const searched = (ids: string[]) => ({
      ...filter(ids),
      pattern: `%${holder}%`,
      searchColumns: ['cardHolderName'],
    });
    const found = await listCards(database.db, searched(some), order, { limit: 50, offset: 0 });
    expect(found.length).toBeGreaterThan(0);
    expect(await listCards(database.db, searched(padded), order, { limit: 50, offset: 0 })).toEqual(found);
    expect(narrow.every((c) => c.status_name && c.card_type_code && some.includes(c.authority_id))).toBe(
      true,
    );
  });
});
