import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Clock } from '../../src/platform/clock';
import { createTestDatabase, type TestDatabase } from './test-db';

const here = path.dirname(fileURLToPath(import.meta.url));

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_PRESET: 'none' }),
  webDistDir: path.join(here, '../fixtures/web-dist'),
  sessionSecret: randomBytes(32).toString('base64url'),
  ...overrides,
});

/** The whole app on a fresh database; call close() in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}, options: { clock?: Clock } = {}) {
  const database: TestDatabase = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    clock: options.clock,
  });
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
