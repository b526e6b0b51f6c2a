import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { cdrFor, depotLocation, type OcpiAnswer, registerOperator, startCpo } from './cpo-simulator';
import { expectSpecValid, specErrors, specExample } from './spec-validator';

/**
 * Issue 44: an OCPI DateTime is a string(25) following RFC 3339 in UTC (types: DateTime). Longer ones
 * (nanoseconds) are refused with 2001 wherever a DateTime is received; the specification's own
 * examples of the format are accepted and served back as sent, valid against the specification's
 * definitions (JSON Schema, Ajv).
 */
describe('OCPI 2.2.1 DateTime (types: DateTime, string(25))', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let address: string;
  let cpo: Awaited<ReturnType<typeof startCpo>>;
  let token: string;
  const party = { countryCode: 'NL', partyId: 'DTM', name: 'DateTime Charging Example' };
  const tooLong = '2026-12-01T10:00:00.123456789Z';
  const longest = '2026-12-01T10:00:00.1234Z';
  // The formats the specification lists as the allowed ones (types: DateTime).
  const specFormats = [
    '2015-06-29T20:39:09Z',
    '2015-06-29T20:39:09',
    '2016-12-29T17:45:09.2Z',
    '2016-12-29T17:45:09.2',
    '2018-01-01T01:08:01.123Z',
    '2018-01-01T01:08:01.123',
  ];
  const locations = () => `${address}/ocpi/emsp/2.2.1/locations/NL/DTM`;
  const call = <T = unknown>(method: string, url: string, body?: unknown) =>
    cpo.call<T>(method, url, token, body).then((answer) => {
      expectSpecValid('ocpi-response', answer.body);
      return answer;
    });
  const refused = (answer: OcpiAnswer) => {
    expect([answer.status, answer.body.status_code]).toEqual([200, 2001]);
    expect(answer.body.status_message).toContain('DateTime');
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    cpo = await startCpo(party);
    token = await registerOperator(ctx.database.db, address, cpo);
  }, 180_000);
  afterAll(async () => {
    await cpo?.close();
    await ctx?.close();
  });

  it('accepts the specification’s DateTime formats and 25 characters, and serves them back as sent', async () => {
    for (const [n, stamp] of [...specFormats, longest].entries()) {
      const location = depotLocation(party, `T${n}`, stamp);
      const put = await call('PUT', `${locations()}/T${n}`, location);
      expect([put.status, put.body.status_code], stamp).toEqual([201, 1000]);
      const got = await call<{ last_updated: string }>('GET', `${locations()}/T${n}`);
      expectSpecValid('location', got.body.data);
      expect(got.body.data?.last_updated).toBe(stamp);
    }
  });

  it('refuses a DateTime of more than 25 characters with 2001 in a Location, EVSE, Connector and Hours', async () => {
    const stamp = '2026-01-05T10:00:00Z';
    const location = depotLocation(party, 'L1', stamp);
    refused(await call('PUT', `${locations()}/L1`, { ...location, last_updated: tooLong }));
    expect((await call('GET', `${locations()}/L1`)).status).toBe(404);

    const hours = specExample('location_hours_opening_hours_with_exceptional_closing.json');
    const put = await call('PUT', `${locations()}/L1`, { ...location, opening_times: hours });
    expect([put.status, put.body.status_code]).toEqual([201, 1000]);
    const closing = { period_begin: tooLong, period_end: '2018-12-25T05:00:00Z' };
    refused(
      await call('PATCH', `${locations()}/L1`, {
        opening_times: { ...hours, exceptional_closings: [closing] },
        last_updated: stamp,
      }),
    );
    const evse = location.evses[0] as (typeof location.evses)[number];
    refused(await call('PUT', `${locations()}/L1/${evse.uid}`, { ...evse, last_updated: tooLong }));
    refused(
      await call('PUT', `${locations()}/L1/${evse.uid}`, {
        ...evse,
        status_schedule: [{ period_begin: tooLong, status: 'INOPERATIVE' }],
      }),
    );
    const connector = evse.connectors[0];
    expect(specErrors('connector', { ...connector, last_updated: tooLong })).not.toEqual([]);
    refused(await call('PUT', `${locations()}/L1/${evse.uid}/1`, { ...connector, last_updated: tooLong }));
    refused(await call('PATCH', `${locations()}/L1/${evse.uid}/1`, { last_updated: tooLong }));

    const got = await call<{ opening_times: unknown }>('GET', `${locations()}/L1`);
    expectSpecValid('location', got.body.data);
    expect(got.body.data?.opening_times).toEqual(hours);
  });

  it('refuses a DateTime of more than 25 characters in a CDR and in the Tokens list’s date_from', async () => {
    const location = depotLocation(party, 'L2', '2026-01-05T10:00:00Z');
    const cdr = cdrFor(party, location, 0, {
      id: 'C-LONG-1',
      uid: 'NOT-OURS-2',
      start: '2026-12-01T09:00:00Z',
      end: tooLong,
      kwh: 4,
    });
    refused(await call('POST', `${address}/ocpi/emsp/2.2.1/cdrs`, cdr));
    refused(await call('GET', `${address}/ocpi/emsp/2.2.1/tokens?date_from=${tooLong}`));
    const ok = await call('GET', `${address}/ocpi/emsp/2.2.1/tokens?date_from=${longest}&limit=1`);
    expect(ok.body.status_code).toBe(1000);
  });
});
