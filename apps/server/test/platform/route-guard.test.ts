import { ALL_ENDPOINTS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

/** Deny by default, by construction (DESIGN §3): every route declares its access; the guard reads it. */
describe('route guard: every registered route declares its access', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses every non-public route without a session, whatever its path', async () => {
    const guarded = ctx.app.registeredRoutes.filter((r) => !r.isPublic && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(40);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, 'x').replace('*', 'x');
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: WRITE_HEADERS,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('registers every contract endpoint once, through its definition', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const matches = ctx.app.registeredRoutes.filter(
        (r) => r.method === endpoint.method && r.url === endpoint.path,
      );
      expect(
        matches.map((r) => r.endpoint),
        `${endpoint.method} ${endpoint.path}`,
      ).toEqual([endpoint]);
      expect(matches[0]?.access).toBe(endpoint.access);
    }
  });

  it('declares the public routes only where the contract or a visible wrapper says so', () => {
    const publicApi = ctx.app.registeredRoutes
      .filter((r) => r.isPublic && r.method !== 'HEAD' && r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(publicApi.filter((r) => !r.startsWith('GET /api/docs'))).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/portal/config',
        'GET /api/users/token/codechallengeandcodeverifier',
        'POST /api/users/token/gettokens',
        'GET /api/users/users/otap',
        'POST /api/users/users/register',
      ]),
    );
    expect(publicApi.filter((r) => !r.startsWith('GET /api/docs'))).toHaveLength(6);
  });
});

/** Each case builds a whole app on a fresh database: slow on a shared machine. */
const BUILD_TIMEOUT = 180_000;

describe('route declaration at start', () => {
  async function appWith(add: (app: Awaited<ReturnType<typeof buildApp>>) => void) {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      add(app);
      await app.ready();
      const close = async () => {
        await app.close();
        await database.dispose();
      };
      return { app, close };
    } catch (error) {
      await app.close().catch(() => undefined);
      await database.dispose();
      throw error;
    }
  }

  it(
    'does not start with a route that declares no access, whatever its prefix',
    async () => {
      for (const url of ['/api/undeclared', '/elsewhere/undeclared']) {
        await expect(appWith((app) => app.get(url, async () => ({ ok: true })))).rejects.toThrow(
          /declares no valid config\.access/,
        );
      }
    },
    BUILD_TIMEOUT,
  );

  it(
    'does not start with an unknown access value',
    async () => {
      await expect(
        appWith((app) =>
          app.get('/api/odd', { config: { access: 'everyone' as never } }, async () => ({ ok: true })),
        ),
      ).rejects.toThrow(/declares no valid config\.access/);
    },
    BUILD_TIMEOUT,
  );

  it(
    'refuses a partner route with 401 while no partner authenticator is registered',
    async () => {
      const { app, close } = await appWith((a) =>
        a.get('/partner/ping', { config: { access: 'partner' } }, async () => ({ ok: true })),
      );
      try {
        const res = await app.inject({ method: 'GET', url: '/partner/ping' });
        expect(res.statusCode).toBe(401);
      } finally {
        await close();
      }
    },
    BUILD_TIMEOUT,
  );
});
