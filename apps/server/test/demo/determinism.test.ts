import { createHash } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseChecksum } from '../../src/demo/checksum';
import { createContext, parseAsOf } from '../../src/demo/context';
import { datasetSpecs, generateDemoData, hashDemoPasswords } from '../../src/demo/generate';
import { encodeRow } from '../../src/demo/load/copy-text';
import { PRESETS, type PresetName } from '../../src/demo/presets';
import { createTestDatabase } from '../helpers/test-db';

const AS_OF = parseAsOf('2025-06-16');
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

async function loadAndChecksum(seed: number) {
  const database = await createTestDatabase();
  try {
    await generateDemoData(database, { preset: 'tiny', seed, asOf: AS_OF });
    return await databaseChecksum(database);
  } finally {
    await database.dispose();
  }
}

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
  it('loads byte-identical tables for the same preset, seed and as-of date', {
    timeout: 120_000,
  }, async () => {
    const first = await loadAndChecksum(7);
    const second = await loadAndChecksum(7);
    expect(second.tables).toEqual(first.tables);
    expect(second.total).toBe(first.total);
    expect(first.tables.transactions?.rows).toBeGreaterThan(5_000);
  });

  it('loads different data for a different seed', { timeout: 120_000 }, async () => {
    const [seven, eight] = [await loadAndChecksum(7), await loadAndChecksum(8)];
    expect(eight.total).not.toBe(seven.total);
    // Reference tables do not depend on the seed.
    expect(eight.tables.products).toEqual(seven.tables.products);
  });

  it('generates the same rows for the demo preset twice, and other rows for another as-of date', {
    timeout: 120_000,
  }, async () => {
    const first = await generatorDigest('demo', 1, AS_OF);
    const second = await generatorDigest('demo', 1, AS_OF);
    expect(second).toEqual(first);
    expect(first.rows).toBeGreaterThan(200_000);
    const later = await generatorDigest('demo', 1, AS_OF + 86_400_000);
    expect(later.digest).not.toBe(first.digest);
  });
});
