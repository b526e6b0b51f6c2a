import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { parseAsOf } from '../../src/demo/context';
import { generateDemoData } from '../../src/demo/generate';
import { NAMED_USERS, type NamedUserKey } from '../../src/demo/named-users';
import { fakeClock } from '../helpers/fake-clock';
import { signIn, WRITE_HEADERS } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

/** The tiny demo preset on a test app whose clock the test moves (overrides end by the clock). */
export async function createLimitsApp() {
  const clock = fakeClock();
  const ctx = await createTestApp({}, { clock });
  await generateDemoData(ctx.database, { preset: 'tiny', seed: 1, asOf: parseAsOf(undefined) });
  const signInAs = async (key: NamedUserKey) => {
    const user = NAMED_USERS.find((u) => u.key === key);
    if (!user?.password) throw new Error(`${key} cannot sign in`);
    return (await signIn(ctx.app, user.email, user.password)).jar.header();
  };
  const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...WRITE_HEADERS, cookie },
      payload: payload as object,
    });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.database.db, query);
  const reachable = async (cookie: string) =>
    ((await get('/api/users/users/hierarchy', cookie)).json().authorities as { authorityId: string }[]).map(
      (a) => a.authorityId,
    );
  const audit = (code: string, authorityId: string) =>
    rows<{ is_success: boolean; body: Record<string, unknown> }>(
      sql`select is_success, body from audit_log where action_code = ${code}
           and ${authorityId} = any(authority_ids) order by id`,
    );
  return { ...ctx, clock, signInAs, get, post, rows, reachable, audit };
}
export type LimitsApp = Awaited<ReturnType<typeof createLimitsApp>>;
