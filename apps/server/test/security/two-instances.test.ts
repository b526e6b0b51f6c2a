import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { NAMED_USERS } from '../../src/demo/named-users';
import { CookieJar } from '../helpers/cookie-jar';
import { emptyRedisAnswers } from '../helpers/redis-probe';
import { followToCallback, signIn, WRITE_HEADERS } from '../helpers/sign-in';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

/** A Redis database of its own, emptied before the run, so no other test's keys meet these. */
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/7`;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withRedis = onPostgres && (await emptyRedisAnswers(REDIS_URL));

/**
 * Issue 14 "Two instances": two server instances, each with its own pool, on one PostgreSQL database
 * and one Redis, the way a load balancer spreads one browser's requests. Every request of a user goes
 * to the other instance than the one before. (PostgreSQL and Redis only: PGlite is one process's.)
 */
describe.runIf(withRedis)('two instances behind a load balancer (issue 14)', () => {
  let database: TestDatabase;
  const instances: FastifyInstance[] = [];
  const dataDirs: string[] = [];
  let turn = 0;
  /** Sends each request to the next instance in turn. */
  const balancer = {
    inject: (options: InjectOptions) => {
      const instance = instances[turn++ % instances.length] as FastifyInstance;
      return instance.inject(options);
    },
  } as unknown as FastifyInstance;
  const claire = NAMED_USERS.find((u) => u.key === 'customerAdmin');

  beforeAll(async () => {
    database = await createTestDatabase({ template: 'tiny' });
    // Shared between instances as a deployment shares them: the session secret and the Redis address.
    const shared = testConfig({ redisUrl: REDIS_URL, signIn: { ...testConfig().signIn, maxFailures: 3 } });
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `portal-instance-${i}-`));
      dataDirs.push(dataDir);
      const own = await openDatabase({ kind: 'postgres', url: String(database.url), maxConnections: 5 });
      const app = await buildApp({ config: { ...shared, dataDir }, database: own, logger: false });
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

  it('a sign-in begun on one instance finishes on the other, and the session works on both', async () => {
    if (!claire?.password) throw new Error('no demo administrator');
    const { jar } = await signIn(balancer, claire.email, claire.password);
    for (let i = 0; i < 4; i++) {
      const res = await balancer.inject({
        method: 'GET',
        url: '/api/users/users/loggedinuser',
        headers: { cookie: jar.header() },
      });
      expect(res.statusCode, `request ${i}: ${res.body}`).toBe(200);
    }
    // Logging out on one instance ends the session on the other as well.
    const out = await (instances[0] as FastifyInstance).inject({
      method: 'POST',
      url: '/api/users/token/gettokens?logout_action=logout',
      headers: { ...WRITE_HEADERS, cookie: jar.header() },
      payload: { brand: 1 },
    });
    expect(out.json()).toEqual({ loggedOut: true });
    const after = await (instances[1] as FastifyInstance).inject({
      method: 'GET',
      url: '/api/users/users/loggedinuser',
      headers: { cookie: jar.header() },
    });
    expect(after.statusCode).toBe(401);
  });

  it('wrong passwords spread over both instances count together: the backoff holds on either', async () => {
    if (!claire?.password) throw new Error('no demo administrator');
    // Three failures, alternating instances, reach the limit of 3 for this account and address.
    for (let i = 0; i < 3; i++) {
      await expect(
        followToCallback(balancer, new CookieJar(), await authorizeUrl(), claire.email, 'Wrong-pass-1'),
      ).rejects.toThrow(/no callback: 401/);
    }
    // Now even the right password waits, on both instances.
    for (let i = 0; i < 2; i++) {
      await expect(
        followToCallback(balancer, new CookieJar(), await authorizeUrl(), claire.email, claire.password),
      ).rejects.toThrow(/no callback: 401/);
    }
  });

  /** A fresh authorize URL from the code-challenge call (on whichever instance is next). */
  async function authorizeUrl(): Promise<string> {
    const res = await balancer.inject({
      method: 'GET',
      url: '/api/users/token/codechallengeandcodeverifier?brand=1&internal=false',
    });
    return res.json().authorizeUrl as string;
  }
});
