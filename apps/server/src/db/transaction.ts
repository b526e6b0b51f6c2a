// The transaction helper of the API's PostgreSQL pools, in place of drizzle-orm's (0.45): its BEGIN runs
// before its try, so a BEGIN on a connection the server has just ended never gives the connection back
// (issue 42 §2: an instance logged `Failed query: begin` pool-size times, then waited 10 s for a
// connection on every request). Here every failure gives the connection back, and a connection whose
// transaction did not end cleanly is destroyed rather than handed to the next request.
import { type SQL, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client';
import type { TransactionSlots } from './transaction-slots';

/** What drizzle's pool session keeps for its transactions (fields it declares private). */
type SessionParts = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};
type AnyTx = NodePgTransaction<Record<string, unknown>, never>;

/**
 * Makes `db.transaction` on `pool` leak no connection, and hold at most `slots` connections at once
 * so that reads keep connections of their own while writes wait on a lock (transaction-slots.ts).
 */
export function releaseOnEveryFailure(db: Db, pool: pg.Pool, slots: TransactionSlots) {
  const session = db._.session as unknown as SessionParts & { transaction: unknown };
  const { dialect, schema, options } = session;
  session.transaction = async <T>(fn: (tx: AnyTx) => Promise<T>, config?: PgTransactionConfig) => {
    const release = await slots.take();
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      return await runIn(client, fn, config);
    } catch (error) {
      client?.release(broken(error));
      client = undefined;
      throw error;
    } finally {
      client?.release();
      release();
    }
  };
  function broken(error: unknown): Error | undefined {
    return error instanceof BrokenConnection ? error : undefined;
  }
  async function runIn<T>(
    client: pg.PoolClient,
    fn: (tx: AnyTx) => Promise<T>,
    config?: PgTransactionConfig,
  ) {
    const clientSession = new NodePgSession(client, dialect, schema, options);
    const tx = new NodePgTransaction(dialect, clientSession, schema) as unknown as AnyTx;
    const begin = config ? sql`begin ${configSql(tx, config)}` : sql`begin`;
    try {
      await tx.execute(begin);
    } catch (error) {
      // Nothing began: the connection failed under it, or was in a state no later request should meet.
      throw new BrokenConnection('begin', error);
    }
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await rollback(tx, 'statement', error);
      throw error;
    }
    try {
      await tx.execute(sql`commit`);
    } catch (error) {
      // A COMMIT that fails on a live connection ended its transaction (PostgreSQL rolls it back).
      await rollback(tx, 'commit', error);
      throw error;
    }
    return result;
  }
}

/** A failed transaction's rollback; when even that fails the connection is destroyed with the error. */
async function rollback(tx: AnyTx, at: BrokenConnection['at'], cause: unknown) {
  try {
    await tx.execute(sql`rollback`);
  } catch {
    throw new BrokenConnection(at, cause);
  }
}

/** The transaction ended with its connection in an unknown state: the pool destroys that connection. */
export class BrokenConnection extends Error {
  constructor(
    readonly at: 'begin' | 'statement' | 'commit',
    cause: unknown,
  ) {
    super(`transaction failed at ${at}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    const code = (cause as { code?: unknown })?.code;
    if (typeof code === 'string') this.code = code;
  }
  code?: string;
}

/** BEGIN's isolation level and access mode, as drizzle builds them. */
const configSql = (tx: AnyTx, config: PgTransactionConfig): SQL =>
  (tx as unknown as { getTransactionConfigSQL(c: PgTransactionConfig): SQL }).getTransactionConfigSQL(config);
