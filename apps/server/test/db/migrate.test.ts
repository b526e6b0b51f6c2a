import fs from 'node:fs';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, queryRows } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

describe(`schema migrations on ${engine} (DESIGN §6)`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

  it("applies the journal's migrations: the init, then appended ones (so existing databases move on)", () => {
    const files = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    const journal = JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(files).toEqual(journal.entries.map((e) => `${e.tag}.sql`));
    expect(files[0]).toBe('0000_init.sql');
  });

  it('migrates up from an empty database and creates every table of the schema', async () => {
    const tables = await rows<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    expect(tables.map((t) => t.name)).toEqual(schemaTables);
    expect(schemaTables.length).toBeGreaterThan(45);
  });

  it('migrating again changes nothing', async () => {
    await database.migrate();
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(count?.n).toBe(fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length);
  });

  it.each([
    [
      'transactions over many authorities by transactionDateTime descending (spec 001 §9)',
      'transactions_time_idx',
      /\(transaction_date_time DESC/,
    ],
    [
      'invoices over many authorities by invoiceDate descending (spec 001 §9)',
      'invoices_date_idx',
      /\(invoice_date DESC/,
    ],
    [
      'charging history over many authorities by endDate descending (spec 001 §9)',
      'charging_sessions_end_idx',
      /\(session_end DESC/,
    ],
    [
      'transactions by transactionDateTime descending (spec 001 §9)',
      'transactions_authority_time_idx',
      /\(authority_id, transaction_date_time DESC/,
    ],
    [
      'invoices by invoiceDate descending (spec 001 §9)',
      'invoices_authority_date_idx',
      /\(authority_id, invoice_date DESC/,
    ],
    [
      'charging history by endDate descending (spec 001 §9)',
      'charging_sessions_authority_end_idx',
      /\(authority_id, session_end DESC/,
    ],
    [
      'cards by cardSerialNumber (spec 002 §9)',
      'cards_authority_serial_idx',
      /\(authority_id, card_serial_number\)/,
    ],
    [
      'card search in every searchable column at once (spec 002 §5.3, pg_trgm)',
      'cards_search_text_trgm_idx',
      /USING gin \(search_text gin_trgm_ops\)/,
    ],
    [
      're-issue list by status then serial (spec 002 §2.4)',
      'cards_authority_status_idx',
      /\(authority_id, card_status_id, card_serial_number\)/,
    ],
    [
      'restriction profiles by profileName (spec 002 §9)',
      'restriction_profiles_authority_name_key',
      /\(authority_id, profile_name\)/,
    ],
    [
      'account limits by parentNumber (spec 002 §9)',
      'account_spending_limits_parent_idx',
      /\(parent_id, authority_id\)/,
    ],
    ['select cards by rfid (spec 001 §9)', 'rfid_tokens_authority_idx', /\(authority_id, rf_id\)/],
    [
      'audit logs by time per actor (spec 000 §4)',
      'audit_log_actor_idx',
      /\(actor_user_id, logging_time DESC/,
    ],
    [
      'recent transactions of a card (spec 002 §7)',
      'transactions_card_time_idx',
      /\(card_id, transaction_date_time DESC/,
    ],
    [
      "today's part of a list total, one row per authority (issue 20)",
      'transaction_daily_counts_day_idx',
      /\(day, authority_id\) INCLUDE \(authorised, declined, uninvoiced, invoiced\)/,
    ],
  ])('serves the default sort of %s with an index', async (_, name, shape) => {
    const [index] = await rows<{ def: string }>(
      sql`select indexdef as def from pg_indexes where indexname = ${name}`,
    );
    expect(index?.def).toMatch(shape);
  });

  it('builds descending indexes NULLS FIRST, so a plain "order by … desc" can use them', async () => {
    const wrong = await rows<{ name: string }>(
      sql`select indexname as name from pg_indexes where schemaname = 'public' and indexdef like '%DESC NULLS LAST%'`,
    );
    expect(wrong).toEqual([]);
  });

  it("leaves room on the cards' pages, so the ingestion's last-transaction time stays on the card's page", async () => {
    const [cards] = await rows<{ options: string[] | null }>(
      sql`select reloptions as options from pg_class where relname = 'cards' and relkind = 'r'`,
    );
    expect(cards?.options).toContain('fillfactor=70');
  });

  describe('constraints the spec implies', () => {
    beforeAll(async () => {
      await database.db.execute(sql`
        insert into brands values (1, 'Corvane Fleet', 'corvane') on conflict do nothing;
      `);
      await database.db.execute(
        sql`insert into customers values ('CU1', 'Test customer', '1') on conflict do nothing`,
      );
    });

    const insertAuthority = (id: string) =>
      database.db.execute(sql`
        insert into authorities (authority_id, country_code, customer_id, authority_name, card_offer_type, brand_code,
          currency, issuer_country, issuer_number, account_id, service_code, card_program_number, language_code,
          send_to_address, card_type_ids, pin_derivation, pin_req, delivery_address)
        values (${id}, 'DE', 'CU1', 'Test', 'FUEL', 1, 'EUR', 'DE', '704', 'AC1', '701', 6, 'de', 1, '{1}', 0, 1, '{}')`);

    it('accepts authority ids of an optional operator letter plus 3 to 7 digits (spec 000 §3)', async () => {
      for (const id of ['D1234567', 'N123', '4012345', '123']) await insertAuthority(id);
      for (const id of ['D12', 'D12345678', 'dx1234', 'DE12345', '']) {
        await expect(insertAuthority(id)).rejects.toThrow();
      }
    });

    it('keeps user emails unique regardless of case (login name)', async () => {
      const insert = (email: string) =>
        database.db.execute(sql`insert into users (email, status, first_name, last_name, brand_code)
          values (${email}, 'Active', 'A', 'B', 1)`);
      await insert('someone@example.com');
      await expect(insert('SomeOne@Example.com')).rejects.toThrow();
    });

    it('identifies a transaction line by the 36-character id plus product, including lines without one (spec 001 §3)', async () => {
      const [{ n } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from pg_constraint
        where conname = 'transactions_unique_id_key' and pg_get_constraintdef(oid) like 'UNIQUE NULLS NOT DISTINCT%'`);
      expect(n).toBe(1);
    });

    it('refuses a second card order with the same idempotency key of the same user (spec 002 §3.4, issue 18)', async () => {
      const user = async (email: string) => {
        const { rows } =
          (await database.db.execute(sql`insert into users (email, status, first_name, last_name, brand_code)
          values (${email}, 'Active', 'A', 'B', 1) returning id`)) as unknown as { rows: { id: number }[] };
        return Number(rows[0]?.id);
      };
      const [one, two] = [await user('orders-one@example.com'), await user('orders-two@example.com')];
      const order = (userId: number) =>
        database.db.execute(sql`insert into card_orders (idempotency_key, user_id, authority_id, kind, mode, status, payload)
          values ('key-1', ${userId}, 'D1234567', 'standard', 1, 'accepted', '{}')`);
      await order(one);
      await expect(order(one)).rejects.toThrow();
      // Keys are scoped to the user: another user's identical key is another order.
      await order(two);
    });
  });
});
