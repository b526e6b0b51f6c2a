import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { databaseChecksum } from './checksum';
import { parseAsOf } from './context';
import { generateDemoData } from './generate';
import { isPresetName, PRESET_NAMES } from './presets';

const USAGE = `Usage: npm run db:seed -- --preset ${PRESET_NAMES.join('|')} [--seed N] [--as-of YYYY-MM-DD] [--reset] [--json]

Fills the database of DATABASE_URL (or PGlite under DATA_DIR) with deterministic demo data.
  --seed N        randomness seed (default: SEED, else 1); the same preset, seed and as-of give the same data
  --as-of DATE    the UTC day the history ends at (default: today)
  --reset         empty every table first instead of refusing a database that holds data
  --checksum      print the md5 checksum of the loaded data (same preset, seed and as-of: same checksum)
  --json          print a JSON summary (rows per table, seconds, peak memory) as the last line`;

const { values } = parseArgs({
  options: {
    preset: { type: 'string', default: 'demo' },
    seed: { type: 'string' },
    'as-of': { type: 'string' },
    reset: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    checksum: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !isPresetName(values.preset)) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

const config = loadConfig();
const seed = values.seed === undefined ? config.seed : Number(values.seed);
if (!Number.isInteger(seed)) {
  console.error(`--seed must be an integer, not ${values.seed}\n\n${USAGE}`);
  process.exit(2);
}
const asOf = parseAsOf(values['as-of']);
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const result = await generateDemoData(database, {
    preset: values.preset,
    seed,
    asOf,
    reset: values.reset,
    log: (message) => console.log(message),
  });
  const maxRssMiB = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(
    `loaded preset ${result.preset} (seed ${result.seed}, as of ${result.asOf}) into ${database.kind} in ${result.seconds} s, peak RSS ${maxRssMiB} MiB`,
  );
  const checksum = values.checksum ? (await databaseChecksum(database)).total : undefined;
  if (checksum) console.log(`checksum ${checksum}`);
  if (values.json) console.log(JSON.stringify({ ...result, database: database.kind, maxRssMiB, checksum }));
} catch (error) {
  const detail = (error as { detail?: string }).detail;
  console.error(error instanceof Error ? error.message : error, detail ?? '');
  process.exitCode = 1;
} finally {
  await database.close();
}
