import { createHash } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { databaseChecksum } from '../../src/demo/checksum';
import { createContext, parseAsOf } from '../../src/demo/context';
import { datasetSpecs, generateDemoData, hashDemoPasswords } from '../../src/demo/generate';
import { encodeRow } from '../../src/demo/load/copy-text';
import { PRESETS, type PresetName } from '../../src/demo/presets';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const AS_OF = parseAsOf('2025-06-16');
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** md5 of every generated row as COPY text, table by table, without a database. */
async function generatorDigest(preset: PresetName, seed: number, asOf: number) {
  const ctx = createContext(PRESETS[preset], seed, asOf);
  const hash = createHash('md5');
  let rows = 0;
  for (const spec of datasetSpecs(ctx, await hashDemoPasswords(ctx))) {
    hash.update(`${getTableName(spec.table)}\n`);
    for (const row of spec.rows) {
      hash.update(encodeRow(row));
      rows++;
    }
  }
  return { digest: hash.digest('hex'), rows };
}

describe(`deterministic demo data (DESIGN §6) on ${engine}`, () => {
  let database: TestDatabase;
  const load = async (seed: number, reset: boolean) => {
    await generateDemoData(database, { preset: 'tiny', seed, asOf: AS_OF, reset });
    return databaseChecksum(database);
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  it('loads byte-identical tables for the same preset, seed and as-of date, also over a reset', {
    timeout: 180_000,
  }, async () => {
    const first = await load(7, false);
    const second = await load(7, true);
    expect(second.tables).toEqual(first.tables);
    expect(second.total).toBe(first.total);
    expect(first.tables.transactions?.rows).toBeGreaterThan(5_000);

    const other = await load(8, true);
    expect(other.total).not.toBe(first.total);
    // Reference tables do not depend on the seed.
    expect(other.tables.products).toEqual(first.tables.products);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'loads the same bytes into PGlite as into PostgreSQL',
    { timeout: 120_000 },
    async () => {
      const onPostgres = await load(7, true);
      const pglite = await openDatabase({ kind: 'pglite' });
      try {
        await pglite.migrate();
        await generateDemoData(pglite, { preset: 'tiny', seed: 7, asOf: AS_OF });
        expect((await databaseChecksum(pglite)).tables).toEqual(onPostgres.tables);
      } finally {
        await pglite.close();
      }
    },
  );

  it('refuses to load into a database that holds data unless asked to reset it', async () => {
    await expect(generateDemoData(database, { preset: 'tiny', seed: 7, asOf: AS_OF })).rejects.toThrow(
      /--reset/,
    );
  });

  it('generates the same rows for the demo preset twice', { timeout: 120_000 }, async () => {
    const first = await generatorDigest('demo', 1, AS_OF);
    const second = await generatorDigest('demo', 1, AS_OF);
    expect(second).toEqual(first);
    expect(first.rows).toBeGreaterThan(200_000);
  });

  it('generates other rows for another as-of date', async () => {
    const today = await generatorDigest('tiny', 1, AS_OF);
    const tomorrow = await generatorDigest('tiny', 1, AS_OF + 86_400_000);
    expect(tomorrow.digest).not.toBe(today.digest);
  });
});
