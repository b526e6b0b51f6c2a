import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memoryThrottleStore,
  redisThrottleStore,
  type ThrottleStore,
  throttleKey,
} from '../../src/identity/sign-in-throttle';
import { CookieJar } from '../helpers/cookie-jar';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createUser } from '../helpers/users';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost:3000');
  return `${url.pathname}${url.search}`;
};

/** Issue 14 findings 4, 5 and 9 on the built-in IdP, driven as a browser would. */
describe('built-in IdP findings', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const verifier = 'v'.repeat(43);
  const authorizeUrl = (params: Record<string, string> = {}) =>
    `/oidc/auth?${new URLSearchParams({
      client_id: 'portal',
      response_type: 'code',
      scope: 'openid email b2b-profile',
      redirect_uri: 'http://localhost:3000/securitycheck.html',
      state: 'st',
      nonce: 'no',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...params,
    })}`;

  beforeAll(async () => {
    ctx = await createTestApp({ ...testConfig(), trustProxy: false });
    await createUser(ctx.database.db, { email: 'fi@example.com' });
  });
  afterAll(() => ctx.close());

  const get = (jar: CookieJar, url: string, headers: Record<string, string> = {}) =>
    ctx.app
      .inject({ method: 'GET', url, headers: { cookie: jar.header(), ...headers } })
      .then((r) => jar.store(r));
  const login = (jar: CookieJar, uid: string, email = 'fi@example.com', password = 'Secret-pass-1') =>
    ctx.app
      .inject({
        method: 'POST',
        url: `/oidc/interaction/${uid}/login`,
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, password }).toString(),
      })
      .then((r) => jar.store(r));
  const interactionOf = (location: unknown) => /\/oidc\/interaction\/([^/?]+)/.exec(String(location))?.[1];

  /** Signs in once in this jar and follows to the callback; returns the IdP's Set-Cookie headers. */
  async function signInOnce(jar: CookieJar) {
    const start = await get(jar, authorizeUrl({ prompt: 'login' }));
    const uid = interactionOf(start.headers.location);
    expect(uid).toBeTruthy();
    let res = await login(jar, String(uid));
    const setCookies: string[] = [];
    for (let hops = 0; hops < 5 && res.statusCode >= 300 && res.statusCode < 400; hops++) {
      setCookies.push(...[res.headers['set-cookie'] ?? []].flat());
      const location = String(res.headers.location);
      if (location.includes('/securitycheck.html')) return { setCookies, callback: location };
      res = await get(jar, pathOf(location));
    }
    throw new Error(`no callback: ${res.statusCode}`);
  }

  it('finding 4: the IdP session cookie has no expiry (it ends with the browser session)', async () => {
    const { setCookies, callback } = await signInOnce(new CookieJar());
    expect(callback).toContain('code=');
    const session = setCookies.find((c) => c.startsWith('_session='));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/expires=|max-age=/i);
  });

  it('finding 4: without prompt=login a live IdP session still has to sign in again', async () => {
    const jar = new CookieJar();
    await signInOnce(jar);
    const again = await get(jar, authorizeUrl());
    expect(String(again.headers.location)).not.toContain('securitycheck.html');
    expect(interactionOf(again.headers.location)).toBeTruthy();
    // prompt=none cannot skip it either: the IdP answers login_required.
    const silent = await get(jar, authorizeUrl({ prompt: 'none' }));
    expect(String(silent.headers.location), String(silent.headers.location)).toContain(
      'error=login_required',
    );
  });

  it('finding 5: a correct password on a made-up interaction is answered at once, without signing in', async () => {
    const jar = new CookieJar();
    const bogus = await login(jar, 'made-up-interaction');
    expect(bogus.statusCode).toBe(303);
    expect(bogus.headers.location).toBe('/login?error=session');
    // A real interaction of this browser, but another uid in the path: refused the same way.
    const start = await get(jar, authorizeUrl({ prompt: 'login' }));
    expect(interactionOf(start.headers.location)).toBeTruthy();
    const other = await login(jar, 'another-uid');
    expect(other.headers.location).toBe('/login?error=session');
  });

  it('finding 9: with TRUST_PROXY=false discovery ignores X-Forwarded-Host and -Proto', async () => {
    const res = await get(new CookieJar(), '/oidc/.well-known/openid-configuration', {
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('attacker.example');
  });
});

/** Finding 6: the (account, address) lock behaves the same in memory and in Redis. */
const policy = { maxFailures: 3, lockSeconds: 10, lockMaxSeconds: 60 };

describe.each([
  ['memory', async () => ({ store: memoryThrottleStore(policy), close: async () => {} })],
  [
    'redis',
    async () => {
      const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      return { store: redisThrottleStore(redis, policy), close: async () => void (await redis.quit()) };
    },
  ],
] as const)('finding 6: sign-in throttle in %s', (_name, open) => {
  let store: ThrottleStore;
  let close: () => Promise<void>;
  const email = `throttle-${Date.now()}-${Math.random()}@example.com`;
  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(async () => {
    await store.clear(throttleKey(email, '10.1.1.1'));
    await close();
  });

  it('locks (account, address) after the limit with doubling waits, capped, and other addresses stay free', async () => {
    const key = throttleKey(email, '10.1.1.1');
    const now = 1_000_000;
    expect((await store.fail(key, now)).lockedUntil).toBe(0);
    expect((await store.fail(key, now)).lockedUntil).toBe(0);
    expect((await store.fail(key, now)).lockedUntil).toBe(now + 10_000);
    expect((await store.fail(key, now)).lockedUntil).toBe(now + 20_000);
    expect((await store.fail(key, now)).lockedUntil).toBe(now + 40_000);
    expect((await store.fail(key, now)).lockedUntil).toBe(now + 60_000);
    expect((await store.read(key, now)).lockedUntil).toBe(now + 60_000);
    expect((await store.read(throttleKey(email, '10.1.1.2'), now)).failures).toBe(0);
    expect(throttleKey(email.toUpperCase(), '10.1.1.1')).toBe(key);
    await store.clear(key);
    expect((await store.read(key, now)).failures).toBe(0);
  });
});

describe('finding 6: the server keeps rate limits and locks in Redis when REDIS_URL is set', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ redisUrl: REDIS_URL });
  });
  afterAll(() => ctx.close());

  it('decorates the app with a connected Redis that the rate limiter writes to', async () => {
    expect(ctx.app.redis).toBeDefined();
    const jar = new CookieJar();
    await ctx.app.inject({
      method: 'POST',
      url: '/oidc/interaction/whatever/login',
      remoteAddress: '10.77.0.1',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=x',
    });
    const keys = await ctx.app.redis?.keys('portal-rate:*10.77.0.1*');
    expect(keys?.length).toBeGreaterThan(0);
  });
});
