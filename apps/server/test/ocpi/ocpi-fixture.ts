import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createConnection } from '../../src/modules/ocpi/connections';
import { createDemoApp } from '../helpers/demo-app';
import { depotLocation, startCpo } from './cpo-simulator';

type Site = {
  siteId: string;
  siteName: string;
  authorityId: string;
  chargePoints: {
    chargePointId: string;
    chargePointName: string;
    chargePointStatus: string;
    highestConnectorPower: number | null;
    evses: { evseId: string; connectors: { status: string; power: number }[] }[];
  }[];
};
export type ChargeRecord = {
  id: string;
  evseId: string;
  cdrType: string;
  totalEnergy: number;
  rfid: string;
  siteId: string | null;
};
type Rollup = {
  session_count: number;
  energy_wh: string;
  duration_seconds: string;
  short_session_count: number;
};

/*
 * The OCPI scenario's fixture (issue 17): the demo app listening on loopback, the EV user's cookie,
 * a connection with token A for one of the EV user's authorities, two of its cards and a simulated
 * charge point operator. Set by `useOcpiOperator()` before the file's first test (ES module live
 * bindings).
 */
export let ctx: Awaited<ReturnType<typeof createDemoApp>>;
export let address: string;
export let cookie: string;
export let cpo: Awaited<ReturnType<typeof startCpo>>;
export let authorityId: string;
export let tokenA: string;
export let tokenC: string;
let endpoints: { identifier: string; role: string; url: string }[];
export let permitted: string;
export let other: string;
export const party = { countryCode: 'NL', partyId: 'DPX', name: 'Depot Charging Example' };
export const now = Date.now();
export const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
export const location = depotLocation(party, 'D100', at(now - 3_600_000));
export const url = (id: string) => endpoints.find((e) => e.identifier === id)?.url as string;
export const portal = (path: string) =>
  ctx.app.inject({ method: 'GET', url: path, headers: { cookie } }).then((r) => {
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    return r.json();
  });
export const sites = async () =>
  (
    (await portal(`/api/evis/v1/sites/list?accessLevel=A&accessLevelCode=${authorityId}`)) as {
      sites: Site[];
    }
  ).sites;
export const rollup = async () => {
  const [row] = await queryRows<Rollup>(
    ctx.database.db,
    sql`select coalesce(sum(session_count), 0)::int as session_count, coalesce(sum(energy_wh), 0) as energy_wh,
          coalesce(sum(duration_seconds), 0) as duration_seconds,
          coalesce(sum(short_session_count), 0)::int as short_session_count
        from charging_daily_rollups where authority_id = ${authorityId}`,
  );
  return row as Rollup;
};

/** What the credentials handshake gave: the operator's endpoints, then token C. */
export function remember(given: { endpoints?: typeof endpoints; tokenC?: string }): void {
  endpoints = given.endpoints ?? endpoints;
  tokenC = given.tokenC ?? tokenC;
}

/** The credentials handshake (ocpi-handshake.test.ts checks each step): token C replaces token A. */
async function handshake(): Promise<void> {
  const versions = await cpo.call<{ version: string; url: string }[]>(
    'GET',
    `${address}/ocpi/versions`,
    tokenA,
  );
  const v221 = versions.body.data?.find((v) => v.version === '2.2.1');
  const details = await cpo.call<{ endpoints: typeof endpoints }>('GET', v221?.url as string, tokenA);
  remember({ endpoints: details.body.data?.endpoints ?? [] });
  const registered = await cpo.call<{ token: string }>('POST', url('credentials'), tokenA, cpo.credentials);
  remember({ tokenC: registered.body.data?.token as string });
  expect(tokenC).toBeTruthy();
}

/**
 * Starts the app and the simulated operator for the calling test file, and stops both after it;
 * with `registered`, the operator has done the credentials handshake before the first test.
 */
export function useOcpiOperator({ registered }: { registered: boolean }): void {
  beforeAll(async () => {
    ctx = await createDemoApp();
    address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    cookie = await ctx.signInAs('evUser');
    const hierarchy = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie } })
    ).json() as { authorities: { authorityId: string }[] };
    const own = hierarchy.authorities.map((a) => a.authorityId);
    // Two usable cards of one of the EV user's authorities: one gets a depot permission, one does not.
    const usable = await queryRows<{ authority_id: string; rf_id: string }>(
      ctx.database.db,
      sql`select authority_id, rf_id from rfid_tokens
          where card_status = 'available' and card_enabled and expiry_date_embossed > current_date
            and authority_id = any(string_to_array(${own.join(',')}, ','))
          order by authority_id, token_id`,
    );
    authorityId = usable[0]?.authority_id as string;
    const cards = usable.filter((u) => u.authority_id === authorityId);
    expect(cards.length).toBeGreaterThanOrEqual(2);
    permitted = cards[0]?.rf_id as string;
    other = cards[1]?.rf_id as string;
    ({ tokenA } = await createConnection(ctx.database.db, {
      name: party.name,
      depotAuthorityId: authorityId,
      now,
    }));
    cpo = await startCpo(party);
    if (registered) await handshake();
  }, 240_000);
  afterAll(async () => {
    await cpo?.close();
    await ctx?.close();
  });
}
