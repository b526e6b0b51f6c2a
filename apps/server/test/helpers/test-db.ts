import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import type { TemplateKind, TestTemplates } from './test-templates';

/** `url`: the PostgreSQL database's address (a second pool, e.g. a second server instance). */
export type TestDatabase = Database & { url?: string; dispose(): Promise<void> };

/** What the database starts with: the migrated schema, or that plus the `tiny` demo preset. */
export type TestDatabaseOptions = { template?: TemplateKind };

/** The templates the global setup built for this run (apps/server/test/global-setup.ts), if any. */
const templates = (): TestTemplates | undefined => {
  try {
    return inject('testTemplates');
  } catch {
    return undefined;
  }
};

/**
 * A fresh database for one test file: in-memory PGlite, or a newly created PostgreSQL database when
 * TEST_DATABASE_URL is set (dropped again by dispose()). It starts as a copy of the run's template
 * (migrated, and seeded with `tiny` when asked), so a file does not migrate and seed on its own.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const kind = options.template ?? 'migrated';
  const template = templates()?.[kind];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const loadDataDir = template?.pgliteDump ? new Blob([fs.readFileSync(template.pgliteDump)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', loadDataDir });
    if (!loadDataDir) await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const name = `portal_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await createPostgresDatabase(adminUrl, name, template?.postgresDatabase);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  if (!template?.postgresDatabase) await database.migrate();
  return { ...database, url: url.toString(), dispose: () => disposePostgres(database, adminUrl, name) };
}

/** CREATE DATABASE, as a copy of `template` when given (retried while another copy holds it). */
export async function createPostgresDatabase(adminUrl: string, name: string, template?: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        return;
      } catch (error) {
        // 55006: the template is being accessed by other users (a concurrent copy).
        if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
}

export async function dropPostgresDatabase(adminUrl: string, name: string) {
  const dropper = new pg.Client({ connectionString: adminUrl });
  await dropper.connect();
  await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await dropper.end();
}

async function disposePostgres(database: Database, adminUrl: string, name: string) {
  await database.close();
  await dropPostgresDatabase(adminUrl, name);
}
