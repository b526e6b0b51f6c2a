import fs from 'node:fs';

/** Where this machine's PostgreSQL listens on its Unix socket (Debian's default). */
const SOCKET_DIR = '/var/run/postgresql';

/**
 * The PostgreSQL server the benches use: BENCH_PG_URL when set; else this machine's, over its Unix
 * socket when it has one (a database on the portal's own host is reached that way in production too,
 * README "Database"), else TCP on loopback. Each section names the transport it measured.
 */
export function benchServerUrl(): string {
  if (process.env.BENCH_PG_URL) return process.env.BENCH_PG_URL;
  return fs.existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** How a section names the transport of `url`. */
export const transportOf = (url: string) =>
  new URL(url).searchParams.get('host')?.startsWith('/') ? 'Unix socket' : 'TCP on loopback';

/**
 * The kept `large` preset database (bench/RESULTS.md says how to load it), beside benchServerUrl():
 * `portal_large`, or the copy named by BENCH_LARGE_DB (a copy to change indexes on).
 */
export function largeDatabaseName(): string {
  return process.env.BENCH_LARGE_DB || 'portal_large';
}

export function largeDatabaseUrl(): string {
  const url = new URL(benchServerUrl());
  url.pathname = `/${largeDatabaseName()}`;
  return url.toString();
}
