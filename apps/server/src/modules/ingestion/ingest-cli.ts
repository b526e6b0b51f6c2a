/**
 * npm run ingest -- --rate 50 --minutes 5: replays purchases made by the demo generator (stamped now)
 * through POST /partner/v1/transactions of a running portal, as the card processor would; about half
 * the authorised lines are followed by their Cleared line a few seconds later. README "Transactions
 * arriving" and docs/ingestion.md list the flags; the benchmarks' writer (bench/suites/ingest.ts) is
 * this command with --json.
 *
 *   --url <portal>          INGEST_URL, else PUBLIC_URL, else http://localhost:3000
 *   --credential <secret>   INGEST_CREDENTIAL, else the demo processor's (works outside production)
 *   --rate <lines/s>        50          --minutes <m> 5 (or --seconds <s>; --lines <n> stops after n lines)
 *   --batch <lines>         lines per request (default: one request a second, at most 1,000 lines)
 *   --concurrency <n>       requests in flight at most (4)
 *   --preset, --seed, --as-of   the portal's demo data (SEED_PRESET's demo, SEED, today)
 *   --cleared-share <0..1>  authorised lines later sent again as Cleared (0.5)
 *   --json                  the summary as one JSON line
 */
import { parseArgs } from 'node:util';
import { INGEST_BATCH_MAX, type TIngestLine, type TIngestResponse } from '@portal/contract';
import { parseAsOf } from '../../demo/context';
import { clearedLine, liveTransactionFeed } from '../../demo/emit/live-transactions';
import { PRESET_NAMES, type PresetName } from '../../demo/presets';
import { DEMO_PROCESSOR } from './demo-processor';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    credential: { type: 'string' },
    rate: { type: 'string', default: '50' },
    minutes: { type: 'string' },
    seconds: { type: 'string' },
    lines: { type: 'string' },
    batch: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    preset: { type: 'string', default: 'demo' },
    seed: { type: 'string', default: process.env.SEED ?? '1' },
    'as-of': { type: 'string' },
    'cleared-share': { type: 'string', default: '0.5' },
    json: { type: 'boolean', default: false },
  },
});

const positive = (name: string, text: string | undefined, fallback: number) => {
  const n = text === undefined ? fallback : Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, not ${text}`);
  return n;
};
const rate = positive('rate', values.rate, 50);
const seconds = values.seconds
  ? positive('seconds', values.seconds, 300)
  : positive('minutes', values.minutes, 5) * 60;
const maxLines = values.lines ? positive('lines', values.lines, 1) : Number.POSITIVE_INFINITY;
const batchSize = Math.min(
  INGEST_BATCH_MAX,
  Math.round(positive('batch', values.batch, Math.min(rate, INGEST_BATCH_MAX))),
);
const concurrency = Math.round(positive('concurrency', values.concurrency, 4));
const clearedShare = Math.min(1, Math.max(0, Number(values['cleared-share'])));
if (!(PRESET_NAMES as readonly string[]).includes(values.preset))
  throw new Error(`--preset must be one of ${PRESET_NAMES.join(', ')}`);
const base = (
  values.url ??
  process.env.INGEST_URL ??
  process.env.PUBLIC_URL ??
  'http://localhost:3000'
).replace(/\/$/, '');
const credential = values.credential ?? process.env.INGEST_CREDENTIAL ?? DEMO_PROCESSOR.credential;

const feed = liveTransactionFeed({
  preset: values.preset as PresetName,
  seed: Number(values.seed),
  asOf: parseAsOf(values['as-of']),
  run: `cli-${Date.now()}`,
});

const summary = {
  requests: 0,
  failedRequests: 0,
  skippedBatches: 0,
  sent: 0,
  stored: 0,
  refused: 0,
  refusedBy: {} as Record<string, number>,
};
const latencies: number[] = [];
const pendingCleared: { due: number; line: TIngestLine }[] = [];
let inFlight = 0;
let lastError = '';

async function post(lines: TIngestLine[]) {
  inFlight += 1;
  const started = performance.now();
  try {
    const res = await fetch(`${base}/partner/v1/transactions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lines }),
    });
    const text = await res.text();
    latencies.push(performance.now() - started);
    summary.requests += 1;
    if (!res.ok) {
      summary.failedRequests += 1;
      lastError = `${res.status} ${text.slice(0, 200)}`;
      if (res.status === 401)
        throw new Error(`the portal refused the credential (401): see README "Transactions arriving"`);
      return;
    }
    const answer = JSON.parse(text) as TIngestResponse;
    summary.sent += lines.length;
    summary.stored += answer.stored;
    summary.refused += answer.refused;
    for (const line of answer.lines)
      if (line.outcome === 'refused') {
        const key = line.messageKey ?? 'unknown';
        summary.refusedBy[key] = (summary.refusedBy[key] ?? 0) + 1;
      }
    const now = Date.now();
    for (const [i, line] of lines.entries())
      if (
        answer.lines[i]?.outcome === 'stored' &&
        line.transactionStatus === 'Authorised' &&
        Math.random() < clearedShare
      )
        pendingCleared.push({ due: now + 3_000 + Math.random() * 12_000, line: clearedLine(line) });
  } finally {
    inFlight -= 1;
  }
}

/** The next batch: Cleared lines that are due first, then new purchases stamped now. */
function nextBatch(size: number): TIngestLine[] {
  const now = Date.now();
  const batch: TIngestLine[] = [];
  while (batch.length < size && pendingCleared[0] && pendingCleared[0].due <= now)
    batch.push((pendingCleared.shift() as { line: TIngestLine }).line);
  while (batch.length < size) batch.push(...feed.purchase(now));
  return batch.slice(0, size);
}

const started = Date.now();
const interval = (batchSize / rate) * 1000;
const requests: Promise<void>[] = [];
let sentLines = 0;
if (!values.json)
  console.log(`ingest: ${rate} lines/s in batches of ${batchSize} to ${base} for ${seconds} s`);
for (let tick = 0; tick * interval < seconds * 1000 && sentLines < maxLines; tick++) {
  const due = started + tick * interval;
  const wait = due - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (inFlight >= concurrency) {
    // The portal is slower than the rate: this batch is skipped, and the summary says so.
    summary.skippedBatches += 1;
    continue;
  }
  const lines = nextBatch(Math.min(batchSize, maxLines - sentLines));
  sentLines += lines.length;
  requests.push(
    post(lines).catch((error: Error) => {
      lastError = error.message;
      summary.failedRequests += 1;
    }),
  );
  if (!values.json && tick % Math.max(1, Math.round(10_000 / interval)) === 0 && tick > 0)
    console.log(`ingest: ${summary.stored} stored, ${summary.refused} refused, ${summary.requests} requests`);
  if (lastError.includes('401')) break;
}
await Promise.all(requests);

const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10;
const elapsed = (Date.now() - started) / 1000;
const result = {
  ...summary,
  seconds: Math.round(elapsed * 10) / 10,
  linesPerSecond: Math.round(summary.sent / elapsed),
  batchMs: { p50: pct(50), p95: pct(95), p99: pct(99), max: pct(100) },
  lastError: lastError || undefined,
};
if (values.json) console.log(JSON.stringify(result));
else {
  console.log(
    `ingest: ${result.sent} lines sent in ${result.requests} requests over ${result.seconds} s (${result.linesPerSecond}/s): ${result.stored} stored, ${result.refused} refused ${JSON.stringify(result.refusedBy)}; per batch p50 ${result.batchMs.p50} ms, p99 ${result.batchMs.p99} ms`,
  );
  if (lastError) console.log(`ingest: last error: ${lastError}`);
}
process.exitCode = summary.failedRequests > 0 && summary.stored === 0 ? 1 : 0;
