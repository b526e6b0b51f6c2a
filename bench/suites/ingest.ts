import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import {
  createPartnerCredential,
  listPartnerCredentials,
  revokePartnerCredential,
} from '../../apps/server/src/modules/ingestion/credentials';
import { benchServerUrl, transportOf } from '../support/large-db';
import { LOAD_TABLE_HEAD, loadRow, machineLoad, mdRow, measure } from '../support/load';
import { authorizationBody, partnerHeaders, runIngestCli, seededPreset } from '../support/partner-load';
import { startSignedInPortal } from '../support/portal';

/** Issue 20 budgets: per batch of 200 lines p99, the list page p95 meanwhile, authorizations p99. */
const BATCH_P99_MS = 250;
const PAGE_P95_MS = 50;
const AUTHORIZE_P99_MS = 20;
const PARTNER = 'bench-processor';

/**
 * Knobs for a short proof against other data (the default is the run on `portal_large`):
 * BENCH_INGEST_DB_URL (a seeded PostgreSQL database), BENCH_INGEST_SECONDS (60), BENCH_INGEST_RATE
 * (2,000 lines/s), BENCH_INGEST_BATCH (200).
 */
const knobs = () => {
  const base = benchServerUrl();
  const large = new URL(base);
  large.pathname = '/portal_large';
  return {
    url: process.env.BENCH_INGEST_DB_URL ?? large.toString(),
    seconds: Number(process.env.BENCH_INGEST_SECONDS ?? 60),
    rate: Number(process.env.BENCH_INGEST_RATE ?? 2000),
    batch: Number(process.env.BENCH_INGEST_BATCH ?? 200),
  };
};

/**
 * Issue 20, PostgreSQL: the ingest CLI (the demo generator's purchases, stamped now) posts 2,000 lines
 * a second in batches of 200 for 60 s through POST /partner/v1/transactions; the default transactions
 * page is measured at 20 connections meanwhile; then POST /partner/v1/authorizations at 20 connections.
 * The data is never loaded here: the database must hold a seeded preset (seed marker in app_meta).
 */
export default async function runSuite(): Promise<string> {
  const k = knobs();
  const probe = new pg.Client({ connectionString: k.url });
  await probe.connect().catch((error: Error) => {
    throw new Error(
      `${k.url}: ${error.message} (load it with npm run bench -- seed-large, or set BENCH_INGEST_DB_URL)`,
    );
  });
  await probe.end();
  const database = await openDatabase({ kind: 'postgres', url: k.url });
  const portal = await startSignedInPortal(database);
  let credentialId = 0;
  try {
    const seed = await seededPreset(database.db, k.url);
    // Earlier runs' credentials of the bench partner are revoked first (two may be active).
    for (const c of await listPartnerCredentials(database.db))
      if (c.partnerId === PARTNER && !c.revokedAt)
        await revokePartnerCredential(database.db, c.credentialId, Date.now());
    const made = await createPartnerCredential(database.db, {
      partnerId: PARTNER,
      label: 'bench',
      now: Date.now(),
    });
    credentialId = made.credentialId;
    const auth = partnerHeaders(made.credential);

    const writer = runIngestCli({ address: portal.address, credential: made.credential, ...k, seed });
    const list = portal.widestTransactionsPage;
    // The list page while the writer runs (it starts a moment after the CLI has planned its cards).
    await new Promise((resolve) => setTimeout(resolve, Math.min(5, k.seconds / 4) * 1000));
    const page = await measure(list, {
      headers: portal.headers,
      duration: Math.max(3, Math.floor(k.seconds / 2)),
    });
    const cli = await writer;

    const target = `${portal.address}/partner/v1/authorizations`;
    const body = await authorizationBody(database.db, 'bench');
    const post = { method: 'POST', headers: auth, body, uniqueBody: true } as const;
    await measure(target, { ...post, duration: 2 });
    const [before] = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*) as n from partner_authorizations where partner_id = ${PARTNER}`,
    );
    const authorize = await measure(target, post);
    const [after] = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*) as n from partner_authorizations where partner_id = ${PARTNER}`,
    );
    const decided = Number(after?.n) - Number(before?.n);
    const verdict = (value: number, budget: number) =>
      `${budget} ms (${value <= budget ? 'within' : '**over**'})`;
    return [
      '## Partner ingestion (issue 20)',
      '',
      `PostgreSQL \`${new URL(k.url).pathname.slice(1)}\` (${seed.preset}, seed ${seed.seed}, as of ${seed.asOf}, ${transportOf(k.url)}). The writer is`,
      `\`npm run ingest\` (the demo generator's purchases stamped now, authorised lines cleared later) at ${k.rate} lines/s in`,
      `batches of ${k.batch} for ${k.seconds} s, up to 8 requests in flight; the list page is measured meanwhile; then the`,
      `authorizations, each with a fresh request id (autocannon, the body made per request): ${decided} decisions stored`,
      `in the 10 s. ${machineLoad()} at the end.`,
      '',
      mdRow([
        'writer',
        'lines/s achieved',
        'lines sent',
        'stored',
        'refused',
        'batches',
        'skipped',
        'batch p50 ms',
        'batch p99 ms',
        'budget p99',
      ]),
      mdRow(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
      mdRow([
        `POST /partner/v1/transactions, ${k.batch} lines a batch`,
        cli.linesPerSecond,
        cli.sent,
        cli.stored,
        `${cli.refused} ${JSON.stringify(cli.refusedBy)}`,
        cli.requests,
        cli.skippedBatches,
        cli.batchMs.p50,
        cli.batchMs.p99,
        verdict(cli.batchMs.p99, BATCH_P99_MS),
      ]),
      '',
      ...LOAD_TABLE_HEAD,
      loadRow(
        'GET transactions (widest group, first page) while the writer runs, 20 connections',
        page,
        PAGE_P95_MS,
      ),
      loadRow(
        'POST /partner/v1/authorizations, 20 connections (budget on p99, every answer 2xx)',
        authorize,
        AUTHORIZE_P99_MS,
        'gate',
      ),
    ].join('\n');
  } finally {
    if (credentialId) await revokePartnerCredential(database.db, credentialId, Date.now());
    await portal.close();
    await database.close();
  }
}
