import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

describe('GET /content/{locale}-{page}.json (spec 000 §1, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(contentDir, 'en-home.json'), JSON.stringify({ title: 'Welcome' }));
    fs.writeFileSync(path.join(contentDir, 'de-home.json'), JSON.stringify({ title: 'Willkommen' }));
    fs.writeFileSync(path.join(contentDir, 'secret.json'), JSON.stringify({ password: 'x' }));
    fs.writeFileSync(path.join(contentDir, 'fr-home.json'), JSON.stringify({ title: 'Bienvenue' }));
    ctx = await createTestApp({ contentDir });
  });
  afterAll(() => ctx.close());

  it('serves the texts of a page in a supported language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/content/de-home.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: 'Willkommen' });
    expect(res.headers.etag).toBeTruthy();
  });

  it('answers 304 when the text has not changed', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/content/en-home.json' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/content/en-home.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(res.statusCode).toBe(304);
  });

  it.each([
    ['an unknown page', '/content/en-nothing.json'],
    ['an unsupported locale', '/content/fr-home.json'],
    ['a file that is not a content file', '/content/secret.json'],
    ['a path outside the folder', '/content/..%2F..%2Fpackage.json'],
    ['a traversal with dots', '/content/en-..%2Fhome.json'],
  ])('answers 404 for %s', async (_label, url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('every shipped content file exists in all six locales with the same keys', () => {
    const shipped = path.resolve(__dirname, '../../../web/public/content');
    const names = fs.readdirSync(shipped).filter((n) => n.endsWith('.json'));
    const pages = new Set(names.map((n) => n.slice(3, -5)));
    expect(pages.size).toBeGreaterThan(0);
    for (const page of pages) {
      const keysOf = (locale: string) =>
        Object.keys(JSON.parse(fs.readFileSync(path.join(shipped, `${locale}-${page}.json`), 'utf8'))).sort();
      const english = keysOf('en');
      for (const locale of ['es', 'de', 'nl', 'pt', 'pl'])
        expect(keysOf(locale), `${locale}-${page}`).toEqual(english);
    }
  });
});
