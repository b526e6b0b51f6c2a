/**
 * Unit and API integration tests: once on in-memory PGlite, and once more for the server on
 * PostgreSQL when TEST_DATABASE_URL is set (each test file creates and drops its own database).
 */
import { spawnSync } from 'node:child_process';

const run = (args: string[], env: NodeJS.ProcessEnv) => {
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
const extra = process.argv.slice(2);
console.log('\n=== unit and API tests on PGlite ===');
run(extra, withoutPostgres);
if (TEST_DATABASE_URL) {
  console.log(`\n=== API tests on PostgreSQL (${new URL(TEST_DATABASE_URL).host}) ===`);
  run(['--project', 'server', ...extra], { ...process.env, TEST_DATABASE_URL });
}
