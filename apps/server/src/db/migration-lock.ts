import type pg from 'pg';

/**
 * The advisory lock every instance takes around its migrations: instances started at once migrate one
 * after the other, and the later ones find nothing left to do (issue 42 §2: the second instance of a
 * simultaneous start exited on a deadlock between two migrators). A fixed 64-bit key of our own.
 */
export const MIGRATION_LOCK_KEY = 4_242_020_001n;

/**
 * Runs `migrate` on one connection holding the lock. The wait and the migrations run without the
 * API's statement and lock timeouts (db/timeouts.ts): a migration may take long, and the lock is held
 * as long as another instance migrates. The connection is closed afterwards, lock and settings with it.
 */
export async function migrateAlone(pool: pg.Pool, migrate: (client: pg.PoolClient) => Promise<void>) {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('set statement_timeout = 0; set lock_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [String(MIGRATION_LOCK_KEY)]);
    await migrate(client);
    await client.query('select pg_advisory_unlock($1)', [String(MIGRATION_LOCK_KEY)]);
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    client.release(failure ?? true);
  }
}
