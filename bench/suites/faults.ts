import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { defaultPoolSize, openDatabase, queryRows } from '../../apps/server/src/db/client';
import { namedUser } from '../../apps/server/src/demo/named-users';
import { emptyRedisAnswers } from '../../apps/server/test/helpers/redis-probe';
import { signIn } from '../../apps/server/test/helpers/sign-in';
import { type ProxyMode, TcpProxy } from '../../apps/server/test/helpers/tcp-proxy';
import { type Authority, vehicleOrder } from '../../apps/server/test/orders/support';
import { type Fault, killBursts, lockHeld, redisFault, simultaneousStart } from '../support/fault-drills';
import { machineLoad, mdRow } from '../support/load';
import { runSeed } from '../support/seed-run';

const DATABASE = 'portal_faults';
const WORKERS = 6;
const PHASE_MS = 6_000;
/** Issue 42 §2: kill bursts and the held lock last 10 s (the lock twice the default lock_timeout). */
const LONG_PHASE_MS = 10_000;
const RECOVERY_BUDGET_MS = 2_000;
/** Redis behind a proxy of its own, database 9 (no test's keys). */
const REDIS = { host: '127.0.0.1', port: 6379, db: 9 };

/** The demo preset in its own PostgreSQL database, loaded once and kept (orders of every run add up). */
async function faultsDatabaseUrl(): Promise<string> {
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = `/${DATABASE}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(`select 1 from pg_database where datname = '${DATABASE}'`);
    if (rowCount) return url.toString();
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  await runSeed(['--preset', 'demo'], { DATABASE_URL: url.toString() });
  return url.toString();
}

type Outcome = { phase: string; kind: 'read' | 'write' | 'sign-in'; status: number; key?: string };

/**
 * Issues 14 and 42, fault gate: a TCP proxy between the portal and PostgreSQL drops every connection,
 * stalls them and refuses new ones; then backends are terminated every 0.25 s for 10 s, a lock is held
 * on card_orders for 10 s, and Redis (behind a proxy of its own) refuses and then hangs; all while six
 * workers send a customer administrator's reads (cards list) and writes (card orders, each with its own
 * Idempotency-Key) and one worker signs in. Last, two instances migrate a fresh database at once.
 * Passes when the process never dies, every failed request is a 503, every sign-in succeeds, no order
 * is half-written, no connection is left checked out, and requests answer again within 2 s of each
 * fault ending.
 */
export default async function run(): Promise<string> {
  const direct = new URL(await faultsDatabaseUrl());
  const proxy = new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(direct);
  proxied.port = String(await proxy.start());
  const withRedis = await emptyRedisAnswers(`redis://${REDIS.host}:${REDIS.port}/${REDIS.db}`);
  const redisProxy = new TcpProxy({ host: REDIS.host, port: REDIS.port });
  const redisUrl = withRedis ? `redis://127.0.0.1:${await redisProxy.start()}/${REDIS.db}` : undefined;
  let crashes = 0;
  const onCrash = (error: unknown) => {
    crashes++;
    console.error('faults: would have ended the process:', error);
  };
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);

  const database = await openDatabase({ kind: 'postgres', url: proxied.toString(), maxConnections: 10 });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_PRESET: 'none',
    // One address signs in all the time here: its per-minute limit is not what this gate measures.
    SIGNIN_RATE_PER_MINUTE: '1000000',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const runId = `fault-${Date.now().toString(36)}`;
  try {
    const user = namedUser('customerAdmin');
    const { jar } = await signIn(app, user.email, user.password as string);
    const headers = { cookie: jar.header(), 'x-requested-with': 'portal' };
    const reach = (
      (await app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers })).json() as {
        authorities: { authorityId: string }[];
      }
    ).authorities.map((a) => a.authorityId);
    const [authority] = await queryRows<Authority>(
      database.db,
      sql`select authority_id, country_code, send_to_address, card_type_ids, pin_derivation, pin_req, order_settings
            from authorities
           where authority_id = any(${`{${reach.join(',')}}`}::text[]) and not is_stopped
             and card_ordering_allowed and 3 = any(card_type_ids) and send_to_address <> 6
             and coalesce(order_settings->'configuration'->'region'->>'austriantax', 'N') <> 'Y'
           order by authority_id limit 1`,
    );
    if (!authority) throw new Error('the customer administrator has no orderable authority');
    const body = JSON.stringify(vehicleOrder(authority));
    const readUrl = `${address}/api/cards/cards?accessLevel=A&accessLevelCode=${authority.authority_id}&pageSize=10`;

    const outcomes: Outcome[] = [];
    const firstFailure: Record<string, string> = {};
    let phase = 'warm-up';
    let running = true;
    let seq = 0;
    const worker = async (n: number) => {
      while (running) {
        const write = (seq++ + n) % 3 === 0;
        const key = `${runId}-${n}-${seq}`;
        const at = phase;
        try {
          const response = write
            ? await fetch(`${address}/api/cards/cardorder`, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
                body,
              })
            : await fetch(readUrl, { headers });
          const text = await response.text();
          if (response.status >= 300 && !firstFailure[at])
            firstFailure[at] = `${response.status} ${text.slice(0, 200)}`;
          outcomes.push({ phase: at, kind: write ? 'write' : 'read', status: response.status, key });
        } catch {
          outcomes.push({ phase: at, kind: write ? 'write' : 'read', status: 0, key });
        }
      }
    };
    const signInWorker = async () => {
      while (running) {
        const at = phase;
        const failure = await signIn(app, user.email, user.password as string).then(
          () => undefined,
          (error: Error) => error.message,
        );
        // The helper names the step that failed and its status (`no callback: 500 …`).
        const status = failure ? Number(/\b(\d{3})\b/.exec(failure)?.[1] ?? 0) : 200;
        if (failure && status !== 503 && !firstFailure[`sign-in ${at}`])
          firstFailure[`sign-in ${at}`] = failure.replace(/\s+/g, ' ').slice(0, 200);
        outcomes.push({ phase: at, kind: 'sign-in', status });
      }
    };
    const workers = [...Array.from({ length: WORKERS }, (_, n) => worker(n)), signInWorker()];
    const hold = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    type Probe = () => Promise<boolean>;
    const readAnswers: Probe = async () => {
      const response = await fetch(readUrl, { headers }).catch(() => null);
      await response?.arrayBuffer();
      return response?.status === 200;
    };
    const writeAnswers: Probe = async () => {
      const response = await fetch(`${address}/api/cards/cardorder`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'idempotency-key': `${runId}-probe-${seq++}`,
        },
        body,
      }).catch(() => null);
      await response?.arrayBuffer();
      return Boolean(response && response.status < 300);
    };
    const signInAnswers: Probe = () =>
      signIn(app, user.email, user.password as string).then(
        () => true,
        () => false,
      );
    /** From the fault ending to the first request of `probe`'s kind that succeeds (30 s: wedged). */
    async function recovery(probe: Probe = readAnswers): Promise<number> {
      const started = performance.now();
      for (;;) {
        if (await probe()) return Math.round(performance.now() - started);
        if (performance.now() - started > 30_000) return Number.POSITIVE_INFINITY;
        await hold(20);
      }
    }

    const recoveries: Record<string, number> = {};
    const proxyFault = (mode: ProxyMode | 'drop'): Fault => ({
      start: async () => (mode === 'drop' ? proxy.dropAll() : proxy.setMode(mode)),
      end: async () => (mode === 'drop' ? undefined : proxy.setMode('pass')),
    });
    const drill = async (name: string, fault: Fault, ms = PHASE_MS, probe: Probe = readAnswers) => {
      console.error(`faults: ${name} (${outcomes.length} requests so far)`);
      phase = name;
      await fault.start();
      await hold(ms);
      await fault.end();
      console.error(`faults: ${name} ends; waiting for the first request that succeeds`);
      recoveries[name] = await recovery(probe);
      console.error(`faults: recovered from ${name} in ${recoveries[name]} ms`);
      phase = `after ${name}`;
      await hold(PHASE_MS / 2);
    };
    phase = 'normal';
    await hold(PHASE_MS);
    await drill('all connections dropped', proxyFault('drop'));
    await drill('database stalled', proxyFault('stall'));
    await drill('connections refused', proxyFault('refuse'));
    const kills = killBursts(direct.toString());
    await drill('backends killed every 0.25 s', kills, LONG_PHASE_MS);
    await drill('lock held on card_orders', lockHeld(direct.toString()), LONG_PHASE_MS, writeAnswers);
    if (withRedis) {
      await drill('Redis down (refused)', redisFault(redisProxy, 'down'), PHASE_MS, signInAnswers);
      await drill(
        'Redis hung (accepts, never answers)',
        redisFault(redisProxy, 'hung'),
        PHASE_MS,
        signInAnswers,
      );
    }
    running = false;
    console.error('faults: waiting for the workers');
    await Promise.all(workers);
    // Wedged: a connection still checked out (or a request still waiting) once every request ended.
    const appPool = app.database.pool;
    const leaked = appPool ? appPool.totalCount - appPool.idleCount + appPool.waitingCount : 0;
    const healthAtEnd = await fetch(`${address}/api/health`).then(
      (r) => r.json() as Promise<Record<string, unknown>>,
    );
    console.error('faults: two instances migrating a fresh database at once');
    const start = await simultaneousStart(
      process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    );
    console.error('faults: checking the orders');

    // Every order that committed is whole: its card exists and both audit rows (request and answer) too.
    // Read past the proxy: a connection of the bench's own pool that sat idle through the stall may
    // never answer again, and the check is about the database, not the network.
    const checker = await openDatabase({ kind: 'postgres', url: direct.toString(), maxConnections: 1 });
    const [check] = await queryRows<{ orders: number; cardless: number; unaudited: number }>(
      checker.db,
      sql`select count(*)::int as orders,
                 count(*) filter (where c.card_id is null)::int as cardless,
                 count(*) filter (where not exists (select 1 from audit_log l
                                          where l.action_code = 'NCRQ' and l.is_success
                                            and l.actor_user_id = o.user_id and l.logging_time = o.created_at)
                                     or not exists (select 1 from audit_log l
                                          where l.action_code = 'NCRP' and l.is_success
                                            and l.actor_user_id = o.user_id and l.logging_time = o.created_at
                                            and l.body->>'serial' = c.card_serial_number))::int as unaudited
            from card_orders o left join cards c on c.card_id = o.card_id
           where o.idempotency_key like ${`${runId}-%`}`,
    );
    await checker.close();
    const keysAnswered201 = outcomes.filter((o) => o.kind === 'write' && o.status < 300).length;

    const phases = [...new Set(outcomes.map((o) => o.phase))];
    const rows = phases.map((name) => {
      const of = outcomes.filter((o) => o.phase === name && o.kind !== 'sign-in');
      const ok = of.filter((o) => o.status >= 200 && o.status < 300).length;
      const s503 = of.filter((o) => o.status === 503).length;
      const other = of.length - ok - s503;
      const signIns = outcomes.filter((o) => o.phase === name && o.kind === 'sign-in');
      const signedIn = signIns.filter((o) => o.status === 200).length;
      return mdRow([
        name,
        of.length,
        ok,
        s503,
        other,
        `${signedIn} / ${signIns.length - signedIn}`,
        name in recoveries ? `${recoveries[name]} ms` : '—',
      ]);
    });
    const otherFailures = outcomes.filter(
      (o) => o.kind !== 'sign-in' && (o.status < 200 || o.status >= 300) && o.status !== 503,
    );
    // A sign-in needs the database: while it is away a sign-in may answer 503 like any request.
    const failedSignIns = outcomes.filter(
      (o) => o.kind === 'sign-in' && o.status !== 200 && o.status !== 503,
    );
    const worstRecovery = Math.max(...Object.values(recoveries));
    const pass =
      crashes === 0 &&
      otherFailures.length === 0 &&
      (check?.cardless ?? 1) === 0 &&
      (check?.unaudited ?? 1) === 0 &&
      failedSignIns.length === 0 &&
      leaked === 0 &&
      start.migrated === 2 &&
      worstRecovery <= RECOVERY_BUDGET_MS;
    return [
      '## Fault gate (issues 14 and 42)',
      '',
      `PostgreSQL \`${DATABASE}\` (demo preset) behind a TCP proxy on loopback${withRedis ? ', Redis behind another' : ' (no Redis answered: its phases skipped)'}; ${WORKERS} workers send a customer`,
      "administrator's reads (cards list) and card orders (2 reads : 1 write, each order with its own",
      `Idempotency-Key) and one worker signs in, for ${PHASE_MS / 1000} s per phase (${LONG_PHASE_MS / 1000} s for the kill bursts and the lock);`,
      `pool of ${config.databasePoolSize ?? defaultPoolSize()} API connections; default database limits (statement 15 s, lock 5 s, idle in transaction 30 s).`,
      `${machineLoad()} at the end.`,
      'A request counts in the phase it started in: those in flight when a fault begins fail (503) in the',
      'phase before it, and while the database stalls the workers wait inside their requests. Recovery: from',
      'the fault ending to the first read answered 200 (the lock: the first order; Redis: the first sign-in).',
      '',
      mdRow(['phase', 'requests', '2xx', '503', 'other', 'sign-ins ok / failed', 'recovery']),
      mdRow(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
      ...rows,
      '',
      `- Process exits (uncaught errors): ${crashes}`,
      `- Failures other than 503: ${otherFailures.length}${otherFailures.length ? ` (statuses ${[...new Set(otherFailures.map((o) => o.status))].join(', ')})` : ''}`,
      `- Sign-ins failed other than with 503: ${failedSignIns.length}${failedSignIns.length ? ` (statuses ${[...new Set(failedSignIns.map((o) => o.status))].join(', ')})` : ''}`,
      `- Backends terminated by the kill bursts: ${kills.killed()}`,
      `- Wedged: API connections still checked out or waited for after the run: ${leaked}; health at the end: \`${JSON.stringify({ status: healthAtEnd.status, database: healthAtEnd.database, redis: healthAtEnd.redis })}\``,
      `- Simultaneous start: ${start.migrated} of 2 instances migrated a fresh database at once in ${start.ms} ms${start.errors.length ? ` (errors: ${start.errors.join('; ')})` : ''}`,
      `- Orders committed: ${check?.orders} (${keysAnswered201} answered 2xx; an order whose answer was lost with its connection may commit without a 2xx); without their card: ${check?.cardless}; without both audit rows: ${check?.unaudited}`,
      ...Object.entries(firstFailure).map(([name, text]) => `- First failure ${name}: \`${text}\``),
      `- Slowest recovery: ${worstRecovery} ms (budget ${RECOVERY_BUDGET_MS} ms)`,
      '',
      pass ? '**Verdict: holds.**' : '**Verdict: does not hold** (see the lines above).',
      (os.loadavg()[0] ?? 0) > 2 * os.cpus().length
        ? '_The machine was busy during this run; recovery times include its queueing._'
        : '',
    ].join('\n');
  } finally {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await proxy.close();
    await redisProxy.close();
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  }
}
