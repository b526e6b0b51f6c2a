import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows, type Tx } from '../../db/client';
import type { OcpiCaller } from './auth';
import { notFound, OCPI_STATUS } from './envelope';
import {
  type LocationKey,
  projectEvse,
  projectSite,
  refreshSiteOwner,
  type SiteSource,
  type StoredEvse,
} from './projection';
import {
  type OcpiConnector,
  type OcpiEvse,
  type OcpiLocation,
  type OcpiLocationOnly,
  timeOf,
} from './schemas';

/** The received Location and EVSE objects (ocpi_locations, ocpi_evses) and their portal projection. */

export type LocationObject = OcpiLocationOnly;
type LocationRow = { object: LocationObject };
type EvseRow = StoredEvse & { object: OcpiEvse };

const at = (value: string) => new Date(timeOf(value));

export async function findLocation(db: DbOrTx, key: LocationKey, lock = false) {
  const [row] = await queryRows<LocationRow>(
    db,
    sql`select object from ocpi_locations where country_code = ${key.countryCode}
          and party_id = ${key.partyId} and location_id = ${key.locationId}${lock ? sql` for update` : sql``}`,
  );
  return row?.object;
}

export async function findEvse(db: DbOrTx, key: LocationKey, uid: string): Promise<EvseRow | undefined> {
  const [row] = await queryRows<{ object: OcpiEvse; charge_point_id: string; portal_evse_id: string }>(
    db,
    sql`select object, charge_point_id, portal_evse_id from ocpi_evses where country_code = ${key.countryCode}
          and party_id = ${key.partyId} and location_id = ${key.locationId} and evse_uid = ${uid}`,
  );
  return row && { object: row.object, chargePointId: row.charge_point_id, portalEvseId: row.portal_evse_id };
}

export async function listEvses(db: DbOrTx, key: LocationKey): Promise<OcpiEvse[]> {
  const rows = await queryRows<{ object: OcpiEvse }>(
    db,
    sql`select object from ocpi_evses where country_code = ${key.countryCode} and party_id = ${key.partyId}
          and location_id = ${key.locationId} order by evse_uid`,
  );
  return rows.map((r) => r.object);
}

/** One EVSE kept as received and shown in the portal. */
export async function storeEvse(tx: Tx, key: LocationKey, loc: SiteSource, evse: OcpiEvse) {
  const existing = await findEvse(tx, key, evse.uid);
  const stored = await projectEvse(tx, key, loc, evse, existing);
  await tx.execute(sql`insert into ocpi_evses (country_code, party_id, location_id, evse_uid, charge_point_id,
      portal_evse_id, status, object, last_updated)
    values (${key.countryCode}, ${key.partyId}, ${key.locationId}, ${evse.uid}, ${stored.chargePointId},
      ${stored.portalEvseId}, ${evse.status}, ${JSON.stringify(evse)}::jsonb, ${at(evse.last_updated)})
    on conflict (country_code, party_id, location_id, evse_uid) do update set status = excluded.status,
      object = excluded.object, last_updated = excluded.last_updated`);
  return !existing;
}

export async function storeLocation(tx: Tx, caller: OcpiCaller, key: LocationKey, loc: LocationObject) {
  const siteId = await projectSite(tx, key, loc);
  await tx.execute(sql`insert into ocpi_locations (country_code, party_id, location_id, connection_id, site_id,
      object, last_updated)
    values (${key.countryCode}, ${key.partyId}, ${key.locationId}, ${caller.connectionId}, ${siteId},
      ${JSON.stringify(loc)}::jsonb, ${at(loc.last_updated)})
    on conflict (country_code, party_id, location_id) do update set connection_id = excluded.connection_id,
      object = excluded.object, last_updated = excluded.last_updated`);
}

/** A child changed: the Location takes its last_updated (Locations module, PUT and PATCH). */
async function touchLocation(tx: Tx, key: LocationKey, lastUpdated: string) {
  await tx.execute(sql`update ocpi_locations set last_updated = ${at(lastUpdated)},
      object = jsonb_set(object, '{last_updated}', to_jsonb(${lastUpdated}::text))
    where country_code = ${key.countryCode} and party_id = ${key.partyId} and location_id = ${key.locationId}`);
}

const withoutEvses = ({ evses: _evses, ...rest }: OcpiLocation): LocationObject => rest as LocationObject;

/**
 * PUT or a merged PATCH of a whole Location: the object replaces the stored one; EVSEs it carries are
 * stored one by one, EVSEs it leaves out stay as they were (OCPI never deletes them, REMOVED does).
 * Returns whether the Location is new.
 */
export async function saveLocation(db: Db, caller: OcpiCaller, key: LocationKey, location: OcpiLocation) {
  return db.transaction(async (tx) => {
    const before = await findLocation(tx, key, true);
    const loc = withoutEvses(location);
    await storeLocation(tx, caller, key, loc);
    for (const evse of location.evses ?? []) await storeEvse(tx, key, loc, evse);
    await refreshSiteOwner(tx, key, caller.depotAuthorityId, loc.publish);
    return !before;
  });
}

async function locationForChild(tx: Tx, key: LocationKey) {
  const loc = await findLocation(tx, key, true);
  if (!loc) throw notFound(`Unknown location ${key.locationId}`, OCPI_STATUS.unknownLocation);
  return loc;
}

/** PUT or a merged PATCH of one EVSE of a known Location; returns whether the EVSE is new. */
export async function saveEvse(db: Db, caller: OcpiCaller, key: LocationKey, evse: OcpiEvse) {
  return db.transaction(async (tx) => {
    const loc = await locationForChild(tx, key);
    const created = await storeEvse(tx, key, loc, evse);
    await touchLocation(tx, key, evse.last_updated);
    await refreshSiteOwner(tx, key, caller.depotAuthorityId, loc.publish);
    return created;
  });
}

/**
 * PUT or a merged PATCH of one Connector of a known EVSE: replaces the connector of that id (or adds
 * it); the EVSE and the Location take the connector's last_updated. Returns whether it is new.
 */
export async function saveConnector(
  db: Db,
  caller: OcpiCaller,
  key: LocationKey,
  evseUid: string,
  connector: OcpiConnector,
) {
  return db.transaction(async (tx) => {
    const loc = await locationForChild(tx, key);
    const stored = await findEvse(tx, key, evseUid);
    if (!stored) throw notFound(`Unknown EVSE ${evseUid}`);
    const connectors = stored.object.connectors;
    const index = connectors.findIndex((c) => c.id === connector.id);
    const next =
      index < 0 ? [...connectors, connector] : connectors.map((c, i) => (i === index ? connector : c));
    await storeEvse(tx, key, loc, {
      ...stored.object,
      connectors: next,
      last_updated: connector.last_updated,
    });
    await touchLocation(tx, key, connector.last_updated);
    await refreshSiteOwner(tx, key, caller.depotAuthorityId, loc.publish);
    return index < 0;
  });
}

/** The Location with its EVSEs, as the operator last pushed it. */
export async function readLocation(db: Db, key: LocationKey) {
  const loc = await findLocation(db, key);
  return loc && { ...loc, evses: await listEvses(db, key) };
}
