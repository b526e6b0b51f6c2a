import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, queryRows } from '../../src/db/client';
import { fakeClock } from '../helpers/fake-clock';
import { profileOn, refreshOn } from '../helpers/session-calls';
import { signIn } from '../helpers/sign-in';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { createUser } from '../helpers/users';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = fakeClock();

/**
 * Issue 15 refresh race across instances: tabs of one browser whose refreshes a load balancer sends
 * to different server instances (each with its own pool) on one PostgreSQL database. One of them asks
 * the IdP; the others wait for its result instead of presenting the same refresh token again, which
 * the IdP would take for theft. (PostgreSQL only: PGlite is one process's.)
 */
describe.runIf(onPostgres)('one session refreshed at once on two instances (issue 15, spec 000 §4)', () => {
  let database: TestDatabase;
  const instances: FastifyInstance[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await createUser(database.db, { email: 'twin@example.com', firstName: 'Twin' });
    const shared = testConfig();
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `portal-refresh-${i}-`));
      dataDirs.push(dataDir);
      const own = await openDatabase({ kind: 'postgres', url: String(database.url), maxConnections: 5 });
      const app = await buildApp({ config: { ...shared, dataDir }, database: own, logger: false, clock });
      app.addHook('onClose', () => own.close());
      await app.ready();
      instances.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of instances) await app.close();
    await database?.dispose();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  for (const tabs of [2, 5]) {
    it(`${tabs} refreshes at the same moment, spread over both instances, all keep the session`, async () => {
      const [one, two] = instances as [FastifyInstance, FastifyInstance];
      const { jar } = await signIn(one, 'twin@example.com', 'Secret-pass-1');
      for (let round = 0; round < 3; round++) {
        clock.advance(10 * 60_000 + 1000);
        const before = await refreshTokenCount();
        const answers = await Promise.all(
          Array.from({ length: tabs }, (_, i) => refreshOn(i % 2 ? two : one, jar.header())),
        );
        expect(
          answers.map((a) => a.statusCode),
          `round ${round}: ${answers.map((a) => a.body).join(' ')}`,
        ).toEqual(Array(tabs).fill(200));
        expect(new Set(answers.map((a) => a.json().tokenExpirationTime)).size).toBe(1);
        expect(await refreshTokenCount()).toBe(before + 1); // one refresh at the IdP, not one per tab
        expect((await profileOn(one, jar.header())).statusCode).toBe(200);
        expect((await profileOn(two, jar.header())).statusCode).toBe(200);
      }
    });
  }

  async function refreshTokenCount() {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from oidc_payloads where type = 'RefreshToken'`,
    );
    return row?.n ?? 0;
  }
});
