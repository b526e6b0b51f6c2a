import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection } from '../../src/modules/ocpi/connections';
import { createTestApp } from '../helpers/test-app';
import { depotLocation, startCpo } from './cpo-simulator';
import { expectSpecValid } from './spec-validator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Issue 44: unique message IDs (transport and format): every OCPI answer carries the request's
 * X-Request-ID and X-Correlation-ID (generated when the caller sent none), errors included, and our
 * own requests to an operator carry a new X-Request-ID each and the flow's X-Correlation-ID.
 */
describe('OCPI 2.2.1 X-Request-ID and X-Correlation-ID (transport and format: unique message IDs)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let address: string;
  let cpo: Awaited<ReturnType<typeof startCpo>>;
  let tokenC: string;
  const party = { countryCode: 'NL', partyId: 'MID', name: 'Message Id Charging Example' };
  const stamp = '2026-01-05T10:00:00Z';
  const send = (
    method: string,
    path: string,
    options: { body?: string; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${address}${path}`, {
      method,
      headers: {
        authorization: `Token ${Buffer.from(tokenC).toString('base64')}`,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    cpo = await startCpo(party);
  }, 180_000);
  afterAll(async () => {
    await cpo?.close();
    await ctx?.close();
  });

  it('registers with both IDs echoed; the handshake’s GETs carry a new X-Request-ID each and the flow’s X-Correlation-ID', async () => {
    const { tokenA } = await createConnection(ctx.database.db, {
      name: party.name,
      depotAuthorityId: null,
      now: Date.now(),
    });
    const ids = { 'x-request-id': randomUUID(), 'x-correlation-id': randomUUID() };
    const answer = await cpo.call<{ token: string }>(
      'POST',
      `${address}/ocpi/2.2.1/credentials`,
      tokenA,
      cpo.credentials,
      { headers: ids },
    );
    expect(answer.body.status_code).toBe(1000);
    expect(answer.headers.get('x-request-id')).toBe(ids['x-request-id']);
    expect(answer.headers.get('x-correlation-id')).toBe(ids['x-correlation-id']);
    tokenC = answer.body.data?.token as string;

    expect(cpo.seen.map((s) => s.path)).toEqual(['/ocpi/versions', '/ocpi/2.2.1']);
    const requestIds = cpo.seen.map((s) => s.requestId);
    for (const id of requestIds) expect(id).toMatch(UUID);
    expect(new Set([...requestIds, ids['x-request-id']]).size).toBe(3);
    expect(cpo.seen.map((s) => s.correlationId)).toEqual([ids['x-correlation-id'], ids['x-correlation-id']]);
  });

  it('echoes both IDs on every answer, success, 2001, 2004, 404, 405, 401 and malformed JSON alike', async () => {
    const location = depotLocation(party, 'M1', stamp);
    const base = '/ocpi/emsp/2.2.1';
    const calls: [string, string, string?][] = [
      ['GET', '/ocpi/versions'],
      ['GET', '/ocpi/2.2.1'],
      ['GET', '/ocpi/2.2.1/credentials'],
      ['POST', '/ocpi/2.2.1/credentials', JSON.stringify(cpo.credentials)],
      ['PUT', `${base}/locations/NL/MID/M1`, JSON.stringify(location)],
      ['GET', `${base}/locations/NL/MID/M1`],
      ['PATCH', `${base}/locations/NL/MID/M1`, JSON.stringify({ name: 'no last_updated' })],
      ['GET', `${base}/locations/NL/MID/NOPE`],
      ['PUT', `${base}/locations/NL/MID/M2`, '{"not json'],
      ['GET', `${base}/tokens?limit=1`],
      ['POST', `${base}/tokens/NO-SUCH-UID/authorize`],
    ];
    const statuses: [number, number][] = [];
    for (const [method, path, body] of calls) {
      const ids = { 'x-request-id': randomUUID(), 'x-correlation-id': randomUUID() };
      const res = await send(method, path, { body, headers: ids });
      const envelope = await res.json();
      expectSpecValid('ocpi-response', envelope);
      statuses.push([res.status, (envelope as { status_code: number }).status_code]);
      expect(
        [res.headers.get('x-request-id'), res.headers.get('x-correlation-id')],
        `${method} ${path}`,
      ).toEqual([ids['x-request-id'], ids['x-correlation-id']]);
    }
    expect(statuses).toEqual([
      [200, 1000],
      [200, 1000],
      [200, 1000],
      [405, 2000],
      [201, 1000],
      [200, 1000],
      [200, 2001],
      [404, 2000],
      [400, 2001],
      [200, 1000],
      [404, 2004],
    ]);
    const ids = { 'x-request-id': randomUUID(), 'x-correlation-id': randomUUID() };
    const unauthorized = await fetch(`${address}/ocpi/versions`, { headers: ids });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('x-request-id')).toBe(ids['x-request-id']);
    expect(unauthorized.headers.get('x-correlation-id')).toBe(ids['x-correlation-id']);
  });

  it('generates the IDs a caller left out, and never echoes a header that is no ID', async () => {
    const none = await send('GET', '/ocpi/versions');
    expect(none.headers.get('x-request-id')).toMatch(UUID);
    expect(none.headers.get('x-correlation-id')).toMatch(UUID);
    const onlyRequest = await send('GET', '/ocpi/versions', { headers: { 'x-request-id': 'abc-123' } });
    expect(onlyRequest.headers.get('x-request-id')).toBe('abc-123');
    expect(onlyRequest.headers.get('x-correlation-id')).toMatch(UUID);
    const tooLong = await send('GET', '/ocpi/versions', { headers: { 'x-correlation-id': 'x'.repeat(300) } });
    expect(tooLong.headers.get('x-correlation-id')).toMatch(UUID);
  });
});
