import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { cdrFor, depotLocation } from './cpo-simulator';
import {
  address,
  at,
  authorityId,
  type ChargeRecord,
  cpo,
  ctx,
  location,
  now,
  other,
  party,
  permitted,
  portal,
  rollup,
  sites,
  tokenC,
  url,
  useOcpiOperator,
} from './ocpi-fixture';

/**
 * Issue 17, OCPI: a registered charge point operator against our server over HTTP on loopback: a
 * pushed depot with EVSEs, a status change, real-time authorization, CDRs, removal and tokens; the
 * EV demo user's portal calls show the site, the status and the session.
 */
describe('OCPI 2.2.1 eMSP: a charge point operator end to end', () => {
  useOcpiOperator({ registered: true });

  it('a pushed unpublished location is a depot of the operator’s customer in the portal', async () => {
    const put = await cpo.call('PUT', `${url('locations')}/NL/DPX/D100`, tokenC, location);
    expect([put.status, put.body.status_code]).toEqual([201, 1000]);
    const again = await cpo.call('PUT', `${url('locations')}/NL/DPX/D100`, tokenC, location);
    expect(again.status).toBe(200);

    const site = (await sites()).find((s) => s.siteName === 'Depot D100');
    expect(site?.authorityId).toBe(authorityId);
    expect(
      site?.chargePoints.map((c) => [c.chargePointName, c.chargePointStatus, c.highestConnectorPower]),
    ).toEqual([
      ['Bay 1', 'AVAILABLE', 22.08],
      ['Bay 2', 'AVAILABLE', 150],
    ]);
    expect(site?.chargePoints[0]?.evses[0]?.evseId).toBe('NL*DPX*ED1001');
  });

  it('an EVSE status PATCH shows on the charge point and its connectors; OCPI GET answers the stored object', async () => {
    const stamp = at(now - 1_800_000);
    const patch = await cpo.call('PATCH', `${url('locations')}/NL/DPX/D100/D100-1`, tokenC, {
      status: 'CHARGING',
      last_updated: stamp,
    });
    expect([patch.status, patch.body.status_code]).toEqual([200, 1000]);
    const bay1 = (await sites()).find((s) => s.siteName === 'Depot D100')?.chargePoints[0];
    expect(bay1?.chargePointStatus).toBe('CHARGING');
    expect(bay1?.evses[0]?.connectors.map((c) => c.status)).toEqual(['CHARGING']);

    const back = await cpo.call<{ last_updated: string; evses: { uid: string; status: string }[] }>(
      'GET',
      `${url('locations')}/NL/DPX/D100`,
      tokenC,
    );
    expect(back.body.data?.last_updated).toBe(stamp);
    expect(back.body.data?.evses.map((e) => [e.uid, e.status])).toEqual([
      ['D100-1', 'CHARGING'],
      ['D100-2', 'AVAILABLE'],
    ]);
    const missing = await cpo.call('PATCH', `${url('locations')}/NL/DPX/D100/D100-1`, tokenC, {
      status: 'AVAILABLE',
    });
    expect(missing.body.status_code).toBe(2001);
  });

  it('authorize answers from the depot permissions set in the portal', async () => {
    const [site] = await queryRows<{ site_id: string; token_id: number }>(
      ctx.database.db,
      sql`select l.site_id, t.token_id from ocpi_locations l, rfid_tokens t
          where l.location_id = 'D100' and t.rf_id = ${permitted}`,
    );
    await ctx.database.db.execute(sql`delete from depot_permissions where token_id in
      (select token_id from rfid_tokens where rf_id in (${permitted}, ${other}))`);
    await ctx.database.db.execute(
      sql`insert into depot_permissions (token_id, site_id) values (${site?.token_id}, ${site?.site_id})`,
    );
    const ask = (uid: string, body?: unknown) =>
      cpo.call<{
        allowed: string;
        token: { uid: string; valid: boolean };
        location?: { evse_uids: string[] };
      }>('POST', `${url('tokens')}/${uid}/authorize`, tokenC, body);
    const refs = { location_id: 'D100', evse_uids: ['D100-1', 'D100-2'] };
    const yes = await ask(permitted, refs);
    expect(yes.body.data?.allowed).toBe('ALLOWED');
    expect(yes.body.data?.location?.evse_uids).toEqual(['D100-1', 'D100-2']);
    expect(yes.body.data?.token.uid).toBe(permitted);
    expect((await ask(other, refs)).body.data?.allowed).toBe('NOT_ALLOWED');

    // Narrowed to one charge point in the portal: only its EVSE is allowed.
    await ctx.database.db.execute(sql`update depot_permissions set charge_point_id =
      (select charge_point_id from ocpi_evses where evse_uid = 'D100-2') where token_id = ${site?.token_id}`);
    expect((await ask(permitted, refs)).body.data?.location?.evse_uids).toEqual(['D100-2']);
    expect((await ask(permitted, { location_id: 'D100', evse_uids: ['D100-1'] })).body.data?.allowed).toBe(
      'NOT_ALLOWED',
    );

    const unknown = await ask('NOSUCHCARD', refs);
    expect([unknown.status, unknown.body.status_code]).toEqual([404, 2004]);
    const noPlace = await ask(permitted);
    expect(noPlace.body.status_code).toBe(2002);
  });

  it('a CDR is stored once, shows in charging history and adds to the rollups in the same transaction', async () => {
    const before = await rollup();
    const cdr = cdrFor(party, location, 1, {
      id: 'CDR-0001',
      uid: permitted,
      start: at(now - 7_200_000),
      end: at(now - 5_400_000),
      kwh: 41.257,
    });
    const posted = await cpo.call('POST', url('cdrs'), tokenC, cdr);
    expect([posted.status, posted.body.status_code]).toEqual([201, 1000]);
    const where = posted.headers.get('location') as string;
    expect(where).toMatch(new RegExp(`^${address}/ocpi/emsp/2.2.1/cdrs/\\d+$`));
    const repeated = await cpo.call('POST', url('cdrs'), tokenC, cdr);
    expect([repeated.status, repeated.headers.get('location')]).toEqual([200, where]);
    expect((await cpo.call<{ id: string }>('GET', where, tokenC)).body.data?.id).toBe('CDR-0001');

    const after = await rollup();
    expect(after.session_count - before.session_count).toBe(1);
    expect(Number(after.energy_wh) - Number(before.energy_wh)).toBe(41_257);
    expect(Number(after.duration_seconds) - Number(before.duration_seconds)).toBe(1800);
    // The rollups still equal the sessions they sum (exact without a cache).
    const [check] = await queryRows<{ sessions: number; energy: string }>(
      ctx.database.db,
      sql`select count(*)::int as sessions, sum(total_energy_wh) as energy from charging_sessions
          where authority_id = ${authorityId}`,
    );
    expect([check?.sessions, Number(check?.energy)]).toEqual([after.session_count, Number(after.energy_wh)]);

    const { chargeData } = (await portal(
      `/api/evis/v1/charge-data?accessLevel=A&accessLevelCode=${authorityId}&cdrType=depot&dateFrom=${encodeURIComponent(
        at(now - 6_000_000),
      )}&dateTo=${encodeURIComponent(at(now))}`,
    )) as { chargeData: ChargeRecord[] };
    const session = chargeData.find((r) => r.evseId === 'NL*DPX*ED1002');
    expect(session).toMatchObject({ cdrType: 'depot', totalEnergy: 41.257, rfid: permitted });
    expect(session?.siteId).toMatch(/^OCPI\*NL\*DPX\*D100$/);
  });

  it('a CDR for a location never pushed makes its site and charge point from the CDR', async () => {
    const home = { ...depotLocation(party, 'H7', at(now - 7_200_000)), name: 'Yard H7' };
    const cdr = cdrFor(party, home, 0, {
      id: 'CDR-H7',
      uid: permitted,
      start: at(now - 4_000_000),
      end: at(now - 3_700_000),
      kwh: 1.5,
    });
    cdr.charging_periods[0]?.dimensions.push({ type: 'MAX_POWER', volume: 11 });
    expect((await cpo.call('POST', url('cdrs'), tokenC, cdr)).status).toBe(201);
    const site = (await sites()).find((s) => s.siteName === 'Yard H7');
    expect(site?.chargePoints.map((c) => [c.chargePointStatus, c.highestConnectorPower])).toEqual([
      ['UNKNOWN', 11],
    ]);
    const [session] = await queryRows<{ cdr_type: string; connector_power_w: number; site_id: string }>(
      ctx.database.db,
      sql`select cdr_type, connector_power_w, site_id from charging_sessions where evse_id = 'NL*DPX*EH71'`,
    );
    expect(session).toEqual({ cdr_type: 'depot', connector_power_w: 11_000, site_id: site?.siteId });
    const [usage] = await queryRows<{ session_count: number; short_session_count: number }>(
      ctx.database.db,
      sql`select session_count, short_session_count from charge_point_daily_usage where site_id = ${site?.siteId}`,
    );
    expect(usage).toEqual({ session_count: 1, short_session_count: 1 });
  });

  it('an EVSE set to REMOVED leaves the portal’s charge points; a location with none left leaves the list', async () => {
    const removed = await cpo.call('PATCH', `${url('locations')}/NL/DPX/D100/D100-1`, tokenC, {
      status: 'REMOVED',
      last_updated: at(now - 600_000),
    });
    expect(removed.body.status_code).toBe(1000);
    const site = (await sites()).find((s) => s.siteName === 'Depot D100');
    expect(site?.chargePoints.map((c) => c.chargePointName)).toEqual(['Bay 2']);
    await cpo.call('PATCH', `${url('locations')}/NL/DPX/D100/D100-2`, tokenC, {
      status: 'REMOVED',
      last_updated: at(now - 500_000),
    });
    expect((await sites()).some((s) => s.siteName === 'Depot D100')).toBe(false);
    // The session charged there keeps its row in the history.
    const [kept] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from charging_sessions where evse_id = 'NL*DPX*ED1002'`,
    );
    expect(kept?.n).toBe(1);
  });
  it('sends our tokens in pages with the OCPI paging headers', async () => {
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from rfid_tokens`,
    );
    const first = await cpo.call<{ uid: string; valid: boolean; whitelist: string }[]>(
      'GET',
      `${url('tokens')}?limit=2`,
      tokenC,
    );
    expect(first.body.data?.length).toBe(2);
    expect(first.headers.get('x-total-count')).toBe(String(count?.n));
    expect(first.headers.get('x-limit')).toBe('2');
    expect(first.headers.get('link')).toBe(`<${url('tokens')}?offset=2&limit=2>; rel="next"`);
    const next = await cpo.call<{ uid: string }[]>('GET', `${url('tokens')}?offset=2&limit=2`, tokenC);
    expect(next.body.data?.[0]?.uid).not.toBe(first.body.data?.[0]?.uid);
    const capped = await cpo.call<unknown[]>('GET', `${url('tokens')}?limit=100000`, tokenC);
    expect(capped.headers.get('x-limit')).toBe('500');
    const last = await cpo.call('GET', `${url('tokens')}?offset=${(count?.n ?? 1) - 1}`, tokenC);
    expect(last.headers.get('link')).toBeNull();
    const stopped = await queryRows<{ rf_id: string }>(
      ctx.database.db,
      sql`select rf_id from rfid_tokens where card_status in ('lost', 'stolen') limit 1`,
    );
    const blocked = await cpo.call<{ allowed: string }>(
      'POST',
      `${url('tokens')}/${stopped[0]?.rf_id}/authorize`,
      tokenC,
      {
        location_id: 'D100',
      },
    );
    expect(blocked.body.data?.allowed).toBe('BLOCKED');
    const expired = await queryRows<{ rf_id: string }>(
      ctx.database.db,
      sql`select rf_id from rfid_tokens where card_status = 'expired' limit 1`,
    );
    const late = await cpo.call<{ allowed: string }>(
      'POST',
      `${url('tokens')}/${expired[0]?.rf_id}/authorize`,
      tokenC,
      {
        location_id: 'D100',
      },
    );
    expect(late.body.data?.allowed).toBe('EXPIRED');
  });
});
