/**
 * PostgreSQL's limits on the API's connections (issue 42 §2), in milliseconds; 0 turns one off.
 * - statement: a statement running longer is cancelled (SQLSTATE 57014);
 * - lock: a statement waiting longer for a lock gives up (55P03), so a write behind another's lock
 *   answers 503 instead of holding its request and its connection;
 * - idleInTransaction: a transaction left open without a statement is ended with its connection (25P03).
 * Each answers 503 with Retry-After (platform/errors.ts).
 */
export type DatabaseTimeouts = { statementMs: number; lockMs: number; idleInTransactionMs: number };

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  statementMs: 15_000,
  lockMs: 5_000,
  idleInTransactionMs: 30_000,
};

/** The connection's start-up options that set them (libpq `options`, as `-c name=value`). */
export function timeoutOptions(timeouts?: DatabaseTimeouts): string {
  if (!timeouts) return '';
  return [
    `-c statement_timeout=${timeouts.statementMs}`,
    `-c lock_timeout=${timeouts.lockMs}`,
    `-c idle_in_transaction_session_timeout=${timeouts.idleInTransactionMs}`,
  ].join(' ');
}
