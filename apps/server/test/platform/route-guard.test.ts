import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProtectedPath, PUBLIC_API_ROUTES } from '../../src/platform/public-routes';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

/** Deny by default (STYLE.md): every API route answers 401 without a session, but the listed ones. */
describe('route guard: every registered API route is guarded', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses every non-public API route without a session', async () => {
    const guarded = ctx.app.registeredRoutes.filter(
      (r) => isProtectedPath(r.url) && !r.isPublic && r.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(0);
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

  it('lists only public routes that exist', () => {
    const registered = new Set(
      ctx.app.registeredRoutes.map((r) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`),
    );
    for (const route of PUBLIC_API_ROUTES) expect(registered, route).toContain(route);
  });
});
