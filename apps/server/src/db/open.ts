import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from './client';
import { APP_ROLE } from './row-security';

/**
 * The database the configuration names: PostgreSQL by DATABASE_URL, else PGlite under DATA_DIR. The
 * owner's connections (migrations, the demo seed, CLIs) carry the API's timeouts only when the API
 * works on them too (DATABASE_ROW_SECURITY=false).
 */
export const openConfiguredDatabase = (config: Config) =>
  config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        maxConnections: config.databasePoolSize,
        ...(config.databaseRowSecurity ? {} : { timeouts: config.databaseTimeouts }),
      })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });

/**
 * The connections the API works on. PostgreSQL: a pool of its own under row-level security, as
 * DATABASE_APP_URL's login or as the owner's login acting as the app role; the owner's pool stays for
 * migrations and the demo seed. PGlite (one embedded connection, its only user a superuser) and
 * DATABASE_ROW_SECURITY=false: the owner's database itself.
 */
export async function openAppDatabase(config: Config, owner: Database): Promise<Database> {
  if (owner.kind !== 'postgres' || !owner.url || !config.databaseRowSecurity) return owner;
  return openDatabase({
    kind: 'postgres',
    url: config.databaseAppUrl ?? owner.url,
    maxConnections: config.databasePoolSize,
    rowScoped: config.databaseAppUrl ? {} : { actAs: APP_ROLE },
    timeouts: config.databaseTimeouts,
  });
}
