import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { type Database, queryRows } from '../db/client';
import { appMeta } from '../db/schema';
import { parseAsOf } from './context';
import { DatabaseNotEmptyError, generateDemoData } from './generate';

type SeedIfEmptyOptions = { database: Database; config: Config; log: FastifyBaseLogger };

/**
 * Loads the configured demo preset when the database has never been seeded. Its history ends at the
 * start of the current UTC day; `npm run db:seed -- --as-of` pins another day.
 */
export async function seedIfEmpty({ database, config, log }: SeedIfEmptyOptions) {
  if (config.seedPreset === 'none') return;
  const [seeded] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'seed'));
  if (seeded) return;
  const [probe] = await queryRows<{ used: boolean }>(
    database.db,
    sql`select exists (select 1 from users) or exists (select 1 from authorities) as used`,
  );
  if (probe?.used) {
    log.warn('the database holds data but no seed marker; demo data not loaded');
    return;
  }
  log.info({ preset: config.seedPreset, seed: config.seed }, 'loading demo data');
  let result: Awaited<ReturnType<typeof generateDemoData>>;
  try {
    result = await generateDemoData(database, {
      preset: config.seedPreset,
      seed: config.seed,
      asOf: parseAsOf(undefined),
      log: (message) => log.debug(message),
    });
  } catch (error) {
    // Another instance loaded it while this one waited for the load lock.
    if (error instanceof DatabaseNotEmptyError) return;
    throw error;
  }
  log.info(
    { preset: result.preset, seed: result.seed, asOf: result.asOf, seconds: result.seconds },
    'demo data loaded',
  );
}
