/**
 * How many transactions may hold a pool connection at once. The rest of the pool stays for the reads
 * (single statements, no transaction): writes stuck behind a lock (up to lock_timeout each) once took
 * every connection, and unrelated list pages waited for one (issue 42 §2: a 15 s lock on card_orders
 * stalled reads for 15 s). A transaction that waits longer than `waitMs` for a slot fails as a pool
 * checkout does (503).
 */
export class TransactionSlots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly size: number,
    private readonly waitMs: number,
  ) {}

  /** A pool of `poolSize` keeps a quarter (at least one) for reads; a pool of one keeps none. */
  static forPool(poolSize: number, waitMs: number) {
    const reserved = poolSize > 1 ? Math.max(1, Math.floor(poolSize / 4)) : 0;
    return new TransactionSlots(poolSize - reserved, waitMs);
  }

  /** Waits for a free slot; resolves to the function that gives it back (call it once). */
  async take(): Promise<() => void> {
    if (this.busy < this.size) {
      this.busy++;
      return this.giver();
    }
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(new SlotTimeout(this.waitMs));
      }, this.waitMs);
      this.waiting.push(turn);
    });
    return this.giver();
  }

  /** Transactions holding a connection now. */
  get inUse() {
    return this.busy;
  }

  private giver() {
    let isGiven = false;
    return () => {
      if (isGiven) return;
      isGiven = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter: `busy` stays as it is.
      if (next) next();
      else this.busy--;
    };
  }
}

/** No slot within the wait: answered 503 like a pool checkout that timed out (platform/errors.ts). */
export class SlotTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(waitMs: number) {
    super(`timeout exceeded when trying to connect: no transaction slot within ${waitMs} ms`);
  }
}
