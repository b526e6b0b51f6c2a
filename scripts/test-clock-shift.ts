/**
 * Proves the unit and API suites read no calendar: runs them on PGlite with the clock moved a year
 * back and a year ahead (`npm run test:clock`). Extra arguments go to vitest (a file, `--project`).
 * PostgreSQL keeps the real clock, so this run is PGlite only.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const preload = path.resolve(import.meta.dirname, 'clock-shift-preload.mjs');
/**
 * Left out: requests signed by the AWS SDK are refused by s3rver (UnknownError) under a moved process
 * clock. They hold no generated data and read no calendar; every other file runs.
 */
const EXCLUDED = ['test/platform/object-store-s3.test.ts', 'test/pricelists/pricelists-s3-audit.test.ts'];
const { TEST_DATABASE_URL: _postgres, ...env } = process.env;
for (const days of [-365, 365]) {
  console.log(`\n=== unit and API tests on PGlite, clock moved ${days} days ===`);
  const excluded = EXCLUDED.flatMap((file) => ['--exclude', `**/${file}`]);
  const result = spawnSync('npx', ['vitest', 'run', ...excluded, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...env,
      CLOCK_SHIFT_DAYS: String(days),
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
    },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
