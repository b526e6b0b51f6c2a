import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema';

type SeedIfEmptyOptions = { database: Database; config: Config; log: FastifyBaseLogger };

/** Loads the configured demo preset when the database has never been seeded. */
export async function seedIfEmpty({ database, config, log }: SeedIfEmptyOptions) {
  if (config.seedPreset === 'none') return;
  const [seeded] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'seed'));
  if (seeded) return;
  // The demo generator lands with the data-model issue; until then only the marker is written.
  await database.db
    .insert(appMeta)
    .values({ key: 'seed', value: JSON.stringify({ preset: config.seedPreset, seed: config.seed }) });
  log.info({ preset: config.seedPreset }, 'demo data loaded');
}
