import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type Database, openDatabase, queryRows } from '../../apps/server/src/db/client';
import { createConnection, revokeConnection } from '../../apps/server/src/modules/ocpi/connections';
import { cdrFor, depotLocation, startCpo } from '../../apps/server/test/ocpi/cpo-simulator';
import { benchServerUrl, transportOf } from '../support/large-db';
import { machineLoad, mdRow } from '../support/load';
import { runSeed } from '../support/seed-run';

const run = promisify(execFile);
/** The budget's load; BENCH_OCPI_RATE and BENCH_OCPI_SECONDS change it for a diagnosis. */
const RATE = Number(process.env.BENCH_OCPI_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_OCPI_SECONDS ?? 30);
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The load client, in a second process so the server's event loop is not charged for it. `rate` mode
 * sends `rate` requests per second for `seconds` (open loop: a slow answer does not slow the sending),
 * `closed` mode keeps `connections` requests in flight. CDR bodies get unique ids; every tenth CDR
 * repeats one already sent (the repeat must change nothing).
 */
const CLIENT = `
const o = JSON.parse(process.argv[1]);
const headers = { authorization: o.authorization, 'content-type': 'application/json' };
const latencies = []; let failures = 0; let sent = 0; const ids = []; const kinds = {};
const fail = (k) => { failures++; kinds[k] = (kinds[k] || 0) + 1; };
function body() {
  if (o.kind !== 'cdr') return o.template;
  let id;
  if (ids.length > 10 && sent % 10 === 9) id = ids[Math.floor(Math.random() * ids.length)];
  else { id = o.prefix + '-' + sent; ids.push(id); }
  return JSON.stringify({ ...JSON.parse(o.template), id });
}
async function one() {
  const b = body(); sent++;
  const t = performance.now();
  try {
    const r = await fetch(o.url, { method: 'POST', headers, body: b });
    const j = await r.json();
    if (r.status >= 300 || j.status_code !== 1000) fail(r.status + '/' + j.status_code + ' ' + (j.status_message || ''));
  } catch (e) { fail(String(e && (e.cause && e.cause.code || e.message))); }
  latencies.push(performance.now() - t);
}
async function main() {
  const end = Date.now() + o.seconds * 1000;
  const inflight = [];
  if (o.mode === 'rate') {
    const gap = 1000 / o.rate; const start = performance.now(); let n = 0;
    while (Date.now() < end) {
      const due = start + n * gap; const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inflight.push(one()); n++;
    }
  } else {
    await Promise.all(Array.from({ length: o.connections }, async () => { while (Date.now() < end) await one(); }));
  }
  await Promise.all(inflight);
  latencies.sort((a, b) => a - b);
  const p = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  console.log(JSON.stringify({ count: latencies.length, unique: ids.length, failures, kinds, p50: p(0.5), p95: p(0.95), p99: p(0.99), max: p(1) }));
}
main();`;

type LoadAnswer = {
  kinds: Record<string, number>;
  count: number;
  unique: number;
  failures: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

async function drive(options: Record<string, unknown>): Promise<LoadAnswer> {
  const { stdout } = await run(process.execPath, ['-e', CLIENT, JSON.stringify(options)], {
    cwd: here,
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').pop() as string) as LoadAnswer;
}

/**
 * portal_large, as the cards and transactions suites use it; with BENCH_SEED_LARGE=1 it is created
 * with the large preset when absent (about 5 minutes on a quiet machine, 30 at load 25).
 */
async function largeDatabaseUrl() {
  const base = benchServerUrl();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const found = await admin.query(`select 1 from pg_database where datname = 'portal_large'`);
  const seed = found.rowCount === 0 && process.env.BENCH_SEED_LARGE === '1';
  if (seed) await admin.query('CREATE DATABASE portal_large');
  await admin.end();
  if (found.rowCount === 0 && !seed)
    throw new Error('database portal_large is missing: seed it (BENCH_SEED_LARGE=1 does) and run again');
  const url = new URL(base);
  url.pathname = '/portal_large';
  if (seed) await runSeed(['--preset', 'large'], { DATABASE_URL: url.toString() });
  return url.toString();
}

/**
 * Takes the bench's sessions out of portal_large again (the other suites read it): the sessions made
 * from this connection's CDRs and what they added to the rollups, the CDRs, the pushed depot.
 */
async function removeBenchRows(db: Database['db'], connectionId: number) {
  await db.transaction(async (tx) => {
    const sessions = sql`(select session_id from ocpi_cdrs where connection_id = ${connectionId} and session_id is not null)`;
    await tx.execute(sql`with gone as (select authority_id, (session_end at time zone 'UTC')::date as day, cdr_type,
        count(*) as n, sum(total_energy_wh) as wh, sum(round(extract(epoch from session_end - session_start))) as s,
        count(*) filter (where session_end - session_start < interval '10 minutes') as short
        from charging_sessions where session_id in ${sessions} group by 1, 2, 3)
      update charging_daily_rollups r set session_count = r.session_count - gone.n, energy_wh = r.energy_wh - gone.wh,
        duration_seconds = r.duration_seconds - gone.s, short_session_count = r.short_session_count - gone.short
      from gone where r.authority_id = gone.authority_id and r.day = gone.day and r.cdr_type = gone.cdr_type`);
    const sites = sql`(select site_id from ocpi_locations where connection_id = ${connectionId})`;
    await tx.execute(sql`delete from charge_point_daily_usage where site_id in ${sites}`);
    await tx.execute(sql`update ocpi_cdrs set session_id = null where connection_id = ${connectionId}`);
    await tx.execute(sql`delete from charging_sessions where site_id in ${sites}`);
    await tx.execute(sql`delete from ocpi_cdrs where connection_id = ${connectionId}`);
    await tx.execute(sql`delete from ocpi_evses where (country_code, party_id, location_id) in
      (select country_code, party_id, location_id from ocpi_locations where connection_id = ${connectionId})`);
    const siteList = await queryRows<{ site_id: string }>(
      tx,
      sql`select site_id from ocpi_locations where connection_id = ${connectionId}`,
    );
    await tx.execute(sql`delete from ocpi_locations where connection_id = ${connectionId}`);
    for (const { site_id } of siteList)
      await tx.execute(sql`delete from ev_sites where site_id = ${site_id}`);
    await tx.execute(sql`delete from ocpi_connections where connection_id = ${connectionId}`);
  });
}

/**
 * Issue 17 Speed: an operator pushing 200 CDRs per second for 30 s gets every one stored once (a
 * repeated id is idempotent) with p99 at most 100 ms; authorize p99 at most 50 ms. PostgreSQL
 * `portal_large` (about 1M charging sessions), the server on loopback with the production config.
 */
export default async function runSuite(): Promise<string> {
  const url = await largeDatabaseUrl();
  const database = await openDatabase({ kind: 'postgres', url });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_PRESET: 'none' });
  // The simulated operator listens on plain http on loopback: allowed outside production only.
  const app = await buildApp({
    config: { ...config, env: 'test', ocpiAllowPrivateAddresses: true },
    database,
    logger: false,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const party = {
    countryCode: 'NL',
    partyId: `B${randomBytes(2).toString('hex').slice(0, 2).toUpperCase()}`,
    name: 'Bench operator',
  };
  const cpo = await startCpo(party);
  let connectionId = 0;
  try {
    const [pick] = await queryRows<{ authority_id: string; rf_id: string; token_id: number }>(
      database.db,
      sql`select authority_id, rf_id, token_id from rfid_tokens where card_status = 'available' and card_enabled
            and expiry_date_embossed > current_date order by token_id limit 1`,
    );
    if (!pick) throw new Error('no usable token in portal_large');
    const made = await createConnection(database.db, {
      name: party.name,
      depotAuthorityId: pick.authority_id,
      now: Date.now(),
    });
    connectionId = made.connectionId;
    const registered = await cpo.call<{ token: string }>(
      'POST',
      `${address}/ocpi/2.2.1/credentials`,
      made.tokenA,
      cpo.credentials,
    );
    const tokenC = registered.body.data?.token as string;
    const stamp = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const location = depotLocation(party, 'BENCH1', stamp);
    await cpo.call(
      'PUT',
      `${address}/ocpi/emsp/2.2.1/locations/${party.countryCode}/${party.partyId}/BENCH1`,
      tokenC,
      location,
    );
    const [site] = await queryRows<{ site_id: string }>(
      database.db,
      sql`select site_id from ocpi_locations where party_id = ${party.partyId} and location_id = 'BENCH1'`,
    );
    await database.db.execute(
      sql`insert into depot_permissions (token_id, site_id) values (${pick.token_id}, ${site?.site_id}) on conflict do nothing`,
    );
    const authorization = `Token ${Buffer.from(tokenC).toString('base64')}`;
    const end = Date.now() - 3_600_000;
    const template = JSON.stringify(
      cdrFor(party, location, 0, {
        id: 'x',
        uid: pick.rf_id,
        start: new Date(end - 5_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        end: new Date(end).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        kwh: 12.5,
      }),
    );
    const before = await queryRows<{ energy: string }>(
      database.db,
      sql`select coalesce(sum(energy_wh), 0) as energy from charging_daily_rollups where authority_id = ${pick.authority_id}`,
    );
    const cdrStarted = Date.now();
    const cdrs = await drive({
      url: `${address}/ocpi/emsp/2.2.1/cdrs`,
      authorization,
      kind: 'cdr',
      template,
      prefix: `B${Date.now()}`,
      mode: 'rate',
      rate: RATE,
      seconds: SECONDS,
    });
    const cdrSeconds = (Date.now() - cdrStarted) / 1000;
    const [stored] = await queryRows<{ cdrs: number; sessions: number }>(
      database.db,
      sql`select count(*)::int as cdrs, count(distinct session_id)::int as sessions from ocpi_cdrs where connection_id = ${connectionId}`,
    );
    const after = await queryRows<{ energy: string }>(
      database.db,
      sql`select coalesce(sum(energy_wh), 0) as energy from charging_daily_rollups where authority_id = ${pick.authority_id}`,
    );
    const addedWh = Number(after[0]?.energy) - Number(before[0]?.energy);
    const authorizeBody = JSON.stringify({ location_id: 'BENCH1', evse_uids: ['BENCH1-1'] });
    const authorizeUrl = `${address}/ocpi/emsp/2.2.1/tokens/${pick.rf_id}/authorize`;
    const authorizeFor = (seconds: number) =>
      drive({
        url: authorizeUrl,
        authorization,
        kind: 'authorize',
        template: authorizeBody,
        mode: 'closed',
        connections: 10,
        seconds,
      });
    await authorizeFor(2);
    const authorize = await authorizeFor(10);
    const verdict = (p99: number, budget: number) =>
      `${budget} ms (${p99 <= budget ? 'within' : '**over**'})`;
    // Each stored CDR made one session and added its energy once; every id sent was stored unless a request failed.
    const exact = stored?.sessions === stored?.cdrs && addedWh === (stored?.cdrs ?? 0) * 12_500;
    const complete = stored?.cdrs === cdrs.unique;
    const kinds = (r: LoadAnswer) =>
      Object.entries(r.kinds)
        .map(([k, n]) => `${n} x ${k}`)
        .join('; ') || 'none';
    return [
      '## OCPI CDRs and authorize (issue 17)',
      '',
      `PostgreSQL \`portal_large\` (${transportOf(url)}); the server on loopback (production config, plain http allowed for the`,
      `simulated operator), the load client in a second process. CDRs: open loop, ${RATE} per second for ${SECONDS} s,`,
      'every tenth a repeat of an earlier id. Authorize: 10 requests in flight for 10 s after a 2 s warm-up,',
      `one permitted card at a pushed depot. ${machineLoad()} at the end.`,
      '',
      mdRow(['request', 'sent', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failed', 'budget p99']),
      mdRow(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
      mdRow([
        'POST cdrs',
        cdrs.count,
        Math.round(cdrs.count / cdrSeconds),
        cdrs.p50,
        cdrs.p95,
        cdrs.p99,
        cdrs.max,
        cdrs.failures,
        verdict(cdrs.p99, 100),
      ]),
      mdRow([
        'POST tokens/{uid}/authorize',
        authorize.count,
        Math.round(authorize.count / 10),
        authorize.p50,
        authorize.p95,
        authorize.p99,
        authorize.max,
        authorize.failures,
        verdict(authorize.p99, 50),
      ]),
      '',
      `Answered in ${cdrSeconds.toFixed(0)} s (req/s counts that time). ${cdrs.unique} distinct CDR ids sent (${cdrs.count - cdrs.unique} repeats); ${stored?.cdrs} CDR rows and ${stored?.sessions} sessions stored; the rollups grew by ${addedWh} Wh (${stored?.cdrs} x 12,500 expected): each stored once, rollups **${exact ? 'exact' : 'MISMATCH'}**; every id stored: **${complete ? 'yes' : 'no'}**.`,
      `Failed CDR requests: ${kinds(cdrs)}. Failed authorize requests: ${kinds(authorize)}.`,
    ].join('\n');
  } finally {
    if (connectionId) {
      await revokeConnection(database.db, connectionId, Date.now());
      await removeBenchRows(database.db, connectionId);
    }
    await cpo.close();
    await app.close();
    await database.close();
  }
}
