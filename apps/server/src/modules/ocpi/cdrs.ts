import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows, type Tx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { type OcpiCaller, ownsParty } from './auth';
import { cdrBatcher } from './cdr-batch';
import { createPlaceOfCdr, keyOfCdr, placeFrom } from './cdr-location';
import { invalid, notFound, ocpiOk } from './envelope';
import { ocpiRoute, parseOcpi } from './http';
import { baseUrlOf, OCPI_PATHS, OUR_PARTY } from './identity';
import { siteIdOf } from './projection';
import { type OcpiCdr, type OcpiEvse, timeOf, zCdr } from './schemas';

const TEN_MINUTES_S = 600;

type Facts = {
  token_id: number;
  authority_id: string;
  evse: OcpiEvse | null;
  charge_point_id: string | null;
  portal_evse_id: string | null;
  site_kind: 'depot' | 'public' | null;
  site_authority_id: string | null;
};

/** A CDR charged with one of our tokens at a real EVSE becomes a charging session (else it is only kept). */
const isOurSession = (cdr: OcpiCdr) =>
  cdr.cdr_token.country_code.toUpperCase() === OUR_PARTY.countryCode &&
  cdr.cdr_token.party_id.toUpperCase() === OUR_PARTY.partyId &&
  cdr.cdr_location.evse_uid !== '#NA'; // '#NA': a reservation that never became a session

/** The token, the EVSE and the site's owner of a CDR (one row, or none for a token we do not know). */
function factsQuery(cdr: OcpiCdr) {
  const key = keyOfCdr(cdr);
  return sql`select t.token_id, t.authority_id, e.object as evse, e.charge_point_id, e.portal_evse_id,
          s.kind as site_kind, s.authority_id as site_authority_id
        from rfid_tokens t
        left join ocpi_evses e on e.country_code = ${key.countryCode} and e.party_id = ${key.partyId}
          and e.location_id = ${key.locationId} and e.evse_uid = ${cdr.cdr_location.evse_uid}
        left join ev_sites s on s.site_id = ${siteIdOf(key)}
        where t.rf_id = ${cdr.cdr_token.uid}`;
}

/**
 * The charging session of a CDR charged with one of our tokens, and the rollups it adds to, in the
 * caller's transaction (DESIGN §6: totals exact without a cache). Energy in Wh, durations in seconds.
 * The facts were read with the CDR's insert (storeCdr); one statement writes the session, its link
 * from the CDR and both rollups (the shared rollup rows are locked last, held until the commit).
 */
async function addSession(tx: Tx, caller: OcpiCaller, cdr: OcpiCdr, cdrKey: number, facts: Facts) {
  const place =
    facts.evse && facts.charge_point_id && facts.portal_evse_id
      ? placeFrom(cdr, {
          evse: facts.evse,
          chargePointId: facts.charge_point_id,
          portalEvseId: facts.portal_evse_id,
          siteKind: facts.site_kind,
          siteAuthorityId: facts.site_authority_id,
        })
      : await createPlaceOfCdr(tx, caller, cdr);
  const start = new Date(timeOf(cdr.start_date_time)).toISOString();
  const end = new Date(timeOf(cdr.end_date_time)).toISOString();
  const seconds = Math.round((timeOf(cdr.end_date_time) - timeOf(cdr.start_date_time)) / 1000);
  const short = seconds < TEN_MINUTES_S ? 1 : 0;
  const energyWh = Math.round(cdr.total_energy * 1000);
  // Depot sessions are those at a depot of the token's own customer; anywhere else is public charging.
  const cdrType =
    place.siteKind === 'depot' && place.siteAuthorityId === facts.authority_id ? 'depot' : 'public';
  await tx.execute(sql`with session as (
      insert into charging_sessions (session_id, authority_id, token_id, cdr_type, site_id, charge_point_id,
        evse_id, connector_id, connector_power_w, session_start, session_end, total_energy_wh)
      values (nextval('ocpi_session_id_seq'), ${facts.authority_id}, ${facts.token_id}, ${cdrType}::cdr_type,
        ${place.siteId}, ${place.chargePointId}, ${place.evseId}, ${place.connectorId}, ${place.connectorPowerW},
        ${start}::timestamptz, ${end}::timestamptz, ${energyWh})
      returning session_id),
    link as (update ocpi_cdrs set session_id = (select session_id from session) where cdr_key = ${cdrKey}),
    daily as (insert into charging_daily_rollups (authority_id, day, cdr_type, session_count, energy_wh,
        duration_seconds, short_session_count)
      values (${facts.authority_id}, (${end}::timestamptz at time zone 'UTC')::date, ${cdrType}::cdr_type, 1,
        ${energyWh}, ${seconds}, ${short})
      on conflict (authority_id, day, cdr_type) do update set
        session_count = charging_daily_rollups.session_count + 1,
        energy_wh = charging_daily_rollups.energy_wh + excluded.energy_wh,
        duration_seconds = charging_daily_rollups.duration_seconds + excluded.duration_seconds,
        short_session_count = charging_daily_rollups.short_session_count + excluded.short_session_count)
    insert into charge_point_daily_usage (charge_point_id, day, site_id, session_count, energy_wh,
      duration_seconds, short_session_count)
    values (${place.chargePointId}, (${start}::timestamptz at time zone 'UTC')::date, ${place.siteId}, 1,
      ${energyWh}, ${seconds}, ${short})
    on conflict (charge_point_id, day) do update set
      session_count = charge_point_daily_usage.session_count + 1,
      energy_wh = charge_point_daily_usage.energy_wh + excluded.energy_wh,
      duration_seconds = charge_point_daily_usage.duration_seconds + excluded.duration_seconds,
      short_session_count = charge_point_daily_usage.short_session_count + excluded.short_session_count`);
}

/**
 * Stores a CDR once, in the caller's transaction: the unique (country_code, party_id, id) decides, so a
 * repeated or concurrent POST of the same CDR finds the first one and changes nothing (CDRs cannot be
 * replaced in OCPI).
 */
export async function storeCdr(tx: Tx, caller: OcpiCaller, cdr: OcpiCdr, now: number) {
  // One statement stores the CDR and, for a session of ours, reads its facts (a round trip less per CDR).
  const session = isOurSession(cdr);
  const [inserted] = await queryRows<{ cdr_key: number } & Partial<Facts>>(
    tx,
    sql`with stored as (
          insert into ocpi_cdrs (connection_id, country_code, party_id, cdr_id, object, received_at)
          values (${caller.connectionId}, ${cdr.country_code.toUpperCase()}, ${cdr.party_id.toUpperCase()},
            ${cdr.id}, ${JSON.stringify(cdr)}::jsonb, ${new Date(now)})
          on conflict (country_code, party_id, cdr_id) do nothing
          returning cdr_key)
        select stored.cdr_key${session ? sql`, f.*` : sql``} from stored
          ${session ? sql`left join lateral (${factsQuery(cdr)}) f on true` : sql``}`,
  );
  if (inserted) {
    const { cdr_key, ...facts } = inserted;
    if (session && facts.token_id != null) await addSession(tx, caller, cdr, Number(cdr_key), facts as Facts);
    return { cdrKey: Number(cdr_key), created: true };
  }
  const [existing] = await queryRows<{ cdr_key: number }>(
    tx,
    sql`select cdr_key from ocpi_cdrs where country_code = ${cdr.country_code.toUpperCase()}
            and party_id = ${cdr.party_id.toUpperCase()} and cdr_id = ${cdr.id}`,
  );
  return { cdrKey: Number(existing?.cdr_key), created: false };
}

/** CDRs module, Receiver interface: POST a CDR (answered with its Location URL) and GET it back. */
export function cdrRoutes(instance: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const receive = cdrBatcher(db, () => clock.now(), storeCdr);
  ocpiRoute(instance, 'POST', OCPI_PATHS.cdrs, async (request, reply, caller) => {
    const cdr = parseOcpi(zCdr, request.body);
    if (!ownsParty(caller, cdr.country_code, cdr.party_id))
      throw invalid('country_code and party_id must be a party of this connection');
    const { cdrKey, created } = await receive(caller, cdr);
    return reply
      .status(created ? 201 : 200)
      .header('location', `${baseUrlOf(request)}${OCPI_PATHS.cdrs}/${cdrKey}`)
      .send(ocpiOk(undefined, clock.now()));
  });
  ocpiRoute(instance, 'GET', `${OCPI_PATHS.cdrs}/:cdr_key`, async (request, _reply, caller) => {
    const key = request.params.cdr_key ?? '';
    const [row] = /^\d{1,15}$/.test(key)
      ? await queryRows<{ object: OcpiCdr; country_code: string; party_id: string }>(
          db,
          sql`select object, country_code, party_id from ocpi_cdrs where cdr_key = ${Number(key)}`,
        )
      : [];
    if (!row || !ownsParty(caller, row.country_code, row.party_id)) throw notFound('Unknown CDR');
    return ocpiOk(row.object, clock.now());
  });
}
