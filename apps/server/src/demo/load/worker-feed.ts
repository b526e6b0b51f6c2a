import { on } from 'node:events';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PresetName } from '../presets';
import type { BulkLoader } from './bulk-loader';

export type WorkerInput = {
  preset: PresetName;
  seed: number;
  asOf: number;
  hashes: [string, string][];
  /** Int32 counter of chunks posted and not yet loaded. */
  inFlight: SharedArrayBuffer;
  maxInFlight: number;
  /** URL of generate-worker (.ts in development, .js once compiled). */
  entry: string;
};

export type WorkerMessage =
  | { type: 'chunk'; table: string; columns: string[]; bytes: Uint8Array }
  | { type: 'table'; table: string; rows: number }
  | { type: 'log'; text: string }
  | { type: 'done' }
  | { type: 'error'; message: string };

const here = fileURLToPath(import.meta.url);
const workerEntry = pathToFileURL(path.join(path.dirname(here), `generate-worker${path.extname(here)}`)).href;
const workerBoot = new URL('./generate-worker-boot.mjs', import.meta.url);

/**
 * Loads the dataset generated in a worker thread into PGlite: generation overlaps the COPYs that
 * PGlite runs on this thread. Reports each table's row count through onTable.
 */
export async function loadThroughWorker(
  loader: BulkLoader,
  input: Omit<WorkerInput, 'inFlight' | 'maxInFlight' | 'entry'>,
  onTable: (table: string, rows: number) => void,
  log: (text: string) => void,
): Promise<void> {
  const copyChunk = loader.copyChunk?.bind(loader);
  if (!copyChunk) throw new Error('this loader takes no pre-encoded chunks');
  const inFlight = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(workerBoot, {
    workerData: {
      ...input,
      inFlight: inFlight.buffer,
      maxInFlight: 3,
      entry: workerEntry,
    } satisfies WorkerInput,
  });
  const stop = new AbortController();
  worker.once('exit', () => stop.abort());
  try {
    for await (const [message] of on(worker, 'message', { signal: stop.signal }) as AsyncIterable<
      [WorkerMessage]
    >) {
      if (message.type === 'chunk') {
        await copyChunk(message.table, message.columns, message.bytes);
        Atomics.sub(inFlight, 0, 1);
        Atomics.notify(inFlight, 0);
      } else if (message.type === 'table') onTable(message.table, message.rows);
      else if (message.type === 'log') log(message.text);
      else if (message.type === 'error') throw new Error(`demo generator failed: ${message.message}`);
      else return;
    }
  } catch (error) {
    if (stop.signal.aborted && !(error instanceof Error && error.message.startsWith('demo generator'))) {
      throw new Error('the demo generator worker stopped before it finished');
    }
    throw error;
  } finally {
    await worker.terminate();
  }
}
