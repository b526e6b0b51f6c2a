import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { cdrFor, depotLocation, registerOperator, startCpo } from '../ocpi/cpo-simulator';
import { caseName, HOSTILE_JSON, HOSTILE_TEXT, queryString } from './hostile-values';

const PARTY = { countryCode: 'NL', partyId: 'HST', name: 'Hostile Input Example' };
const BASE = '/ocpi/emsp/2.2.1';
const STAMP = '2026-01-05T10:00:00Z';

/**
 * The OCPI routes under the same rule as the portal's (hostile-input.test.ts): a registered operator's
 * Location and CDR with each top-level field set to each hostile value, hostile path segments and
 * query values: every answer is an OCPI refusal or success, never HTTP 5xx.
 */
describe('hostile input on the OCPI routes never answers 5xx', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let cpo: Awaited<ReturnType<typeof startCpo>>;
  let authorization: string;
  const failures: string[] = [];

  async function send(method: string, url: string, payload?: unknown, what = '') {
    const res = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    if (res.statusCode >= 500) failures.push(`${method} ${url.slice(0, 80)} ${what}: ${res.statusCode}`);
    return res;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    cpo = await startCpo(PARTY);
    const token = await registerOperator(ctx.database.db, address, cpo);
    authorization = `Token ${Buffer.from(token).toString('base64')}`;
  }, 180_000);
  afterAll(async () => {
    await cpo?.close();
    await ctx?.close();
  });

  it('Locations: every field of a Location, every hostile path segment', async () => {
    failures.length = 0;
    const location = depotLocation(PARTY, 'L1', STAMP);
    const url = `${BASE}/locations/NL/HST/L1`;
    expect((await send('PUT', url, location)).statusCode).toBe(201);
    for (const key of Object.keys(location))
      for (const value of HOSTILE_JSON)
        await send('PUT', url, { ...location, [key]: value }, caseName(key, value));
    for (const segment of HOSTILE_TEXT.filter(Boolean).map(encodeURIComponent)) {
      await send('GET', `${BASE}/locations/NL/HST/${segment}`);
      await send('PUT', `${BASE}/locations/NL/${segment}/L1`, location);
      await send('PATCH', `${BASE}/locations/NL/HST/L1/${segment}`, {
        status: 'AVAILABLE',
        last_updated: STAMP,
      });
      await send('PATCH', `${BASE}/locations/NL/HST/L1/${location.evses[0]?.uid}/${segment}`, {
        last_updated: STAMP,
      });
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('CDRs and Tokens: every field of a CDR, hostile keys, token ids and query values', async () => {
    failures.length = 0;
    const location = depotLocation(PARTY, 'L2', STAMP);
    expect((await send('PUT', `${BASE}/locations/NL/HST/L2`, location)).statusCode).toBe(201);
    const cdr = cdrFor(PARTY, location, 0, {
      id: 'CDR-H1',
      uid: 'AA11BB22',
      start: '2026-01-05T08:00:00Z',
      end: '2026-01-05T09:00:00Z',
      kwh: 12.5,
    });
    expect((await send('POST', `${BASE}/cdrs`, cdr)).statusCode).toBe(201);
    for (const [i, key] of Object.keys(cdr).entries())
      for (const [j, value] of HOSTILE_JSON.entries())
        await send(
          'POST',
          `${BASE}/cdrs`,
          { ...cdr, id: `CDR-H-${i}-${j}`, [key]: value },
          caseName(key, value),
        );
    for (const text of HOSTILE_TEXT.filter(Boolean)) {
      await send('GET', `${BASE}/cdrs/${encodeURIComponent(text)}`);
      await send(
        'POST',
        `${BASE}/tokens/${encodeURIComponent(text)}/authorize${queryString({ type: text })}`,
      );
      await send('POST', `${BASE}/tokens/AA11BB22/authorize`, { location_id: text, evse_uids: [text] });
      for (const name of ['date_from', 'date_to', 'offset', 'limit'])
        await send('GET', `${BASE}/tokens${queryString({ [name]: text })}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
