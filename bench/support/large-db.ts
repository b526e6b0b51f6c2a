/** The kept `large` preset database (bench/RESULTS.md says how to load it), beside BENCH_PG_URL. */
export function largeDatabaseUrl(): string {
  const url = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/portal_large';
  return url.toString();
}
