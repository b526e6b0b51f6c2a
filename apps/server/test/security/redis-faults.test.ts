import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedUser } from '../../src/demo/named-users';
import { CookieJar } from '../helpers/cookie-jar';
import { freePort } from '../helpers/free-port';
import { emptyRedisAnswers } from '../helpers/redis-probe';
import { followToCallback, signIn } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';

const REAL_REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/8`;
const MAX_FAILURES = 3;
const withRealRedis = await emptyRedisAnswers(REAL_REDIS_URL);

/** A listener that takes every connection and never answers a byte, as a hung Redis does. */
async function silentListener() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const health = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  return { statusCode: res.statusCode, ...res.json() };
};

/** The app on the tiny demo data, its limits and counters on `redisUrl`. */
const appWithRedis = (redisUrl?: string) =>
  createTestApp(
    { ...(redisUrl ? { redisUrl } : {}), signIn: { ...testConfig().signIn, maxFailures: MAX_FAILURES } },
    { template: 'tiny' },
  );

/**
 * Issue 42 §2: with Redis refused or absent every sign-in answered 500 and health said ok; with Redis
 * hung, sign-in posts never answered. Now each Redis wait is bounded (platform/redis.ts), the rate
 * limits and sign-in locks fall back to this instance's memory while Redis fails, and health reports
 * Redis.
 */
describe('sign-in and health while Redis fails (issue 42 §2)', () => {
  const user = namedUser('customerAdmin');
  const password = String(user.password);
  const authorizeUrl = async (app: FastifyInstance) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/users/token/codechallengeandcodeverifier?brand=1&internal=false',
      })
    ).json().authorizeUrl as string;

  /** Signs in, then proves the in-memory lock counts: MAX_FAILURES wrong passwords lock the right one out. */
  async function signInAndLock(app: FastifyInstance) {
    const { jar } = await signIn(app, user.email, password);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/users/loggedinuser',
      headers: { cookie: jar.header() },
    });
    expect(me.statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILURES; i++)
      await expect(
        followToCallback(app, new CookieJar(), await authorizeUrl(app), user.email, 'Wrong-pass-1'),
      ).rejects.toThrow(/no callback: 401/);
    await expect(
      followToCallback(app, new CookieJar(), await authorizeUrl(app), user.email, password),
    ).rejects.toThrow(/no callback: 401/);
  }

  describe('Redis refused (nothing listens on its port)', () => {
    let ctx: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      ctx = await appWithRedis(`redis://127.0.0.1:${await freePort()}`);
    }, 180_000);
    afterAll(() => ctx?.close());

    it('signs in, and the sign-in lock holds in memory', async () => {
      await signInAndLock(ctx.app);
    });

    it('health reports Redis down and the instance degraded, still in rotation', async () => {
      expect(await health(ctx.app)).toMatchObject({
        statusCode: 200,
        status: 'degraded',
        database: 'up',
        redis: 'down',
      });
    });
  });

  describe('Redis hung (a listener that accepts and never answers)', () => {
    let ctx: Awaited<ReturnType<typeof createTestApp>>;
    let silent: Awaited<ReturnType<typeof silentListener>>;
    beforeAll(async () => {
      silent = await silentListener();
      ctx = await appWithRedis(silent.url);
    }, 180_000);
    afterAll(async () => {
      await ctx?.close();
      await silent?.close();
    });

    it('signs in after a bounded wait, and the sign-in lock holds in memory', async () => {
      await signInAndLock(ctx.app);
    });

    it('health reports Redis down', async () => {
      expect(await health(ctx.app)).toMatchObject({ statusCode: 200, status: 'degraded', redis: 'down' });
    });
  });

  describe('no Redis configured', () => {
    let ctx: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      ctx = await appWithRedis();
    }, 180_000);
    afterAll(() => ctx?.close());

    it('health reports no Redis and the instance ok', async () => {
      expect(await health(ctx.app)).toMatchObject({ statusCode: 200, status: 'ok', redis: 'none' });
    });
  });

  describe.runIf(withRealRedis)('Redis answering', () => {
    let ctx: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      ctx = await appWithRedis(REAL_REDIS_URL);
    }, 180_000);
    afterAll(() => ctx?.close());

    it('health reports Redis up', async () => {
      expect(await health(ctx.app)).toMatchObject({ statusCode: 200, status: 'ok', redis: 'up' });
    });

    it('signs in, with the lock counted in Redis', async () => {
      await signInAndLock(ctx.app);
      const redis = new Redis(REAL_REDIS_URL);
      try {
        expect((await redis.keys('signin:*')).length).toBeGreaterThan(0);
      } finally {
        redis.disconnect();
      }
    });
  });
});
