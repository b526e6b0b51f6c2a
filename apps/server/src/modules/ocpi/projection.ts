import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { alpha2Of } from './countries';
import type { EvseStatus, OcpiConnector, OcpiEvse, OcpiLocation } from './schemas';

/**
 * How received Locations show in the portal (docs/ocpi.md, "Mapping"): a Location is one ev_sites row,
 * each EVSE one charge point with one evses row and its connectors. The EVSE status is held on
 * ocpi_evses as OCPI holds it and copied to the charge point and every connector of it.
 */

export type LocationKey = { countryCode: string; partyId: string; locationId: string };

export const siteIdOf = (k: LocationKey) => `OCPI*${k.countryCode}*${k.partyId}*${k.locationId}`;
/** Where the charge points of REMOVED EVSEs go: a public site of the party that no list shows. */
const retiredSiteIdOf = (k: LocationKey) => `OCPI*${k.countryCode}*${k.partyId}`;
export const chargePointIdOf = (siteId: string, evseUid: string) => `${siteId}*${evseUid}`;

/** The Location fields the portal's site shows (the stored object, without its EVSEs). */
export type SiteSource = Pick<
  OcpiLocation,
  'name' | 'address' | 'city' | 'postal_code' | 'country' | 'coordinates' | 'opening_times'
>;

const PHASES: Record<string, number> = { AC_3_PHASE: 3, AC_2_PHASE: 2, AC_2_PHASE_SPLIT: 2 };

/** Connector power in watts: max_electric_power, else voltage x amperage x phases. */
export function powerOf(
  c: Pick<OcpiConnector, 'max_electric_power' | 'max_voltage' | 'max_amperage' | 'power_type'>,
) {
  const watts = c.max_electric_power ?? c.max_voltage * c.max_amperage * (PHASES[c.power_type] ?? 1);
  return Math.min(Math.round(watts), 2_000_000_000);
}

/** The portal's connector numbers: the OCPI ids when all are distinct small integers, else 1, 2, 3... */
export function connectorNumbers(ids: readonly string[]): number[] {
  const numeric = ids.map((id) => (/^\d{1,5}$/.test(id) ? Number(id) : 0));
  const usable = numeric.every((n) => n >= 1 && n <= 32_767) && new Set(numeric).size === numeric.length;
  return usable ? numeric : ids.map((_, i) => i + 1);
}

/** OCPI EVSE status to the portal's charge point and connector statuses (spec 001 §4 lists). */
const chargePointStatusOf = (s: EvseStatus) => (s === 'REMOVED' ? 'UNKNOWN' : s);
const connectorStatusOf = (s: EvseStatus) =>
  s === 'PLANNED' ? 'INOPERATIVE' : s === 'REMOVED' ? 'UNKNOWN' : s;

async function upsertSite(
  tx: DbOrTx,
  siteId: string,
  loc: SiteSource,
  fallbackCountry: string,
  name: string,
) {
  await tx.execute(sql`insert into ev_sites (site_id, kind, authority_id, site_name, site_address, site_post_code,
      site_city, site_country, latitude, longitude)
    values (${siteId}, 'public', null, ${name}, ${loc.address}, ${loc.postal_code ?? ''}, ${loc.city},
      ${alpha2Of(loc.country, fallbackCountry)}, ${Number(loc.coordinates.latitude)}, ${Number(loc.coordinates.longitude)})
    on conflict (site_id) do update set site_name = excluded.site_name, site_address = excluded.site_address,
      site_post_code = excluded.site_post_code, site_city = excluded.site_city,
      site_country = excluded.site_country, latitude = excluded.latitude, longitude = excluded.longitude`);
}

/** The site of a Location and its opening hours (24/7 shows as 00:00-23:59 every day, as demo depots do). */
export async function projectSite(tx: DbOrTx, key: LocationKey, loc: SiteSource) {
  const siteId = siteIdOf(key);
  await upsertSite(tx, siteId, loc, key.countryCode, loc.name || loc.address);
  await tx.execute(sql`delete from ev_site_opening_hours where site_id = ${siteId}`);
  const hours = loc.opening_times;
  const rows: [number, string, string][] = !hours
    ? []
    : hours.twentyfourseven
      ? [1, 2, 3, 4, 5, 6, 7].map((d) => [d, '00:00', '23:59'])
      : (hours.regular_hours ?? []).map((h) => [
          h.weekday,
          h.period_begin,
          h.period_end === '24:00' ? '23:59' : h.period_end,
        ]);
  for (const [day, begin, end] of rows)
    await tx.execute(sql`insert into ev_site_opening_hours (site_id, week_day, period_begin, period_end)
      values (${siteId}, ${day}, ${begin}::time, ${end}::time) on conflict do nothing`);
  return siteId;
}

/**
 * Whose site it is: a depot of the operator's depot customer when the Location is not published and
 * has at least one EVSE that is not REMOVED; otherwise a public site (no customer lists it). A Location
 * without valid EVSEs is expired in OCPI terms and leaves the customer's charge points.
 */
export async function refreshSiteOwner(
  tx: DbOrTx,
  key: LocationKey,
  depotAuthorityId: string | null,
  publish: boolean,
) {
  const isCandidate = depotAuthorityId !== null && !publish;
  await tx.execute(sql`update ev_sites set
      kind = case when ${isCandidate} and exists (select 1 from ocpi_evses e
          where e.country_code = ${key.countryCode} and e.party_id = ${key.partyId}
            and e.location_id = ${key.locationId} and e.status <> 'REMOVED') then 'depot' else 'public' end::ev_site_kind,
      authority_id = case when ${isCandidate} and exists (select 1 from ocpi_evses e
          where e.country_code = ${key.countryCode} and e.party_id = ${key.partyId}
            and e.location_id = ${key.locationId} and e.status <> 'REMOVED') then ${depotAuthorityId} else null end
    where site_id = ${siteIdOf(key)}`);
}

export type StoredEvse = { chargePointId: string; portalEvseId: string };

/**
 * One EVSE as a charge point (name: physical reference, else EVSE id, else uid; one vehicle at a time),
 * its evses row and its connectors. A REMOVED EVSE's charge point moves to the party's retired site, so
 * no list shows it while the sessions charged there keep their rows.
 */
export async function projectEvse(
  tx: DbOrTx,
  key: LocationKey,
  loc: SiteSource,
  evse: OcpiEvse,
  existing: StoredEvse | undefined,
): Promise<StoredEvse> {
  const siteId = siteIdOf(key);
  const chargePointId = existing?.chargePointId ?? chargePointIdOf(siteId, evse.uid);
  let portalEvseId = existing?.portalEvseId;
  if (!portalEvseId) {
    const taken = evse.evse_id
      ? await queryRows(tx, sql`select 1 from evses where evse_id = ${evse.evse_id}`)
      : [];
    portalEvseId = evse.evse_id && taken.length === 0 ? evse.evse_id : chargePointId;
  }
  let targetSite = siteId;
  if (evse.status === 'REMOVED') {
    targetSite = retiredSiteIdOf(key);
    await upsertSite(
      tx,
      targetSite,
      loc,
      key.countryCode,
      `Removed equipment ${key.countryCode}*${key.partyId}`,
    );
  }
  const coords = evse.coordinates ?? loc.coordinates;
  const name = evse.physical_reference || evse.evse_id || evse.uid;
  const updated = new Date(evse.last_updated.endsWith('Z') ? evse.last_updated : `${evse.last_updated}Z`);
  await tx.execute(sql`insert into charge_points (charge_point_id, site_id, charge_point_name, charge_point_status,
      latitude, longitude, total_vehicles_allowed)
    values (${chargePointId}, ${targetSite}, ${name}, ${chargePointStatusOf(evse.status)}::charge_point_status,
      ${Number(coords.latitude)}, ${Number(coords.longitude)}, 1)
    on conflict (charge_point_id) do update set site_id = excluded.site_id,
      charge_point_name = excluded.charge_point_name, charge_point_status = excluded.charge_point_status,
      latitude = excluded.latitude, longitude = excluded.longitude`);
  await tx.execute(sql`insert into evses (evse_id, charge_point_id, last_updated)
    values (${portalEvseId}, ${chargePointId}, ${updated})
    on conflict (evse_id) do update set last_updated = excluded.last_updated`);
  await tx.execute(sql`delete from connectors where evse_id = ${portalEvseId}`);
  const numbers = connectorNumbers(evse.connectors.map((c) => c.id));
  for (const [i, c] of evse.connectors.entries())
    await tx.execute(sql`insert into connectors (evse_id, connector_id, standard, status, power_w, last_updated)
      values (${portalEvseId}, ${numbers[i]}, ${c.standard}, ${connectorStatusOf(evse.status)}::connector_status,
        ${powerOf(c)}, ${updated})
      on conflict (evse_id, connector_id) do update set standard = excluded.standard, status = excluded.status,
        power_w = excluded.power_w, last_updated = excluded.last_updated`);
  return { chargePointId, portalEvseId };
}
