// The partner loads of issue 20 that the ingest suite and bench/profile.ts both drive.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../apps/server/src/db/client';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = path.join(here, '../../apps/server/src/modules/ingestion/ingest-cli.ts');

/** The headers of a partner request with this processor credential. */
export const partnerHeaders = (credential: string) => ({
  authorization: `Bearer ${credential}`,
  'content-type': 'application/json',
});

/** The preset a database was seeded with (app_meta), which the ingest CLI's generator must match. */
export async function seededPreset(db: Db, name: string) {
  const [row] = await queryRows<{ value: string }>(db, sql`select value from app_meta where key = 'seed'`);
  if (!row) throw new Error(`${name} holds no seeded preset`);
  return JSON.parse(row.value) as { preset: string; seed: number; asOf: string };
}

/** What `npm run ingest -- --json` prints last. */
export type IngestSummary = {
  requests: number;
  failedRequests: number;
  skippedBatches: number;
  sent: number;
  stored: number;
  refused: number;
  refusedBy: Record<string, number>;
  seconds: number;
  linesPerSecond: number;
  batchMs: { p50: number; p95: number; p99: number; max: number };
};

/** Runs the ingest CLI against `address` (up to 8 batches in flight) and answers its summary. */
export async function runIngestCli(options: {
  address: string;
  credential: string;
  rate: number;
  batch: number;
  seconds: number;
  seed: Awaited<ReturnType<typeof seededPreset>>;
}): Promise<IngestSummary> {
  const { address, credential, rate, batch, seconds, seed } = options;
  const args = [
    ...['--import', 'tsx', CLI, '--json', '--url', address, '--credential', credential],
    ...['--rate', String(rate), '--batch', String(batch), '--seconds', String(seconds)],
    ...['--concurrency', '8', '--preset', seed.preset, '--seed', String(seed.seed), '--as-of', seed.asOf],
  ];
  const { stdout } = await run(process.execPath, args, { cwd: here, maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as IngestSummary;
}

/**
 * An authorization request's body for autocannon (`uniqueBody`: `[<id>]` becomes a fresh request id
 * each time), on the first active card of the data.
 */
export async function authorizationBody(db: Db, idPrefix: string): Promise<string> {
  const [card] = await queryRows<{ card_number: string }>(
    db,
    sql`select c.card_number from cards c join card_statuses s on s.status_id = c.card_status_id
         where not s.is_stopped and s.style = 'success' order by c.card_id limit 1`,
  );
  return JSON.stringify({
    requestId: `${idPrefix}-[<id>]`,
    cardNumber: card?.card_number ?? '000000000000',
    productId: 10001,
    quantity: 40,
    amount: 60,
  });
}
