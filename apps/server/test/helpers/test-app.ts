import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Clock } from '../../src/platform/clock';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-db';

const here = path.dirname(fileURLToPath(import.meta.url));

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_PRESET: 'none' }),
  webDistDir: path.join(here, '../fixtures/web-dist'),
  sessionSecret: randomBytes(32).toString('base64url'),
  ...overrides,
});

/** The whole app on a fresh database; call close() in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { clock?: Clock; beforeReady?: (app: FastifyInstance) => unknown } & TestDatabaseOptions = {},
) {
  const database: TestDatabase = await createTestDatabase({ template: options.template });
  // Files the app writes (object store, generated keys) go to a folder of this test app, never to data/.
  const ownDataDir = overrides.dataDir ? undefined : mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const app = await buildApp({
    config: testConfig({ ...(ownDataDir ? { dataDir: ownDataDir } : {}), ...overrides }),
    database,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    clock: options.clock,
  });
  // Fault tests add a route of their own before the routes are sealed.
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
