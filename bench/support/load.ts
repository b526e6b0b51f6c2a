import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type autocannon from 'autocannon';

const run = promisify(execFile);
/** autocannon resolves from the bench workspace. */
const here = path.dirname(fileURLToPath(import.meta.url));

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/**
 * The load generator runs in a child process (a second process on loopback): sharing the server's
 * event loop would charge the server for the client's work (parsing every response) and inflate the
 * latencies it measures. Percentiles are exact (nearest rank over every answer's time): autocannon's
 * own summary has no p95, only p90 and p97.5.
 */
const CLIENT = `
const autocannon = require('autocannon');
const times = [];
const options = JSON.parse(process.argv[1]);
if (options.uniqueBody) {
  // Each request's body with its own id in place of [<id>], its length counted per request.
  let n = 0;
  const stem = Date.now().toString(36) + '-';
  const { method, body } = options;
  options.requests = [{ method, setupRequest: (request) => ({ ...request, body: body.replace('[<id>]', stem + n++) }) }];
  delete options.uniqueBody;
}
const instance = autocannon(options, (error, result) => {
  if (error) { console.error(String(error)); process.exit(1); }
  times.sort((a, b) => a - b);
  const rank = (p) => times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] : 0;
  const round = (n) => Math.round(n * 10) / 10;
  console.log(JSON.stringify({ average: result.requests.average, p50: round(rank(50)), p95: round(rank(95)),
    p99: round(rank(99)), errors: result.errors, non2xx: result.non2xx }));
});
instance.on('response', (_client, _status, _bytes, time) => { times.push(time); });`;

type ClientAnswer = Pick<autocannon.Result, 'errors' | 'non2xx'> & {
  average: number;
  p50: number;
  p95: number;
  p99: number;
};

/** Drives one URL with autocannon on loopback and returns throughput and latency percentiles (ms). */
export async function measure(
  url: string,
  {
    connections = 20,
    duration = 10,
    headers,
    method,
    body,
    requests,
    uniqueBody,
  }: {
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** A POST with a JSON body (the authorization check); GET without. */
    method?: 'GET' | 'POST';
    body?: string;
    /** A cycle of requests each connection sends in turn (paths below `url`), instead of one. */
    requests?: { method: 'GET' | 'POST'; path: string; body?: string }[];
    /** Every request's `body` with a fresh id in place of `[<id>]` (an idempotency key per request). */
    uniqueBody?: boolean;
  } = {},
): Promise<LoadResult> {
  const options = JSON.stringify({ url, connections, duration, headers, method, body, requests, uniqueBody });
  const { stdout } = await run(process.execPath, ['-e', CLIENT, options], { cwd: here });
  const { average, p50, p95, p99, errors, non2xx } = JSON.parse(stdout) as ClientAnswer;
  return { requestsPerSecond: Math.round(average), p50, p95, p99, errors, non2xx };
}

export const mdRow = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The head of a latency table (loadRow rows). */
export const LOAD_TABLE_HEAD = [
  mdRow(['request', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx', 'budget p95']),
  mdRow(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
];

/**
 * One measured request as a table row, with its budget and whether it holds: on p95 by default, or on
 * p99 and with no error or non-2xx answer (`gate`, the load gate's rule).
 */
export const loadRow = (name: string, r: LoadResult, budgetMs: number, rule: 'p95' | 'gate' = 'p95') => {
  const holds = rule === 'p95' ? r.p95 <= budgetMs : r.p99 <= budgetMs && r.errors === 0 && r.non2xx === 0;
  return mdRow([
    name,
    r.requestsPerSecond,
    r.p50,
    r.p95,
    r.p99,
    r.errors,
    r.non2xx,
    `${budgetMs} ms (${holds ? 'within' : '**over**'})`,
  ]);
};

/** The head of a one-connection table (singleRow rows). */
export const SINGLE_TABLE_HEAD = [
  mdRow(['request at one connection', 'API p50 ms', 'its SQL p50 ms (pg)', 'budget', 'verdict']),
  mdRow(['---', '---:', '---:', '---', '---']),
];

/** Issue 13: API p50 at most 1.5 x its SQL's p50 + 1 ms, and that SQL at most 3 ms. */
export const singleRow = (name: string, apiP50: number, sqlP50: number) => {
  const ok = apiP50 <= 1.5 * sqlP50 + 1 && sqlP50 <= 3;
  return mdRow([
    name,
    apiP50.toFixed(2),
    sqlP50.toFixed(2),
    `API <= ${(1.5 * sqlP50 + 1).toFixed(2)} ms, SQL <= 3 ms`,
    ok ? 'within' : '**over**',
  ]);
};

/** The machine's load while a suite ran (other work on the same cores skews every figure). */
export const machineLoad = () =>
  `load average (1/5/15 min) ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} on ${os.cpus().length} cores`;
