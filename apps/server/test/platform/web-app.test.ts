import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

describe('built web app with SPA fallback', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it.each([
    '/',
    '/dashboard',
    '/de/dashboard',
    '/pl/access/users/12',
    '/login.html',
    '/en/login/internal',
    // A NUL in a typed or pasted page address: the app, whose own calls then meet the API's refusal.
    '/en/access/users/%00',
    '/en/transactions?searchTerm=a%00b',
  ])('serves index.html for the client route %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('fixture index');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each(['/api/unknown', '/assets/missing.js', '/content/whatever'])(
    'answers a JSON 404, never the app, for %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );

  it('answers 404 for a write to an unknown path', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('precompressed web assets', () => {
  const script = `export const app = "${'fleet portal '.repeat(200)}";`;
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-web-dist-'));
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // What the web build writes: the asset and its brotli and gzip copies side by side.
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>precompressed fixture</title>');
    writeFileSync(path.join(dist, 'assets', 'page-a1b2c3.js'), script);
    writeFileSync(path.join(dist, 'assets', 'page-a1b2c3.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'page-a1b2c3.js.gz'), gzipSync(script));
    ctx = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/assets/page-a1b2c3.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy when the browser accepts br, cached for a year', async () => {
    const res = await get('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser without brotli', async () => {
    const res = await get('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    const res = await get();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('keeps index.html revalidated on every load', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.body).toContain('precompressed fixture');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
