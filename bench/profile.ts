/**
 * npm run profile -w bench -- <page|ingest|authorize> [--seconds 10] [--rate 2000] [--cpu-profile file]
 *
 * One load at a time on a seeded PostgreSQL database (BENCH_PROFILE_DB_URL, required: the ingest and
 * authorize loads write to it, so give it a copy of `portal_large`, e.g. `CREATE DATABASE x TEMPLATE
 * portal_large`), with the portal in this process: what it answered, how many cores each process
 * used meanwhile (/proc, Linux), and where the server's own time went (V8's profiler, summarised;
 * `--cpu-profile` also writes the whole profile for Chrome's DevTools). For finding where time goes;
 * the budgets' figures come from `npm run bench` (bench/RESULTS.md).
 *
 * - page: the widest group's first transactions page at 20 connections (the issue 13 and 20 page)
 * - ingest: the ingest CLI alone (the ingest suite's writer) at `--rate` lines a second, batches of 200;
 *   the CLI's own start (compiling, planning its cards: a few seconds) counts in its cores
 * - authorize: POST /partner/v1/authorizations at 20 connections, each with a fresh request id
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client';
import { createPartnerCredential } from '../apps/server/src/modules/ingestion/credentials';
import { startCpuProfile, summarizeProfile } from './support/cpu-profile';
import { measure } from './support/load';
import { authorizationBody, partnerHeaders, runIngestCli, seededPreset } from './support/partner-load';
import { startSignedInPortal } from './support/portal';
import { startCpuMeter } from './support/process-cpu';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '2000' },
    'cpu-profile': { type: 'string' },
  },
});
const load = positionals[0];
const url = process.env.BENCH_PROFILE_DB_URL;
if (!url || !['page', 'ingest', 'authorize'].includes(load ?? '')) {
  console.error(
    'usage: BENCH_PROFILE_DB_URL=<a seeded copy> npm run profile -w bench -- <page|ingest|authorize>',
  );
  process.exit(2);
}
const seconds = Number(values.seconds);

const database = await openDatabase({ kind: 'postgres', url });
const portal = await startSignedInPortal(database);

/** A partner credential of its own for this run (kept: the copy is a scratch database). */
async function partner() {
  const made = await createPartnerCredential(database.db, {
    partnerId: `profile-${Date.now()}`,
    label: 'profile',
    now: Date.now(),
  });
  return { headers: partnerHeaders(made.credential), credential: made.credential };
}

/** The load itself, after a short warm-up where one makes sense; answers what the client saw. */
async function drive(): Promise<{ warmUp?: () => Promise<unknown>; run: () => Promise<unknown> }> {
  if (load === 'page') {
    const list = portal.widestTransactionsPage;
    return {
      warmUp: () => measure(list, { headers: portal.headers, duration: 2 }),
      run: () => measure(list, { headers: portal.headers, duration: seconds }),
    };
  }
  const { credential, headers } = await partner();
  if (load === 'authorize') {
    const body = await authorizationBody(database.db, 'profile');
    const post = { method: 'POST', headers, body, uniqueBody: true } as const;
    const target = `${portal.address}/partner/v1/authorizations`;
    return {
      warmUp: () => measure(target, { ...post, duration: 2 }),
      run: () => measure(target, { ...post, duration: seconds }),
    };
  }
  const seed = await seededPreset(database.db, url ?? '');
  const ingest = {
    address: portal.address,
    credential,
    rate: Number(values.rate),
    batch: 200,
    seconds,
    seed,
  };
  return { run: () => runIngestCli(ingest) };
}

try {
  const { warmUp, run: measured } = await drive();
  await warmUp?.();
  const profiler = await startCpuProfile();
  const cpu = startCpuMeter();
  const answered = await measured();
  const cores = cpu.stop();
  const profile = await profiler.stop();
  console.log(JSON.stringify({ load, answered, cores }, null, 2));
  if (values['cpu-profile']) fs.writeFileSync(values['cpu-profile'], JSON.stringify(profile));
  console.log(summarizeProfile(profile));
} finally {
  await portal.close();
  await database.close();
}
