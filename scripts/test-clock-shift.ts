/**
 * Proves the unit and API suites read no calendar: runs them on PGlite with the clock moved a year
 * back and a year ahead (`npm run test:clock`). Extra arguments go to vitest (a file, `--project`).
 * PostgreSQL keeps the real clock, so this run is PGlite only.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const preload = path.resolve(import.meta.dirname, 'clock-shift-preload.mjs');
const { TEST_DATABASE_URL: _postgres, ...env } = process.env;
for (const days of [-365, 365]) {
  console.log(`\n=== unit and API tests on PGlite, clock moved ${days} days ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...env,
      CLOCK_SHIFT_DAYS: String(days),
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
    },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
