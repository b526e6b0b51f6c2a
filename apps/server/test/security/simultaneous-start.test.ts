import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/db/client';
import { createPostgresDatabase, dropPostgresDatabase } from '../helpers/test-db';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.warn('SKIPPED: issue 42 §2 simultaneous start needs PostgreSQL; set TEST_DATABASE_URL.');

/**
 * Issue 42 §2: two instances started at once on an empty database; one exited on a deadlock between
 * the two migrators. Migrations run under an advisory lock (db/migration-lock.ts): the second waits,
 * then finds nothing left to do.
 */
describe.skipIf(!adminUrl)('two instances migrating one fresh database at once (issue 42 §2)', () => {
  const name = `portal_test_start_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
    if (adminUrl) await dropPostgresDatabase(adminUrl, name);
  });

  it('both migrations succeed and the schema is migrated once', async () => {
    await createPostgresDatabase(String(adminUrl), name);
    const url = new URL(String(adminUrl));
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++)
      opened.push(await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 3 }));
    const outcomes = await Promise.allSettled(opened.map((database) => database.migrate()));
    expect(
      outcomes.map((o) => (o.status === 'rejected' ? String(o.reason?.cause ?? o.reason) : 'ok')),
    ).toEqual(['ok', 'ok']);
    const [first] = opened as [Database];
    const [journal] = await queryRows<{ applied: number; distinct: number }>(
      first.db,
      sql`select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
    );
    expect(journal?.applied).toBe(journal?.distinct);
    // A third start finds nothing to do and still succeeds.
    await expect(first.migrate()).resolves.toBeUndefined();
  });
});
