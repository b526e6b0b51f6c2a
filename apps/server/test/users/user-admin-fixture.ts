import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../../src/db/client';
import { namedUser } from '../../src/demo/named-users';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

type Audit = {
  action_code: string;
  actor_email: string;
  body: Record<string, unknown>;
  authority_ids: string[];
};

/*
 * The user administration tests' app (000 §2, §4, §5, §7): Claire signed in, her fuel authorities,
 * and the demo users she administers. Set by `useUserAdmin()` before the file's first test (ES
 * module live bindings).
 */
export let ctx: Awaited<ReturnType<typeof createDemoApp>>;
let claire: string;
export let fuel: string[];
export const iris = namedUser('invited');
export const eli = namedUser('linkExpired');
export const ben = namedUser('orderBlocked');

/** Opens the app for the calling test file and closes it after its last test. */
export function useUserAdmin(): void {
  beforeAll(async () => {
    ctx = await createDemoApp();
    claire = await ctx.signInAs('customerAdmin');
    const roles = (await get('/api/users/users/roles')).json();
    fuel = roles.authorities
      .filter((a: { cardOfferType: string }) => a.cardOfferType === 'FUEL')
      .map((a: { authorityId: string }) => a.authorityId);
  }, 180_000);
  afterAll(() => ctx?.close());
}

export const get = (url: string, cookie = claire) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } });
export const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie = claire) =>
  ctx.app.inject({ method, url, payload, headers: { ...WRITE_HEADERS, cookie } });
export const audits = (code: string) =>
  queryRows<Audit>(
    ctx.database.db,
    sql`select action_code, actor_email, body, authority_ids from audit_log where action_code = ${code} order by id`,
  );
export const outbox = (to: string) =>
  queryRows<{ subject: string; body_text: string }>(
    ctx.database.db,
    sql`select subject, body_text from outbox_emails where to_address = ${to} order by id`,
  );
export const grants = async (userId: number) =>
  Object.fromEntries(
    (
      await queryRows<{ authority_id: string; role_id: number }>(
        ctx.database.db,
        sql`select authority_id, role_id from user_authority_access where user_id = ${userId} order by 1`,
      )
    ).map((r) => [r.authority_id, r.role_id]),
  );
export const newUser = (user: object, extra: object = {}) =>
  send('PUT', '/api/users/users', {
    user: { firstName: 'Nina', lastName: 'New', email: 'nina.new@example.com', ...user },
    Authority: [{ authorityId: fuel[0], roleId: 1504 }],
    ...extra,
  });
