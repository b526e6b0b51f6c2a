import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { installGenerationTriggers } from '../../src/db/generation-triggers';
import { type CustomerSource, readCustomerStamp } from '../../src/db/generations';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const SOURCES: readonly CustomerSource[] = ['cards', 'transactions', 'transactionSearch', 'invoices'];

/**
 * DESIGN §6: each cached total hangs on the counter of what it reads, so a write recomputes only the
 * totals that read what it changed (a card edit leaves the unsearched transaction totals and the
 * invoice counts of its customer cached).
 */
describe(`per-customer counters by what each cached total reads, on ${engine}`, () => {
  let database: TestDatabase;
  let authorityId = '';
  beforeAll(async () => {
    database = await createTestDatabase({ template: 'tiny' });
    const [row] = await queryRows<{ authority_id: string }>(
      database.db,
      sql`select i.authority_id from invoices i join cards c on c.authority_id = i.authority_id limit 1`,
    );
    authorityId = row?.authority_id ?? '';
  }, 180_000);
  afterAll(() => database.dispose());

  const db = () => database.db;
  const stamps = async () =>
    Object.fromEntries(
      await Promise.all(
        SOURCES.map(async (s) => [s, (await readCustomerStamp(db(), s, [authorityId])).stamp] as const),
      ),
    ) as Record<CustomerSource, number>;
  const raised = async (write: () => Promise<unknown>) => {
    const before = await stamps();
    await write();
    const after = await stamps();
    return SOURCES.filter((s) => after[s] !== before[s]);
  };

  it('a card edit raises the cards and the searched totals, not the unsearched totals or the invoice counts', async () => {
    expect(
      await raised(() =>
        db().execute(
          sql`update cards set card_holder_name = card_holder_name where authority_id = ${authorityId}`,
        ),
      ),
    ).toEqual(['cards', 'transactionSearch']);
  });

  it('an invoice change raises the invoice counts and the searched totals (a search looks in invoice numbers) only', async () => {
    expect(
      await raised(() =>
        db().execute(sql`update invoices set status = status where authority_id = ${authorityId}`),
      ),
    ).toEqual(['transactionSearch', 'invoices']);
  });

  it("a past day's line raises both transaction totals and nothing else", async () => {
    expect(
      await raised(() =>
        db().execute(
          sql`update transactions set supply_country = supply_country
               where authority_id = ${authorityId} and transaction_date_time < now() - interval '2 days'`,
        ),
      ),
    ).toEqual(['transactions', 'transactionSearch']);
  });

  it('installing the triggers drops a generation trigger no source calls for any more', async () => {
    await db().execute(
      sql.raw(`CREATE CONSTRAINT TRIGGER cards_transactions_generation_update AFTER UPDATE ON cards
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_customer_generation('transactions', '')`),
    );
    const touch = () =>
      db().execute(
        sql`update cards set card_holder_name = card_holder_name where authority_id = ${authorityId}`,
      );
    expect(await raised(touch)).toContain('transactions');
    const triggers = () =>
      queryRows<{ name: string }>(
        db(),
        sql`select tgname as name from pg_trigger where tgname like '%generation%' order by 1`,
      );
    const kept = (await triggers()).filter((t) => t.name !== 'cards_transactions_generation_update');
    await installGenerationTriggers(db());
    expect(await raised(touch)).toEqual(['cards', 'transactionSearch']);
    // Every other one is still there.
    expect(await triggers()).toEqual(kept);
  });
});
