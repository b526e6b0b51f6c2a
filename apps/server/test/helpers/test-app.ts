import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { createTestDatabase, type TestDatabase } from './test-db';

const here = path.dirname(fileURLToPath(import.meta.url));

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_PRESET: 'none' }),
  webDistDir: path.join(here, '../fixtures/web-dist'),
  ...overrides,
});

/** The whole app on a fresh database; call close() in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database: TestDatabase = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
