import type { Db, Tx } from '../../db/client';
import type { OcpiCaller } from './auth';
import type { OcpiCdr } from './schemas';

type Stored = { cdrKey: number; created: boolean };
type Store = (tx: Tx, caller: OcpiCaller, cdr: OcpiCdr, now: number) => Promise<Stored>;
type Job = {
  caller: OcpiCaller;
  cdr: OcpiCdr;
  done: (stored: Stored) => void;
  fail: (error: unknown) => void;
};

/** The most CDRs one transaction takes. */
const MAX_BATCH = 100;

/**
 * Group commit for received CDRs (issue 17 Speed): the CDRs that arrive while a transaction runs are
 * stored together in the next one, each answered only after its transaction committed. Every CDR of a
 * customer's day adds to the same rollup rows, whose row locks are held until the commit's WAL flush;
 * one transaction per CDR would queue them one flush at a time. Should a batch fail, its CDRs are
 * stored again one transaction each, so one bad CDR fails alone.
 */
export function cdrBatcher(db: Db, now: () => number, storeCdr: Store) {
  const queue: Job[] = [];
  let running = false;
  async function drain() {
    running = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, MAX_BATCH);
        let results: Stored[] | undefined;
        try {
          results = await db.transaction(async (tx) => {
            const out: Stored[] = [];
            for (const job of batch) out.push(await storeCdr(tx, job.caller, job.cdr, now()));
            return out;
          });
        } catch {
          for (const job of batch)
            await db.transaction((tx) => storeCdr(tx, job.caller, job.cdr, now())).then(job.done, job.fail);
        }
        if (results) for (const [i, job] of batch.entries()) job.done(results[i] as Stored);
      }
    } finally {
      running = false;
    }
  }
  return (caller: OcpiCaller, cdr: OcpiCdr) =>
    new Promise<Stored>((done, fail) => {
      queue.push({ caller, cdr, done, fail });
      if (!running) void drain();
    });
}
