import { BRAND_IDENTITIES } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { absoluteOrigin } from '../identity/portal-origin';

/** The one OCPI version we speak. */
export const OCPI_VERSION = '2.2.1';

/**
 * Our party in OCPI (the eMSP role): the country code and party id of our tokens and credentials.
 * Invented like the brands (docs/decisions.md); the business name is the first brand's.
 */
export const OUR_PARTY = {
  countryCode: 'GB',
  partyId: 'CVF',
  name: BRAND_IDENTITIES[0].name,
} as const;

/** Paths under the OCPI prefix; the absolute URLs we hand out are built on `baseUrlOf`. */
export const OCPI_PATHS = {
  versions: '/ocpi/versions',
  details: `/ocpi/${OCPI_VERSION}`,
  credentials: `/ocpi/${OCPI_VERSION}/credentials`,
  locations: `/ocpi/emsp/${OCPI_VERSION}/locations`,
  cdrs: `/ocpi/emsp/${OCPI_VERSION}/cdrs`,
  tokens: `/ocpi/emsp/${OCPI_VERSION}/tokens`,
} as const;

/**
 * The origin of the URLs we hand an operator: a configured one (PUBLIC_URL, ALLOWED_ORIGINS), never a
 * Host header in production (issue 42 §3); outside production also the address it reached us at.
 */
export const baseUrlOf = (request: FastifyRequest) => absoluteOrigin(request, request.server.config);

/** Version details: the modules and interface roles of an eMSP that receives locations and CDRs. */
export function versionDetails(base: string) {
  return {
    version: OCPI_VERSION,
    endpoints: [
      { identifier: 'credentials', role: 'SENDER', url: `${base}${OCPI_PATHS.credentials}` },
      { identifier: 'locations', role: 'RECEIVER', url: `${base}${OCPI_PATHS.locations}` },
      { identifier: 'cdrs', role: 'RECEIVER', url: `${base}${OCPI_PATHS.cdrs}` },
      { identifier: 'tokens', role: 'SENDER', url: `${base}${OCPI_PATHS.tokens}` },
    ],
  };
}

/** Our credentials object; `token` is the one the caller now holds for us. */
export function ourCredentials(base: string, token: string) {
  return {
    token,
    url: `${base}${OCPI_PATHS.versions}`,
    roles: [
      {
        role: 'EMSP',
        party_id: OUR_PARTY.partyId,
        country_code: OUR_PARTY.countryCode,
        business_details: { name: OUR_PARTY.name },
      },
    ],
  };
}
