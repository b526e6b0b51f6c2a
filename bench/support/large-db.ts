/**
 * The kept `large` preset database (bench/RESULTS.md says how to load it), beside BENCH_PG_URL:
 * `portal_large`, or the copy named by BENCH_LARGE_DB (a helper's own copy to change indexes on).
 */
export function largeDatabaseName(): string {
  return process.env.BENCH_LARGE_DB || 'portal_large';
}

export function largeDatabaseUrl(): string {
  const url = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${largeDatabaseName()}`;
  return url.toString();
}
