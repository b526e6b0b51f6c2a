import { parentPort, workerData } from 'node:worker_threads';
import { getTableName } from 'drizzle-orm';
import { createContext } from '../context';
import { datasetSpecs } from '../generate';
import { PRESETS } from '../presets';
import { PGLITE_CHUNK_CHARS } from './bulk-loader';
import { encodeChunks } from './copy-text';
import type { WorkerInput, WorkerMessage } from './worker-feed';

/**
 * Generates the dataset in its own thread and posts COPY chunks, so the main thread only feeds
 * PGlite (which runs on the main thread). At most `maxInFlight` chunks wait at a time.
 */
const input = workerData as WorkerInput;
const inFlight = new Int32Array(input.inFlight);
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) =>
  parentPort?.postMessage(message, transfer);
const encoder = new TextEncoder();

try {
  const ctx = createContext(PRESETS[input.preset], input.seed, input.asOf);
  for (const spec of datasetSpecs(ctx, new Map(input.hashes), (text) => post({ type: 'log', text }))) {
    const table = getTableName(spec.table);
    const columns = spec.columns.map((c) => c.name);
    const counter = { rows: 0 };
    for (const chunk of encodeChunks(spec.rows, PGLITE_CHUNK_CHARS, counter)) {
      let waiting = Atomics.load(inFlight, 0);
      while (waiting >= input.maxInFlight) {
        Atomics.wait(inFlight, 0, waiting, 1_000);
        waiting = Atomics.load(inFlight, 0);
      }
      Atomics.add(inFlight, 0, 1);
      const bytes = encoder.encode(chunk);
      post({ type: 'chunk', table, columns, bytes }, [bytes.buffer as ArrayBuffer]);
    }
    post({ type: 'table', table, rows: counter.rows });
  }
  post({ type: 'done' });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
