import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { TokenVault } from '../../platform/token-vault';
import type { OcpiCaller } from './auth';
import { replaceTokens } from './connections';
import { invalid, methodNotAllowed, ocpiOk } from './envelope';
import { ocpiRoute, parseOcpi } from './http';
import { baseUrlOf, OCPI_PATHS, OCPI_VERSION, ourCredentials, versionDetails } from './identity';
import { messageIdsOf } from './message-ids';
import { fetchPartnerVersion, type PartnerPolicy } from './partner-client';
import { type OcpiCredentials, zCredentials } from './schemas';

type Deps = { db: Db; clock: Clock; vault: TokenVault; policy: PartnerPolicy };

/**
 * Registration (POST, with token A) and update (PUT, with token C): we fetch their versions with their
 * token B, keep their endpoints, their roles as the parties they push as (one connection each), their
 * token sealed, and answer with a new token C of which we keep only the hash.
 */
async function connect(
  deps: Deps,
  caller: OcpiCaller,
  body: OcpiCredentials,
  request: { log: FastifyBaseLogger; correlationId: string },
) {
  const partner = await fetchPartnerVersion(
    body.url,
    body.token,
    deps.policy,
    request.correlationId,
    (reason) =>
      request.log.warn(
        { connectionId: caller.connectionId, reason },
        'OCPI credentials: their API is unusable',
      ),
  );
  const now = deps.clock.now();
  const parties = [
    ...new Map(
      body.roles.map((r) => {
        const p = {
          countryCode: r.country_code.toUpperCase(),
          partyId: r.party_id.toUpperCase(),
          role: r.role,
        };
        return [`${p.countryCode}*${p.partyId}`, p] as const;
      }),
    ).values(),
  ];
  return deps.db.transaction(async (tx) => {
    const keys = sql.join(
      parties.map((p) => sql`(${p.countryCode}, ${p.partyId})`),
      sql`, `,
    );
    const taken = await queryRows<{ country_code: string; party_id: string }>(
      tx,
      sql`select p.country_code, p.party_id from ocpi_parties p
            join ocpi_connections c on c.connection_id = p.connection_id
          where (p.country_code, p.party_id) in (${keys}) and p.connection_id <> ${caller.connectionId}
            and c.status in ('pending', 'registered')`,
    );
    if (taken.length > 0)
      throw invalid(
        `Party ${taken[0]?.country_code}*${taken[0]?.party_id} is connected through another platform`,
      );
    // Parties of ended connections pass to this one, with the objects they pushed.
    await tx.execute(sql`delete from ocpi_parties where (country_code, party_id) in (${keys})
      or connection_id = ${caller.connectionId}`);
    for (const p of parties)
      await tx.execute(sql`insert into ocpi_parties (country_code, party_id, connection_id, role)
        values (${p.countryCode}, ${p.partyId}, ${caller.connectionId}, ${p.role})`);
    await tx.execute(sql`update ocpi_connections set status = 'registered', versions_url = ${body.url},
        version = ${partner.version}, endpoints = ${JSON.stringify(partner.endpoints)}::jsonb,
        their_token_sealed = ${deps.vault.seal(body.token).toString('base64')},
        roles = ${JSON.stringify(body.roles)}::jsonb,
        registered_at = coalesce(registered_at, ${new Date(now)}), updated_at = ${new Date(now)}
      where connection_id = ${caller.connectionId}`);
    return replaceTokens(tx, caller.connectionId, 'C', now);
  });
}

/** Versions and Credentials modules: the configuration modules token A may call. */
export function credentialsRoutes(instance: FastifyInstance, deps: Deps) {
  const { db, clock } = deps;
  const tokenA = { tokenA: true };
  ocpiRoute(
    instance,
    'GET',
    OCPI_PATHS.versions,
    async (request) =>
      ocpiOk([{ version: OCPI_VERSION, url: `${baseUrlOf(request)}${OCPI_PATHS.details}` }], clock.now()),
    tokenA,
  );
  ocpiRoute(
    instance,
    'GET',
    OCPI_PATHS.details,
    async (request) => ocpiOk(versionDetails(baseUrlOf(request)), clock.now()),
    tokenA,
  );
  ocpiRoute(
    instance,
    'GET',
    OCPI_PATHS.credentials,
    async (request, _reply, caller) => ocpiOk(ourCredentials(baseUrlOf(request), caller.token), clock.now()),
    tokenA,
  );
  // POST registers (token A, not yet registered), PUT updates (token C); the wrong order answers 405.
  for (const [method, registered, refusal] of [
    ['POST', false, 'Already registered: use PUT to update'],
    ['PUT', true, 'Not registered: use POST to register'],
  ] as const)
    ocpiRoute(
      instance,
      method,
      OCPI_PATHS.credentials,
      async (request, _reply, caller) => {
        if ((caller.status === 'registered') !== registered) throw methodNotAllowed(refusal);
        const token = await connect(deps, caller, parseOcpi(zCredentials, request.body), {
          log: request.log,
          correlationId: messageIdsOf(request).correlationId,
        });
        return ocpiOk(ourCredentials(baseUrlOf(request), token), clock.now());
      },
      tokenA,
    );
  ocpiRoute(
    instance,
    'DELETE',
    OCPI_PATHS.credentials,
    async (_request, _reply, caller) => {
      if (caller.status !== 'registered') throw methodNotAllowed('Not registered');
      const now = new Date(clock.now());
      await db.transaction(async (tx) => {
        await tx.execute(sql`update ocpi_connections set status = 'unregistered', updated_at = ${now}
          where connection_id = ${caller.connectionId}`);
        await tx.execute(
          sql`delete from ocpi_credentials_tokens where connection_id = ${caller.connectionId}`,
        );
      });
      return ocpiOk(undefined, clock.now());
    },
    tokenA,
  );
}
