import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { cdrFor, depotLocation, type OcpiAnswer, registerOperator, startCpo } from './cpo-simulator';
import { expectSpecValid, specErrors, specExample } from './spec-validator';

/**
 * Issue 44: values outside the OCPI 2.2.1 enumerations (ConnectorType, Capability, ParkingType,
 * Facility, CdrDimensionType) are refused with status 2001 and never served back; the specification's
 * own Location example is stored and what we answer validates against the specification's definitions
 * (JSON Schema written from mod_locations and mod_cdrs, checked by Ajv).
 */
describe('OCPI 2.2.1 enumerations (mod_locations, mod_cdrs)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let address: string;
  let cpo: Awaited<ReturnType<typeof startCpo>>;
  let token: string;
  const party = { countryCode: 'BE', partyId: 'BEC', name: 'BeCharged' };
  const stamp = '2026-01-05T10:00:00Z';
  const locations = () => `${address}/ocpi/emsp/2.2.1/locations/BE/BEC`;
  const call = <T = unknown>(method: string, url: string, body?: unknown) =>
    cpo.call<T>(method, url, token, body).then((answer) => {
      expectSpecValid('ocpi-response', answer.body);
      return answer;
    });
  const refused = (answer: OcpiAnswer, field: string) => {
    expect([answer.status, answer.body.status_code]).toEqual([200, 2001]);
    expect(answer.body.status_message).toContain(field);
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

  it('stores the specification’s Location example unchanged and serves it back valid (Location object)', async () => {
    const example = specExample('location_example.json');
    expectSpecValid('location', example);
    const put = await call('PUT', `${locations()}/${example.id}`, example);
    expect([put.status, put.body.status_code]).toEqual([201, 1000]);
    const got = await call('GET', `${locations()}/${example.id}`);
    expect([got.status, got.body.status_code]).toEqual([200, 1000]);
    expectSpecValid('location', got.body.data);
    expect(got.body.data).toMatchObject(example);
  });

  it('refuses a connector standard outside ConnectorType with 2001 (Location, EVSE and Connector PUT)', async () => {
    const location = depotLocation(party, 'E1', stamp);
    const connector = { ...location.evses[0]?.connectors[0], standard: 'IEC_62196_T9' };
    expect(specErrors('connector', connector)).not.toEqual([]);
    const evse = { ...location.evses[0], connectors: [connector] };
    refused(await call('PUT', `${locations()}/E1`, { ...location, evses: [evse] }), 'standard');
    expect((await call('GET', `${locations()}/E1`)).status).toBe(404);

    expect((await call('PUT', `${locations()}/E1`, location)).status).toBe(201);
    refused(await call('PUT', `${locations()}/E1/E1-1`, evse), 'standard');
    refused(await call('PUT', `${locations()}/E1/E1-1/1`, connector), 'standard');
    refused(
      await call('PATCH', `${locations()}/E1/E1-1/1`, { standard: 'X', last_updated: stamp }),
      'standard',
    );
    const got = await call('GET', `${locations()}/E1`);
    expectSpecValid('location', got.body.data);
  });

  it('refuses capabilities, parking_type and facilities outside their enums with 2001 (PUT and PATCH)', async () => {
    const location = depotLocation(party, 'E2', stamp);
    const evse = { ...location.evses[0], capabilities: ['RFID_READER', 'TELEPORT'] };
    expect(specErrors('evse', evse)).not.toEqual([]);
    refused(await call('PUT', `${locations()}/E2`, { ...location, evses: [evse] }), 'capabilities');
    refused(await call('PUT', `${locations()}/E2`, { ...location, parking_type: 'ROOFTOP' }), 'parking_type');
    refused(
      await call('PUT', `${locations()}/E2`, { ...location, facilities: ['WIFI', 'CASINO'] }),
      'facilities',
    );
    expect((await call('GET', `${locations()}/E2`)).status).toBe(404);

    const valid = { ...location, parking_type: 'PARKING_LOT', facilities: ['WIFI'] };
    expect((await call('PUT', `${locations()}/E2`, valid)).status).toBe(201);
    const patch = (body: object) => call('PATCH', `${locations()}/E2`, { ...body, last_updated: stamp });
    refused(await patch({ parking_type: 'ROOFTOP' }), 'parking_type');
    refused(await patch({ facilities: ['CASINO'] }), 'facilities');
    refused(await call('PUT', `${locations()}/E2/E2-1`, evse), 'capabilities');
    const got = await call<Record<string, unknown>>('GET', `${locations()}/E2`);
    expectSpecValid('location', got.body.data);
    expect(got.body.data).toMatchObject({ parking_type: 'PARKING_LOT', facilities: ['WIFI'] });
  });

  it('refuses a CDR dimension type outside CdrDimensionType, or a connector_standard outside ConnectorType, with 2001', async () => {
    const location = depotLocation(party, 'E3', stamp);
    const cdrs = `${address}/ocpi/emsp/2.2.1/cdrs`;
    const base = (id: string) =>
      cdrFor(party, location, 0, {
        id,
        uid: 'NOT-OURS-1',
        start: stamp,
        end: '2026-01-05T11:00:00Z',
        kwh: 7,
      });
    const badDimension = base('C-BAD-1');
    badDimension.charging_periods = [{ start_date_time: stamp, dimensions: [{ type: 'KWH', volume: 7 }] }];
    expect(specErrors('cdr-dimension', { type: 'KWH', volume: 7 })).not.toEqual([]);
    refused(await call('POST', cdrs, badDimension), 'type');
    const badStandard = base('C-BAD-2');
    badStandard.cdr_location.connector_standard = 'IEC_62196_T9';
    refused(await call('POST', cdrs, badStandard), 'connector_standard');

    const good = base('C-GOOD-1');
    good.charging_periods = [
      {
        start_date_time: stamp,
        dimensions: [
          { type: 'ENERGY', volume: 7 },
          { type: 'MAX_POWER', volume: 11 },
          { type: 'TIME', volume: 1 },
        ],
      },
    ];
    const posted = await call('POST', cdrs, good);
    expect([posted.status, posted.body.status_code]).toEqual([201, 1000]);
    const got = await call<{ charging_periods: { dimensions: unknown[] }[] }>(
      'GET',
      posted.headers.get('location') as string,
    );
    expect(got.body.status_code).toBe(1000);
    for (const dimension of got.body.data?.charging_periods.flatMap((p) => p.dimensions) ?? [])
      expectSpecValid('cdr-dimension', dimension);
  });
});
