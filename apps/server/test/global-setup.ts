/**
 * Builds, once per run, the databases test files start from: migrated, and migrated plus the `tiny`
 * demo preset. Each file then copies one (PGlite: loads a dump; PostgreSQL: CREATE DATABASE … TEMPLATE)
 * instead of migrating and seeding on its own. Removed again when the run ends.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { parseAsOf } from '../src/demo/context';
import { generateDemoData } from '../src/demo/generate';
import { createPostgresDatabase, dropPostgresDatabase } from './helpers/test-db';
import type { TemplateKind, TestTemplates } from './helpers/test-templates';

const seed = (kind: TemplateKind) => async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  await database.migrate();
  if (kind === 'tiny')
    await generateDemoData(database, { preset: 'tiny', seed: 1, asOf: parseAsOf(undefined) });
};

export default async function setup(project: TestProject) {
  const kinds: TemplateKind[] = ['migrated', 'tiny'];
  const adminUrl = process.env.TEST_DATABASE_URL;
  const cleanups: (() => Promise<void>)[] = [];
  const templates = {} as TestTemplates;
  if (adminUrl) {
    for (const kind of kinds) {
      const name = `portal_template_${kind}_${randomBytes(4).toString('hex')}`;
      await createPostgresDatabase(adminUrl, name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
      await seed(kind)(database);
      // A template is copied only while nobody is connected to it.
      await database.close();
      templates[kind] = { postgresDatabase: name };
      cleanups.push(() => dropPostgresDatabase(adminUrl, name));
    }
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-templates-'));
    for (const kind of kinds) {
      const database = await openDatabase({ kind: 'pglite' });
      await seed(kind)(database);
      const dump = await database.pglite?.dumpDataDir('none');
      if (!dump) throw new Error('PGlite gave no dump');
      const file = path.join(dir, `${kind}.tar`);
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      await database.close();
      templates[kind] = { pgliteDump: file };
    }
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  project.provide('testTemplates', templates);
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
