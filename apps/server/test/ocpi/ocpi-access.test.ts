import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createConnection, revokeConnection } from '../../src/modules/ocpi/connections';
import { createTestApp } from '../helpers/test-app';
import { cdrFor, depotLocation, registerOperator, startCpo } from './cpo-simulator';

/**
 * OCPI credentials and isolation: a request without a live credentials token answers HTTP 401 with
 * status 2001; one operator never reads or writes another's Locations or CDRs; revoking and
 * unregistering end a connection's tokens.
 */
describe('OCPI credentials and operator isolation', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let address: string;
  const first = { countryCode: 'NL', partyId: 'DPX', name: 'Depot Charging Example' };
  const second = { countryCode: 'BE', partyId: 'QCH', name: 'Quay Charging Example' };
  let cpo1: Awaited<ReturnType<typeof startCpo>>;
  let cpo2: Awaited<ReturnType<typeof startCpo>>;
  let token1: string;
  let token2: string;
  const stamp = '2026-01-05T10:00:00Z';
  const locations = () => `${address}/ocpi/emsp/2.2.1/locations`;

  const register = (cpo: typeof cpo1) => registerOperator(ctx.database.db, address, cpo);

  beforeAll(async () => {
    ctx = await createTestApp();
    address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    cpo1 = await startCpo(first);
    cpo2 = await startCpo(second);
    token1 = await register(cpo1);
    token2 = await register(cpo2);
    const put = await cpo1.call('PUT', `${locations()}/NL/DPX/L1`, token1, depotLocation(first, 'L1', stamp));
    expect(put.status).toBe(201);
  }, 180_000);
  afterAll(async () => {
    await cpo1?.close();
    await cpo2?.close();
    await ctx?.close();
  });

  it('answers HTTP 401 with status 2001 without a valid credentials token', async () => {
    for (const token of [undefined, 'not-a-known-token']) {
      const res = await cpo1.call('GET', `${address}/ocpi/versions`, token);
      expect([res.status, res.body.status_code]).toEqual([401, 2001]);
      expect(res.body.timestamp).toMatch(/Z$/);
    }
    const bearer = await fetch(`${address}/ocpi/versions`, {
      headers: { authorization: `Bearer ${token1}` },
    });
    expect(bearer.status).toBe(401);
    // A token sent without Base64, as 2.1.1-era platforms do, is still recognised.
    expect(
      (await cpo1.call('GET', `${address}/ocpi/versions`, token1, undefined, { raw: true })).status,
    ).toBe(200);
  });

  it('keeps each operator to its own parties: another party’s objects answer 404 and stay unchanged', async () => {
    const url = `${locations()}/NL/DPX/L1`;
    expect((await cpo1.call('GET', url, token1)).status).toBe(200);
    expect((await cpo1.call('GET', `${locations()}/nl/dpx/L1`, token1)).status).toBe(200);
    const read = await cpo2.call('GET', url, token2);
    expect([read.status, read.body.status_code]).toEqual([404, 2000]);
    const taken = { ...depotLocation(first, 'L1', stamp), name: 'Taken over' };
    expect((await cpo2.call('PUT', url, token2, taken)).status).toBe(404);
    expect(
      (await cpo2.call('PATCH', `${url}/L1-1`, token2, { status: 'REMOVED', last_updated: stamp })).status,
    ).toBe(404);
    const [site] = await queryRows<{ site_name: string; status: string }>(
      ctx.database.db,
      sql`select s.site_name, e.status from ev_sites s join ocpi_locations l on l.site_id = s.site_id
          join ocpi_evses e on e.location_id = l.location_id and e.evse_uid = 'L1-1' where l.location_id = 'L1'`,
    );
    expect(site).toEqual({ site_name: 'Depot L1', status: 'AVAILABLE' });
    // Its own party works.
    const own = await cpo2.call(
      'PUT',
      `${locations()}/BE/QCH/L1`,
      token2,
      depotLocation(second, 'L1', stamp),
    );
    expect(own.status).toBe(201);
  });

  it('keeps CDRs to the operator that sent them', async () => {
    const location = depotLocation(first, 'L1', stamp);
    const cdr = cdrFor(first, location, 0, {
      id: 'C-1',
      uid: 'UNKNOWN-CARD',
      start: '2026-01-05T08:00:00Z',
      end: '2026-01-05T09:00:00Z',
      kwh: 10,
    });
    const posted = await cpo1.call('POST', `${address}/ocpi/emsp/2.2.1/cdrs`, token1, cdr);
    expect(posted.status).toBe(201);
    const where = posted.headers.get('location') as string;
    expect((await cpo1.call('GET', where, token1)).status).toBe(200);
    expect((await cpo2.call('GET', where, token2)).status).toBe(404);
    const asOther = await cpo2.call('POST', `${address}/ocpi/emsp/2.2.1/cdrs`, token2, { ...cdr, id: 'C-2' });
    expect(asOther.body.status_code).toBe(2001);
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ocpi_cdrs`,
    );
    expect(count?.n).toBe(1);
  });

  it('stores concurrent CDRs once each, repeats included', async () => {
    const location = depotLocation(first, 'L1', stamp);
    const cdrs = Array.from({ length: 12 }, (_, i) =>
      cdrFor(first, location, 0, {
        id: `P-${i % 6}`,
        uid: 'UNKNOWN-CARD',
        start: '2026-01-05T08:00:00Z',
        end: '2026-01-05T09:00:00Z',
        kwh: 1,
      }),
    );
    const answers = await Promise.all(
      cdrs.map((cdr) => cpo1.call('POST', `${address}/ocpi/emsp/2.2.1/cdrs`, token1, cdr)),
    );
    expect(answers.every((a) => a.body.status_code === 1000)).toBe(true);
    expect(answers.filter((a) => a.status === 201).length).toBe(6);
    expect(new Set(answers.map((a) => a.headers.get('location'))).size).toBe(6);
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ocpi_cdrs where cdr_id like 'P-%'`,
    );
    expect(count?.n).toBe(6);
  });

  it('refuses a party another live connection holds, and answers 3001 when their versions cannot be read', async () => {
    const intruder = await startCpo(first);
    try {
      const { tokenA } = await createConnection(ctx.database.db, {
        name: 'x',
        depotAuthorityId: null,
        now: Date.now(),
      });
      const claim = await intruder.call(
        'POST',
        `${address}/ocpi/2.2.1/credentials`,
        tokenA,
        intruder.credentials,
      );
      expect(claim.body.status_code).toBe(2001);
      const unreachable = { ...intruder.credentials, url: 'http://127.0.0.1:9/ocpi/versions' };
      const broken = await intruder.call('POST', `${address}/ocpi/2.2.1/credentials`, tokenA, unreachable);
      expect(broken.body.status_code).toBe(3001);
      // Token A is not spent by a failed registration.
      expect((await intruder.call('GET', `${address}/ocpi/versions`, tokenA)).status).toBe(200);
    } finally {
      await intruder.close();
    }
  });

  it('validates pushed objects: a body whose ids differ from the URL, or a missing field, is status 2001', async () => {
    const wrongId = await cpo1.call(
      'PUT',
      `${locations()}/NL/DPX/L2`,
      token1,
      depotLocation(first, 'L1', stamp),
    );
    expect([wrongId.status, wrongId.body.status_code]).toEqual([200, 2001]);
    const { address: _gone, ...noAddress } = depotLocation(first, 'L2', stamp);
    const missing = await cpo1.call('PUT', `${locations()}/NL/DPX/L2`, token1, noAddress);
    expect(missing.body.status_code).toBe(2001);
    expect(missing.body.status_message).toContain('address');
    const notJson = await fetch(`${locations()}/NL/DPX/L2`, {
      method: 'PUT',
      headers: {
        authorization: `Token ${Buffer.from(token1).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{"id": ',
    });
    expect(notJson.status).toBe(400);
  });

  it('a revoked connection’s token and an unregistered one answer 401', async () => {
    const [row] = await queryRows<{ connection_id: number }>(
      ctx.database.db,
      sql`select connection_id from ocpi_parties where party_id = 'DPX'`,
    );
    await revokeConnection(ctx.database.db, row?.connection_id as number, Date.now());
    const revoked = await cpo1.call('GET', `${locations()}/NL/DPX/L1`, token1);
    expect([revoked.status, revoked.body.status_code]).toEqual([401, 2001]);

    const bye = await cpo2.call('DELETE', `${address}/ocpi/2.2.1/credentials`, token2);
    expect(bye.body.status_code).toBe(1000);
    expect((await cpo2.call('GET', `${address}/ocpi/versions`, token2)).status).toBe(401);
  });
});
