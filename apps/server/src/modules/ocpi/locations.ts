import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../platform/clock';
import { type OcpiCaller, ownsParty } from './auth';
import { invalid, notFound, ocpiOk } from './envelope';
import { type OcpiHandler, ocpiRoute, parseOcpi } from './http';
import { OCPI_PATHS } from './identity';
import {
  findEvse,
  findLocation,
  listEvses,
  readLocation,
  saveConnector,
  saveEvse,
  saveLocation,
} from './locations-store';
import { mergeEvse, mergeLocation } from './merge';
import type { LocationKey } from './projection';
import { zConnector, zConnectorPatch, zEvse, zEvsePatch, zLocation, zLocationPatch } from './schemas';

type Params = Record<string, string>;

/**
 * Locations module, Receiver interface (eMSP): GET, PUT and PATCH of a Location, an EVSE or a
 * Connector under {country_code}/{party_id}. An operator reaches only the parties it registered;
 * another party's URL answers 404 as the transport chapter allows.
 */
function keyOf(caller: OcpiCaller, p: Params): LocationKey {
  const countryCode = (p.country_code ?? '').toUpperCase();
  const partyId = (p.party_id ?? '').toUpperCase();
  if (!ownsParty(caller, countryCode, partyId)) throw notFound('Unknown party');
  return { countryCode, partyId, locationId: p.location_id ?? '' };
}

const sameId = (a: string | null | undefined, b: string) => a === undefined || a === null || a === b;
const ci = (a: string | null | undefined, b: string) =>
  a === undefined || a === null || a.toUpperCase() === b;

function assertIds(key: LocationKey, body: Record<string, unknown>) {
  if (!ci(body.country_code as string, key.countryCode) || !ci(body.party_id as string, key.partyId))
    throw invalid('country_code and party_id must be those of the URL');
  if (!sameId(body.id as string, key.locationId)) throw invalid('id must be the location_id of the URL');
}

const answer = (reply: FastifyReply, created: boolean, now: number) =>
  reply.status(created ? 201 : 200).send(ocpiOk(undefined, now));

export function locationRoutes(
  instance: FastifyInstance,
  { db, clock }: { db: FastifyInstance['database']['db']; clock: Clock },
) {
  const base = `${OCPI_PATHS.locations}/:country_code/:party_id/:location_id`;
  const routes: [string, string, OcpiHandler][] = [
    [
      'GET',
      base,
      async (request, _reply, caller) => {
        const found = await readLocation(db, keyOf(caller, request.params));
        if (!found) throw notFound('Unknown location');
        return ocpiOk(found, clock.now());
      },
    ],
    [
      'PUT',
      base,
      async (request, reply, caller) => {
        const key = keyOf(caller, request.params);
        const location = parseOcpi(zLocation, request.body);
        assertIds(key, location);
        return answer(reply, await saveLocation(db, caller, key, location), clock.now());
      },
    ],
    [
      'PATCH',
      base,
      async (request, reply, caller) => {
        const key = keyOf(caller, request.params);
        const patch = parseOcpi(zLocationPatch, request.body);
        assertIds(key, patch);
        const stored = await findLocation(db, key);
        if (!stored) throw notFound('Unknown location');
        const merged = parseOcpi(zLocation, mergeLocation(stored, await listEvses(db, key), patch));
        await saveLocation(db, caller, key, merged);
        return answer(reply, false, clock.now());
      },
    ],
    [
      'GET',
      `${base}/:evse_uid`,
      async (request, _reply, caller) => {
        const found = await findEvse(db, keyOf(caller, request.params), request.params.evse_uid ?? '');
        if (!found) throw notFound('Unknown EVSE');
        return ocpiOk(found.object, clock.now());
      },
    ],
    [
      'PUT',
      `${base}/:evse_uid`,
      async (request, reply, caller) => {
        const key = keyOf(caller, request.params);
        const evse = parseOcpi(zEvse, request.body);
        if (evse.uid !== request.params.evse_uid) throw invalid('uid must be the evse_uid of the URL');
        return answer(reply, await saveEvse(db, caller, key, evse), clock.now());
      },
    ],
    [
      'PATCH',
      `${base}/:evse_uid`,
      async (request, reply, caller) => {
        const key = keyOf(caller, request.params);
        const uid = request.params.evse_uid ?? '';
        const patch = parseOcpi(zEvsePatch, request.body);
        if (!sameId(patch.uid, uid)) throw invalid('uid must be the evse_uid of the URL');
        const stored = await findEvse(db, key, uid);
        if (!stored) throw notFound('Unknown EVSE');
        await saveEvse(db, caller, key, parseOcpi(zEvse, mergeEvse(stored.object, patch)));
        return answer(reply, false, clock.now());
      },
    ],
    [
      'GET',
      `${base}/:evse_uid/:connector_id`,
      async (request, _reply, caller) => {
        const found = await findEvse(db, keyOf(caller, request.params), request.params.evse_uid ?? '');
        const connector = found?.object.connectors.find((c) => c.id === request.params.connector_id);
        if (!connector) throw notFound('Unknown connector');
        return ocpiOk(connector, clock.now());
      },
    ],
    [
      'PUT',
      `${base}/:evse_uid/:connector_id`,
      async (request, reply, caller) => {
        const key = keyOf(caller, request.params);
        const connector = parseOcpi(zConnector, request.body);
        if (connector.id !== request.params.connector_id)
          throw invalid('id must be the connector_id of the URL');
        const created = await saveConnector(db, caller, key, request.params.evse_uid ?? '', connector);
        return answer(reply, created, clock.now());
      },
    ],
    [
      'PATCH',
      `${base}/:evse_uid/:connector_id`,
      async (request, reply, caller) => {
        const key = keyOf(caller, request.params);
        const id = request.params.connector_id ?? '';
        const patch = parseOcpi(zConnectorPatch, request.body);
        if (!sameId(patch.id, id)) throw invalid('id must be the connector_id of the URL');
        const stored = await findEvse(db, key, request.params.evse_uid ?? '');
        const before = stored?.object.connectors.find((c) => c.id === id);
        if (!before) throw notFound('Unknown connector');
        const connector = parseOcpi(zConnector, { ...before, ...patch });
        await saveConnector(db, caller, key, request.params.evse_uid ?? '', connector);
        return answer(reply, false, clock.now());
      },
    ],
  ];
  for (const [method, url, handler] of routes) ocpiRoute(instance, method as 'GET', url, handler);
}
