import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from './client';

/** The database the configuration names: PostgreSQL by DATABASE_URL, else PGlite under DATA_DIR. */
export const openConfiguredDatabase = (config: Config) =>
  config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, maxConnections: config.databasePoolSize })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
