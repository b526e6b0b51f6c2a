import { AUDIT_LOG_TYPES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { writeAudit } from '../../src/platform/audit';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

describe('audit action types are seeded by migration, from the contract list (spec 000 §3)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('the migrated table holds exactly the contract codes, with their description, domain and permission', async () => {
    const rows = await queryRows<{
      code: string;
      description: string;
      domain: string;
      permission_key: string;
    }>(
      database.db,
      sql`select code, description, domain, permission_key from audit_action_types order by code`,
    );
    const expected = [...AUDIT_LOG_TYPES]
      .map((t) => ({
        code: t.code,
        description: t.description,
        domain: t.domain,
        permission_key: t.permissionKey,
      }))
      .sort((a, b) => a.code.localeCompare(b.code));
    expect(rows).toEqual(expected);
  });

  it('an audit row of any contract code can be written with no per-request insert of its type', async () => {
    for (const code of ['CPIN', 'PLUP', 'NUSR'] as const)
      await writeAudit(database.db, {
        actionCode: code,
        isSuccess: true,
        actorEmail: 'a@b.c',
        body: {},
        now: 0,
      });
    const [count] = await queryRows<{ n: number | string }>(
      database.db,
      sql`select count(*) as n from audit_log`,
    );
    expect(Number(count?.n)).toBe(3);
  });

  it('a code outside the contract does not compile, and the table refuses it all the same', async () => {
    const write = () =>
      writeAudit(database.db, {
        // @ts-expect-error only the contract's action codes are accepted
        actionCode: 'ZZZZ',
        isSuccess: true,
        actorEmail: 'a@b.c',
        body: {},
        now: 0,
      });
    await expect(write()).rejects.toThrow();
  });
});
