import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { brands, rolePermissions, roles, users } from '../../src/db/schema';
import { AppError } from '../../src/platform/errors';
import { runWrite, type WriteContext } from '../../src/platform/run-write';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

type AuditRow = {
  action_code: string;
  is_success: boolean;
  actor_user_id: number;
  body: Record<string, unknown>;
};

describe('runWrite: transaction, checks, audit row with the change, failed-attempt row (DESIGN §3)', () => {
  let database: TestDatabase;
  let ctx: WriteContext;
  let admin: { id: number; email: string };
  const NOW = Date.parse('2026-11-20T10:00:00Z');

  const auditRows = () =>
    queryRows<AuditRow>(
      database.db,
      sql`select action_code, is_success, actor_user_id, body from audit_log order by id`,
    );
  const brandNames = async () =>
    (await queryRows<{ name: string }>(database.db, sql`select name from brands order by brand_code`)).map(
      (r) => r.name,
    );
  /** A visible change to roll back or keep: a brand row (any table would do). */
  const change = (code: number) => async (tx: Parameters<Parameters<typeof runWrite>[2]>[0]) => {
    await tx.insert(brands).values({ brandCode: code, name: `brand ${code}`, hostKeyword: `b${code}` });
    return code;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    await db.insert(brands).values({ brandCode: 1, name: 'brand 1', hostKeyword: 'one' });
    const [user] = await db
      .insert(users)
      .values({ email: 'writer@example.com', status: 'Active', firstName: 'W', lastName: 'R', brandCode: 1 })
      .returning();
    const [adminRow] = await db
      .insert(users)
      .values({ email: 'admin@example.com', status: 'Active', firstName: 'A', lastName: 'D', brandCode: 1 })
      .returning();
    if (!user || !adminRow) throw new Error('no users');
    admin = adminRow;
    await db.insert(roles).values([
      { roleId: 10, roleName: 'Manager', offerType: 'FUEL' },
      { roleId: 11, roleName: 'Reader', offerType: 'FUEL' },
    ]);
    await db.insert(rolePermissions).values([
      { roleId: 10, permissionKey: 'ReadCard' },
      { roleId: 10, permissionKey: 'managePriceList_A' },
      { roleId: 11, permissionKey: 'managePriceList_B' },
    ]);
    ctx = {
      user: { ...user, oneFleetMigratedStatus: 0 },
      reach: {
        authorities: new Map([
          ['A100', { roleId: 10 }],
          ['B200', { roleId: 11 }],
        ]),
      },
    };
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.execute(sql`delete from audit_log`);
    await database.db.execute(sql`delete from brands where brand_code > 1`);
  });

  const base = {
    now: NOW,
    attempt: { action: 'CDUP' as const, authorityIds: ['A100'], body: { cardId: 7 } },
  };

  it('commits the change and its success row together, with the attempt as the row by default', async () => {
    const result = await runWrite(ctx, { db: database.db, ...base }, change(2));
    expect(result).toBe(2);
    expect(await brandNames()).toEqual(['brand 1', 'brand 2']);
    expect(await auditRows()).toEqual([
      { action_code: 'CDUP', is_success: true, actor_user_id: ctx.user.id, body: { cardId: 7 } },
    ]);
  });

  it('writes the success row in the same transaction: a failing audit insert undoes the change', async () => {
    // An actor id no user has breaks the audit row's foreign key, inside the write's transaction.
    const ghost = { ...ctx, user: { ...ctx.user, id: 999_999 } };
    await expect(runWrite(ghost, { db: database.db, ...base }, change(3))).rejects.toThrow();
    expect(await brandNames()).toEqual(['brand 1']);
  });

  it('rolls the change back when fn throws, writes the failed attempt on its own and rethrows', async () => {
    const refusal = new AppError('CONFLICT', 'card_stopped');
    const attempt = runWrite(ctx, { db: database.db, ...base }, async (tx) => {
      await change(4)(tx);
      throw refusal;
    });
    await expect(attempt).rejects.toBe(refusal);
    expect(await brandNames()).toEqual(['brand 1']);
    expect(await auditRows()).toEqual([
      {
        action_code: 'CDUP',
        is_success: false,
        actor_user_id: ctx.user.id,
        body: { cardId: 7, outcome: 'card_stopped' },
      },
    ]);
  });

  it('names several success rows when asked (or none), from the result', async () => {
    await runWrite(
      ctx,
      {
        db: database.db,
        ...base,
        audit: (code) => [
          { action: 'PRLK', body: { code } },
          { action: 'PRUL', body: { code } },
        ],
      },
      change(5),
    );
    await runWrite(ctx, { db: database.db, ...base, audit: () => [] }, change(6));
    expect((await auditRows()).map((r) => [r.action_code, r.is_success, r.body])).toEqual([
      ['PRLK', true, { code: 5 }],
      ['PRUL', true, { code: 5 }],
    ]);
  });

  it('refuses a write touching an authority outside the reach its permission opened (403 and a failed row)', async () => {
    const inReach = (authorityIds: string[]) => ({ authorityIds, refusal: 'pricelist_not_allowed' as const });
    await runWrite(ctx, { db: database.db, ...base, inReach: inReach(['A100', 'B200']) }, change(7));
    for (const ids of [['C300'], ['A100', 'C300']]) {
      await expect(
        runWrite(ctx, { db: database.db, ...base, inReach: inReach(ids) }, change(8)),
      ).rejects.toMatchObject({ statusCode: 403, messageKey: 'pricelist_not_allowed' });
    }
    await expect(
      runWrite(ctx, { db: database.db, ...base, inReach: { authorityIds: ['Z999'] } }, change(8)),
    ).rejects.toMatchObject({ statusCode: 403, messageKey: 'forbidden' });
    expect(await brandNames()).toEqual(['brand 1', 'brand 7']);
    expect((await auditRows()).map((r) => r.is_success)).toEqual([true, false, false, false]);
  });

  it('refuses above the migration threshold (spec 002 §4.9) and while impersonating when read-only', async () => {
    const migrated = { ...ctx, user: { ...ctx.user, oneFleetMigratedStatus: 2 } };
    await expect(
      runWrite(migrated, { db: database.db, ...base, migration: 'stop' }, change(9)),
    ).rejects.toMatchObject({ messageKey: 'migration_blocked' });
    await runWrite(migrated, { db: database.db, ...base, migration: 'pin' }, change(10));
    const impersonating = { ...ctx, impersonator: admin };
    await expect(
      runWrite(impersonating, { db: database.db, ...base, readOnlyWhileImpersonating: true }, change(11)),
    ).rejects.toMatchObject({ messageKey: 'impersonation_read_only' });
    expect(await brandNames()).toEqual(['brand 1', 'brand 10']);
    const rows = await queryRows<{ is_success: boolean; impersonating_user_id: number | null }>(
      database.db,
      sql`select is_success, impersonating_user_id from audit_log order by id`,
    );
    expect(rows).toEqual([
      { is_success: false, impersonating_user_id: null },
      { is_success: true, impersonating_user_id: null },
      { is_success: false, impersonating_user_id: admin.id },
    ]);
  });
});
