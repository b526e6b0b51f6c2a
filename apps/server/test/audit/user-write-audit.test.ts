import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { namedUser } from '../../src/demo/named-users';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

type Row = { action_code: string; is_success: boolean; actor_email: string; body: Record<string, unknown> };

describe('user writes through runWrite: success rows with the change, failed rows for refused attempts', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let claire: string;
  let oliver: string;
  const admin = namedUser('customerAdmin');

  const send = (url: string, payload: object, cookie: string, method: 'POST' | 'PUT' = 'POST') =>
    ctx.app.inject({ method, url, payload, headers: { ...WRITE_HEADERS, cookie } });
  const lastId = async () =>
    Number(
      (await queryRows<{ id: number | null }>(ctx.database.db, sql`select max(id) as id from audit_log`))[0]
        ?.id ?? 0,
    );
  const rowsSince = (id: number) =>
    queryRows<Row>(
      ctx.database.db,
      sql`select action_code, is_success, actor_email, body from audit_log where id > ${id} order by id`,
    );
  const grantCount = async (userId: number) =>
    Number(
      (
        await queryRows<{ n: number | string }>(
          ctx.database.db,
          sql`select count(*) as n from user_authority_access where user_id = ${userId}`,
        )
      )[0]?.n,
    );

  beforeAll(async () => {
    ctx = await createDemoApp();
    [claire, oliver] = await Promise.all([ctx.signInAs('customerAdmin'), ctx.signInAs('user')]);
  }, 180_000);
  afterAll(() => ctx?.close());

  it('a refused change of one’s own access leaves the grants and a failed AUSR row with the reason', async () => {
    const before = await lastId();
    const grants = await grantCount(admin.id);
    const authorityId = (
      await queryRows<{ authority_id: string }>(
        ctx.database.db,
        sql`select authority_id from user_authority_access where user_id = ${admin.id} limit 1`,
      )
    )[0]?.authority_id;
    const res = await send(`/api/users/users/${admin.id}`, { authoritiesRemoved: [{ authorityId }] }, claire);
    expect(res.statusCode).toBe(403);
    expect(await grantCount(admin.id)).toBe(grants);
    expect(await rowsSince(before)).toEqual([
      {
        action_code: 'AUSR',
        is_success: false,
        actor_email: admin.email,
        body: expect.objectContaining({ uId: admin.id, outcome: 'own_access_unchangeable' }),
      },
    ]);
  });

  it('a user without the user-admin permission is refused an invitation before it runs: no row, no user', async () => {
    const before = await lastId();
    const email = 'not.invited@example.com';
    const [grant] = await queryRows<{ authorityId: string; roleId: number }>(
      ctx.database.db,
      sql`select authority_id as "authorityId", role_id as "roleId" from user_authority_access
           where user_id = ${namedUser('user').id} limit 1`,
    );
    const res = await send(
      '/api/users/users',
      {
        user: { firstName: 'Not', lastName: 'Invited', email, languageCode: 'en' },
        Authority: [grant],
        parent: [],
        group: [],
      },
      oliver,
      'PUT',
    );
    expect([res.statusCode, res.json().messageKey], res.body).toEqual([403, 'users_not_allowed']);
    // Refused by the route's permission gate (issue 42), like the session guard's refusals: no write ran.
    expect(await rowsSince(before)).toEqual([]);
    const users = await queryRows(ctx.database.db, sql`select 1 from users where email = ${email}`);
    expect(users).toEqual([]);
  });

  it('an edit of details writes one EUSR success row with the change', async () => {
    const iris = namedUser('invited');
    const before = await lastId();
    const res = await send(
      `/api/users/users/${iris.id}`,
      { user: { basicDetails: { firstName: 'Iris', lastName: 'Audited' } } },
      claire,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsSince(before);
    expect(rows.map((r) => [r.action_code, r.is_success, r.body.lastName])).toEqual([
      ['EUSR', true, 'Audited'],
    ]);
  });
});
