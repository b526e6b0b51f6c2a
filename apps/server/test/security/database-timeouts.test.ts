import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedUser } from '../../src/demo/named-users';
import { reachableAuthorities } from '../cards/support';
import { signIn } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { type Authority, type DemoCtx, order, orderableAuthorities, vehicleOrder } from '../orders/support';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl)
  console.warn('SKIPPED: issue 42 §2 database timeouts need PostgreSQL; set TEST_DATABASE_URL.');

/** Short limits, so the test waits little; the defaults are 15 s, 5 s and 30 s (db/timeouts.ts). */
const TIMEOUTS = { statementMs: 3_000, lockMs: 1_500, idleInTransactionMs: 1_000 };
const POOL_SIZE = 4;

/** Polls a condition on the database until it holds (state, not time; the test's timeout bounds it). */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Issue 42 §2: without statement_timeout, lock_timeout and idle_in_transaction_session_timeout, one
 * 15 s lock on card_orders stalled unrelated reads for 15 s: the writes queued behind it held every
 * pool connection. Now a write behind the lock answers 503 once lock_timeout passes, the writes leave
 * connections to the reads meanwhile, and each limit answers 503 with Retry-After.
 */
describe.skipIf(!postgresUrl)('database limits: lock, statement and idle transaction (issue 42 §2)', () => {
  let ctx: DemoCtx;
  let admin: pg.Client;
  let cookie: string;
  let authority: Authority;
  let release = () => {};
  const databaseName = () => new URL(String(ctx.database.url)).pathname.slice(1);
  const backends = async (condition: string) =>
    Number(
      (
        await admin.query(
          `select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and ${condition}`,
          [databaseName()],
        )
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    const created = await createTestApp(
      { databaseTimeouts: TIMEOUTS, databasePoolSize: POOL_SIZE },
      {
        template: 'tiny',
        beforeReady: (app) => {
          app.get('/__fault/slow', { config: { access: 'public' } }, async () =>
            app.database.db.execute(sql`select pg_sleep(60)`),
          );
          app.get('/__fault/idle', { config: { access: 'public' } }, async () =>
            app.database.db.transaction(async (tx) => {
              await tx.execute(sql`select 'fault_idle_transaction'`);
              await new Promise<void>((resolve) => {
                release = resolve;
              });
              await tx.execute(sql`select 1`);
              return { ok: true };
            }),
          );
        },
      },
    );
    ctx = { ...created, signInAs: async () => '' };
    const user = namedUser('customerAdmin');
    cookie = (await signIn(ctx.app, user.email, String(user.password))).jar.header();
    const orderable = await orderableAuthorities(ctx, await reachableAuthorities(ctx, cookie));
    // One whose orders need nothing further (Austria's asks for a tax field).
    const first = orderable.find((a) => a.country_code !== 'AT');
    if (!first) throw new Error('no orderable authority in the demo data');
    authority = first;
    admin = new pg.Client({ connectionString: String(ctx.database.url) });
    await admin.connect();
  }, 180_000);
  afterAll(async () => {
    await admin?.end();
    await ctx?.close();
  });

  it('a lock held on card_orders: reads answer at once, each write behind it answers 503', async () => {
    await admin.query('begin');
    await admin.query('lock table card_orders in exclusive mode');
    try {
      await writesBehindTheLock();
    } finally {
      await admin.query('rollback');
    }
    const after = await order(ctx, cookie, vehicleOrder(authority));
    expect(after.statusCode, after.body).toBeLessThan(300);
  });

  async function writesBehindTheLock() {
    // More writes than the pool has connections.
    let answered = 0;
    const writes = Array.from({ length: POOL_SIZE + 1 }, () =>
      order(ctx, cookie, vehicleOrder(authority)).finally(() => answered++),
    );
    await until(async () => (await backends(`wait_event_type = 'Lock'`)) > 0);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/cards/cards?accessLevel=A&accessLevelCode=${authority.authority_id}&pageSize=10`,
      headers: { cookie },
    });
    expect(read.statusCode, read.body).toBe(200);
    // The read did not wait for a write to give up its connection.
    expect(answered).toBe(0);
    for (const answer of await Promise.all(writes)) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toMatchObject({ code: 'UNAVAILABLE', messageKey: 'service_unavailable' });
    }
  }

  it('a statement running past statement_timeout answers 503 with Retry-After', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/__fault/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', messageKey: 'service_unavailable' });
  });

  it('a transaction idle past idle_in_transaction_session_timeout is ended and answers 503', async () => {
    const answer = ctx.app.inject({ method: 'GET', url: '/__fault/idle' });
    await until(async () => (await backends(`state = 'idle in transaction'`)) > 0);
    await until(async () => (await backends(`state = 'idle in transaction'`)) === 0);
    release();
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', messageKey: 'service_unavailable' });
    const pool = ctx.app.database.pool as pg.Pool;
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
