import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { invalid, notFound, OCPI_STATUS, OcpiError, ocpiOk } from './envelope';
import { ocpiRoute, parseOcpi } from './http';
import { baseUrlOf, OCPI_PATHS } from './identity';
import { TOKEN_TYPES, zLocationReferences, zOcpiDateTime } from './schemas';
import {
  authorizationFacts,
  type LocationFacts,
  pageTokens,
  stateOf,
  type TokenRow,
  tokenObject,
} from './tokens-store';

/** The most tokens one page holds (X-Limit); a client asking for more gets this many. */
export const TOKENS_PAGE_LIMIT = 500;

const zPageQuery = z.object({
  date_from: zOcpiDateTime.optional(),
  date_to: zOcpiDateTime.optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).default(TOKENS_PAGE_LIMIT),
});

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

type Refs = z.infer<typeof zLocationReferences>;
type Decision = { allowed: 'ALLOWED' | 'NOT_ALLOWED'; location?: Refs };

/**
 * Real-time authorization at a Location (Tokens module, Sender interface): at one of the caller's
 * Locations that is a depot, the depot permissions set in the portal decide, per EVSE (a permission
 * for a whole site covers every charge point, one for a charge point its EVSE); anywhere else (a
 * public Location, or one never pushed) the token's public-network right decides.
 */
function decide(facts: TokenRow & Partial<LocationFacts>, refs: Refs): Decision {
  if (!facts.site_id || facts.kind === 'public')
    return facts.can_use_public_network ? { allowed: 'ALLOWED', location: refs } : { allowed: 'NOT_ALLOWED' };
  const permissions = facts.permissions ?? [];
  const permits = (chargePointId: string) => permissions.some((p) => p === null || p === chargePointId);
  const evses = facts.evses ?? [];
  const asked = refs.evse_uids?.length ? refs.evse_uids : evses.map((e) => e.uid);
  const allowedUids = asked.filter((uid) => {
    const evse = evses.find((e) => e.uid === uid);
    return evse !== undefined && permits(evse.chargePointId);
  });
  if (allowedUids.length > 0)
    return { allowed: 'ALLOWED', location: { location_id: refs.location_id, evse_uids: allowedUids } };
  const wholeSite = permissions.includes(null);
  return wholeSite && !refs.evse_uids?.length
    ? { allowed: 'ALLOWED', location: refs }
    : { allowed: 'NOT_ALLOWED' };
}

/**
 * EVSE uids named in LocationReferences that a Location the caller pushed does not have: the request
 * names an unknown location reference (status 2003). A Location never pushed (a private charger, as
 * OCPI allows) has no list to check.
 */
function unknownEvseUids(facts: Partial<LocationFacts>, refs: Refs): string[] {
  if (!facts.site_id) return [];
  const known = new Set((facts.evses ?? []).map((e) => e.uid));
  return (refs.evse_uids ?? []).filter((uid) => !known.has(uid));
}

/** Tokens module, Sender interface: the paged list of our tokens and real-time authorization. */
export function tokenRoutes(instance: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  ocpiRoute(instance, 'GET', OCPI_PATHS.tokens, async (request, reply) => {
    const q = parseOcpi(zPageQuery, request.query);
    const limit = Math.min(q.limit, TOKENS_PAGE_LIMIT);
    const page = await pageTokens(db, {
      from: q.date_from,
      to: q.date_to,
      offset: q.offset,
      limit,
      today: utcDay(clock.now()),
    });
    reply.header('x-total-count', String(page.total)).header('x-limit', String(limit));
    if (q.offset + page.rows.length < page.total) {
      const next = new URLSearchParams({ offset: String(q.offset + limit), limit: String(limit) });
      if (q.date_from) next.set('date_from', q.date_from);
      if (q.date_to) next.set('date_to', q.date_to);
      reply.header('link', `<${baseUrlOf(request)}${OCPI_PATHS.tokens}?${next}>; rel="next"`);
    }
    return ocpiOk(page.rows.map(tokenObject), clock.now());
  });

  ocpiRoute(
    instance,
    'POST',
    `${OCPI_PATHS.tokens}/:token_uid/authorize`,
    async (request, _reply, caller) => {
      const type = request.query.type ?? 'RFID';
      if (!(TOKEN_TYPES as readonly string[]).includes(type)) throw invalid(`Unknown token type ${type}`);
      const body = request.body;
      const refs = body === undefined || body === null ? undefined : parseOcpi(zLocationReferences, body);
      const token =
        type === 'RFID'
          ? await authorizationFacts(db, {
              uid: request.params.token_uid ?? '',
              parties: caller.parties,
              locationId: refs?.location_id,
              today: utcDay(clock.now()),
            })
          : undefined;
      if (!token) throw notFound('Unknown Token', OCPI_STATUS.unknownToken);
      const info = { token: tokenObject(token), authorization_reference: randomUUID() };
      const state = stateOf(token);
      if (state !== 'valid') return ocpiOk({ allowed: state, ...info }, clock.now());
      if (!refs) throw new OcpiError(200, OCPI_STATUS.notEnoughInformation, 'No LocationReferences given');
      const unknown = unknownEvseUids(token, refs);
      if (unknown.length > 0)
        throw new OcpiError(
          200,
          OCPI_STATUS.unknownLocation,
          `Unknown Location: EVSE ${unknown[0]} is not at Location ${refs.location_id}`,
        );
      const decision = decide(token, refs);
      return ocpiOk(
        { allowed: decision.allowed, ...info, ...(decision.location ? { location: decision.location } : {}) },
        clock.now(),
      );
    },
  );
}
