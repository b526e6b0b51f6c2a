import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import type { OcpiCaller } from './auth';
import { isConnectorType } from './enums';
import { findEvse, findLocation, type LocationObject, storeEvse, storeLocation } from './locations-store';
import { connectorNumbers, type LocationKey, powerOf, refreshSiteOwner, siteIdOf } from './projection';
import type { OcpiCdr, OcpiEvse } from './schemas';

/** Where a CDR's session took place, in the portal's terms. */
export type SessionPlace = {
  siteId: string;
  siteKind: 'depot' | 'public';
  siteAuthorityId: string | null;
  chargePointId: string;
  evseId: string;
  connectorId: number;
  connectorPowerW: number;
};

/** The highest MAX_POWER dimension of the charging periods, in watts (0 when none is given). */
function maxPowerW(cdr: OcpiCdr) {
  let kw = 0;
  for (const period of cdr.charging_periods)
    for (const d of period.dimensions) if (d.type === 'MAX_POWER') kw = Math.max(kw, d.volume);
  return Math.round(kw * 1000);
}

export const keyOfCdr = (cdr: OcpiCdr): LocationKey => ({
  countryCode: cdr.country_code.toUpperCase(),
  partyId: cdr.party_id.toUpperCase(),
  locationId: cdr.cdr_location.id,
});

/** A stored EVSE of a CDR and the owner of its site, as one query reads them. */
export type StoredPlace = {
  evse: OcpiEvse;
  chargePointId: string;
  portalEvseId: string;
  siteKind: 'depot' | 'public' | null;
  siteAuthorityId: string | null;
};

/** The session's place from its stored EVSE: the CDR's connector (its number and power) on it. */
export function placeFrom(cdr: OcpiCdr, stored: StoredPlace): SessionPlace {
  const { evse } = stored;
  const index = evse.connectors.findIndex((c) => c.id === cdr.cdr_location.connector_id);
  const connector = evse.connectors[index];
  return {
    siteId: siteIdOf(keyOfCdr(cdr)),
    siteKind: stored.siteKind ?? 'public',
    siteAuthorityId: stored.siteAuthorityId,
    chargePointId: stored.chargePointId,
    evseId: stored.portalEvseId,
    connectorId: connectorNumbers(evse.connectors.map((c) => c.id))[index] ?? 1,
    connectorPowerW: connector ? powerOf(connector) || maxPowerW(cdr) : maxPowerW(cdr),
  };
}

/**
 * The place of a CDR whose EVSE we do not have. CDRs may come for Locations never pushed (CDRs module:
 * typically unpublished chargers): the Location (when missing) and the EVSE are made from the CDR's
 * CdrLocation, unpublished, with one EVSE of status UNKNOWN, so the session has its site and charge point.
 */
export async function createPlaceOfCdr(tx: Tx, caller: OcpiCaller, cdr: OcpiCdr): Promise<SessionPlace> {
  const at = cdr.cdr_location;
  const key = keyOfCdr(cdr);
  let loc: LocationObject | undefined = await findLocation(tx, key);
  if (!loc) {
    loc = {
      country_code: key.countryCode,
      party_id: key.partyId,
      id: at.id,
      publish: false,
      name: at.name,
      address: at.address,
      city: at.city,
      postal_code: at.postal_code,
      country: at.country,
      coordinates: at.coordinates,
      time_zone: 'UTC',
      last_updated: cdr.last_updated,
    };
    await storeLocation(tx, caller, key, loc);
  }
  // zCdr checked it: only a reservation's CDR (evse_uid #NA), which makes no place, may carry another.
  const standard = at.connector_standard;
  if (!isConnectorType(standard)) throw new Error('connector_standard of a CDR not checked');
  const evse: OcpiEvse = {
    uid: at.evse_uid,
    evse_id: at.evse_id,
    status: 'UNKNOWN',
    connectors: [
      {
        id: at.connector_id,
        standard,
        format: at.connector_format,
        power_type: at.connector_power_type,
        max_voltage: 0,
        max_amperage: 0,
        max_electric_power: maxPowerW(cdr),
        last_updated: cdr.last_updated,
      },
    ],
    last_updated: cdr.last_updated,
  };
  await storeEvse(tx, key, loc, evse);
  await refreshSiteOwner(tx, key, caller.depotAuthorityId, loc.publish);
  const stored = await findEvse(tx, key, at.evse_uid);
  if (!stored) throw new Error('EVSE of a CDR not stored');
  const [site] = await queryRows<{ kind: 'depot' | 'public'; authority_id: string | null }>(
    tx,
    sql`select kind, authority_id from ev_sites where site_id = ${siteIdOf(key)}`,
  );
  return placeFrom(cdr, {
    evse: stored.object,
    chargePointId: stored.chargePointId,
    portalEvseId: stored.portalEvseId,
    siteKind: site?.kind ?? null,
    siteAuthorityId: site?.authority_id ?? null,
  });
}
