import { LOCALES, WEB_PAGE_PATTERNS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

/** A concrete URL for a page pattern: each parameter gets a value, an optional one too. */
const concrete = (pattern: string) => pattern.replace(/:[a-zA-Z]+\??/g, 'p1');
const pageUrls = WEB_PAGE_PATTERNS.flatMap((pattern) => {
  const url = concrete(pattern);
  return [url, ...LOCALES.map((lng) => (url === '/' ? `/${lng}` : `/${lng}${url}`))];
});

/** Issue 44 Web server: paths that are no page answer 404, unknown pages the app's 404 page with 404. */
describe('which paths are pages', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it(`serves the app with 200 for every page route, with and without a locale (${pageUrls.length} URLs)`, async () => {
    const failed: string[] = [];
    for (const url of pageUrls) {
      const res = await get(url);
      const ok =
        res.statusCode === 200 &&
        String(res.headers['content-type']).includes('text/html') &&
        res.body.includes('fixture index');
      if (!ok) failed.push(`${url} → ${res.statusCode}`);
    }
    expect(failed).toEqual([]);
  });

  it('serves the optional step of the order steps both with and without it', async () => {
    for (const url of ['/cards/order/steps', '/cards/order/steps/2', '/pt/cards/order/steps/3']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it.each([
    '/de/nope',
    '/nope',
    '/xx/dashboard',
    '/dashboard/extra',
    '/de/de/dashboard',
    '/cards/restrictions/1/edit/2/3',
    '/access',
  ])('answers the app (its 404 page) with status 404 for the unknown page %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('fixture index');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/api',
    '/api/nope',
    '/api/transactions/nope',
    '/partner',
    '/partner/nope',
    '/partner/v1/unknown',
    '/.well-known',
    '/.well-known/nope',
    '/.well-known/oauth-authorization-server',
    '/.well-known/oauth-authorization-server/other',
    '/.well-known/openid-configuration',
    '/assets/nope.js',
    '/assets/nope.css',
    '/nope.js',
    '/de/nope.png',
  ])('answers the 404 JSON, never the app, for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it.each(['/ocpi', '/ocpi/nope', '/ocpi/2.2.1/nope'])('never serves the app under %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).not.toContain('fixture index');
  });
});
