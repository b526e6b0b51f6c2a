import pg from 'pg';
import { runSeed, seedSection } from '../support/seed-run';

/**
 * Issue 3: the large preset loads into PostgreSQL in at most 10 minutes with at most 1 GiB for the
 * generator. Loads into a scratch database (dropped afterwards) next to the one BENCH_PG_URL names.
 */
export default async function run(): Promise<string> {
  const adminUrl =
    process.env.BENCH_PG_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `portal_seed_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const result = await runSeed(['--preset', 'large'], { DATABASE_URL: url.toString() });
    return seedSection(
      'Large preset into PostgreSQL (COPY, streamed)',
      'at most 10 min, at most 1 GiB',
      result,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
