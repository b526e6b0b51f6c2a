import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import type { PartnerAuthenticator } from '../../platform/session-guard';

/** A party (country code + party id, upper case) an operator pushes its objects as. */
export type OcpiParty = { countryCode: string; partyId: string };

/** The connected operator a request comes from, and which of its credentials tokens it used. */
export type OcpiCaller = {
  connectionId: number;
  kind: 'A' | 'C';
  /** The credentials token as sent (GET credentials answers with it; we keep only its hash). */
  token: string;
  status: 'pending' | 'registered';
  depotAuthorityId: string | null;
  parties: OcpiParty[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every OCPI route; `tokenA` on the versions and credentials modules, which token A may call. */
    ocpi?: { tokenA: boolean };
  }
  interface FastifyRequest {
    ocpiCaller?: OcpiCaller;
  }
}

/** 32 random bytes, printable and without whitespace as the credentials object requires. */
export const newCredentialsToken = () => randomBytes(32).toString('base64url');
export const hashCredentialsToken = (token: string) => createHash('sha256').update(token).digest('hex');

const PRINTABLE = /^[\x21-\x7e]{1,64}$/;

/**
 * The credentials tokens an Authorization header may carry: `Token <base64 of the token>` as OCPI
 * 2.2.1 requires, and the token itself as 2.1.1-era implementations send it (docs/decisions.md).
 */
export function tokensFromHeader(header: string | undefined): string[] {
  const match = /^Token ([\x21-\x7e]{1,200})$/.exec(header ?? '');
  if (!match?.[1]) return [];
  const sent = match[1];
  const decoded = Buffer.from(sent, 'base64').toString('utf8');
  const isBase64 =
    Buffer.from(decoded, 'utf8').toString('base64').replace(/=+$/, '') === sent.replace(/=+$/, '');
  return [...(isBase64 && PRINTABLE.test(decoded) ? [decoded] : []), ...(PRINTABLE.test(sent) ? [sent] : [])];
}

type CallerRow = {
  connection_id: number;
  kind: 'A' | 'C';
  token_hash: string;
  status: OcpiCaller['status'];
  depot_authority_id: string | null;
  parties: OcpiParty[] | null;
};

/**
 * The platform's partner authenticator for OCPI routes: a live credentials token of a pending (token A)
 * or registered (token C) connection. Token A opens only the versions and credentials modules (OCPI
 * transport chapter); a revoked or unregistered connection has no tokens left.
 */
export function ocpiAuthenticator(db: Db): PartnerAuthenticator {
  return async (request: FastifyRequest) => {
    const route = request.routeOptions.config.ocpi;
    if (!route) return false;
    const candidates = tokensFromHeader(request.headers.authorization);
    if (candidates.length === 0) return false;
    const hashes = candidates.map(hashCredentialsToken);
    const [row] = await queryRows<CallerRow>(
      db,
      sql`select t.connection_id, t.kind, t.token_hash, c.status, c.depot_authority_id,
            (select json_agg(json_build_object('countryCode', p.country_code, 'partyId', p.party_id)
                             order by p.country_code, p.party_id)
               from ocpi_parties p where p.connection_id = c.connection_id) as parties
          from ocpi_credentials_tokens t join ocpi_connections c on c.connection_id = t.connection_id
          where t.token_hash in (${hashes[0]}, ${hashes[1] ?? hashes[0]})
            and ((t.kind = 'A' and c.status = 'pending') or (t.kind = 'C' and c.status = 'registered'))
          limit 1`,
    );
    if (!row || (row.kind === 'A' && !route.tokenA)) return false;
    request.ocpiCaller = {
      connectionId: row.connection_id,
      kind: row.kind,
      token: candidates[hashes.indexOf(row.token_hash)] ?? '',
      status: row.status,
      depotAuthorityId: row.depot_authority_id,
      parties: row.parties ?? [],
    };
    return true;
  };
}

/** The caller of an OCPI route (set by the authenticator before any handler runs). */
export function callerOf(request: FastifyRequest): OcpiCaller {
  const caller = request.ocpiCaller;
  if (!caller) throw new Error('OCPI route without an authenticated caller');
  return caller;
}

/** Whether the caller pushes objects as this party (CiString: compared upper case). */
export const ownsParty = (caller: OcpiCaller, countryCode: string, partyId: string) =>
  caller.parties.some(
    (p) => p.countryCode === countryCode.toUpperCase() && p.partyId === partyId.toUpperCase(),
  );
