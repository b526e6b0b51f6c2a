import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { registerOperator, startCpo } from './cpo-simulator';
import { expectSpecValid } from './spec-validator';

/**
 * Issue 44: under /ocpi every answer is an OCPI response. A module, endpoint or method we do not serve
 * answers HTTP 404 with status 2000 (client error), data null, a timestamp and the message IDs, with or
 * without a credentials token, instead of the portal's 404 JSON or the web app's HTML.
 */
describe('OCPI 2.2.1 unknown modules and endpoints (status codes)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let address: string;
  let cpo: Awaited<ReturnType<typeof startCpo>>;
  let token: string;
  const unknown: [string, string][] = [
    ['GET', '/ocpi'],
    ['GET', '/ocpi/'],
    ['GET', '/ocpi/2.1.1'],
    ['GET', '/ocpi/unknown/path?x=1'],
    ['GET', '/ocpi/emsp/2.2.1/sessions'],
    ['GET', '/ocpi/emsp/2.2.1/tariffs/NL/NFX/T1'],
    ['POST', '/ocpi/emsp/2.2.1/commands/START_SESSION'],
    ['PUT', '/ocpi/cpo/2.2.1/locations/NL/NFX/L1'],
    ['DELETE', '/ocpi/versions'],
    ['PATCH', '/ocpi/emsp/2.2.1/cdrs'],
  ];

  beforeAll(async () => {
    ctx = await createTestApp();
    address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    cpo = await startCpo({ countryCode: 'NL', partyId: 'NFX', name: 'Not Found Charging Example' });
    token = await registerOperator(ctx.database.db, address, cpo);
  }, 180_000);
  afterAll(async () => {
    await cpo?.close();
    await ctx?.close();
  });

  it('answers HTTP 404, status 2000, data null for every unknown path or method, with or without a token', async () => {
    for (const authorization of [`Token ${Buffer.from(token).toString('base64')}`, undefined])
      for (const [method, path] of unknown) {
        const ids = { 'x-request-id': randomUUID(), 'x-correlation-id': randomUUID() };
        const res = await fetch(`${address}${path}`, {
          method,
          headers: {
            ...ids,
            ...(authorization ? { authorization } : {}),
            ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        const label = `${method} ${path} ${authorization ? 'with' : 'without'} token`;
        expect(res.status, label).toBe(404);
        expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
        const body = (await res.json()) as { data: unknown; status_code: number };
        expectSpecValid('ocpi-response', body);
        expect([body.status_code, body.data], label).toEqual([2000, null]);
        expect(res.headers.get('x-request-id')).toBe(ids['x-request-id']);
        expect(res.headers.get('x-correlation-id')).toBe(ids['x-correlation-id']);
      }
  });

  it('leaves the served OCPI endpoints and the portal’s own 404 as they were', async () => {
    const versions = await cpo.call('GET', `${address}/ocpi/versions`, token);
    expect([versions.status, versions.body.status_code]).toEqual([200, 1000]);
    const api = await fetch(`${address}/api/no-such-route`, { method: 'POST' });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
