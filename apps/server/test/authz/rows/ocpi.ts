import { OCPI_PATHS } from '../../../src/modules/ocpi/identity';
import { everyone, type MatrixRow } from './kit';

const location = `${OCPI_PATHS.locations}/:country_code/:party_id/:location_id`;
const ROUTES: [string, string, string][] = [
  ['GET', OCPI_PATHS.versions, OCPI_PATHS.versions],
  ['GET', OCPI_PATHS.details, OCPI_PATHS.details],
  ...(['GET', 'POST', 'PUT', 'DELETE'] as const).map((m): [string, string, string] => [
    m,
    OCPI_PATHS.credentials,
    OCPI_PATHS.credentials,
  ]),
  ...(['GET', 'PUT', 'PATCH'] as const).flatMap((m): [string, string, string][] => [
    [m, location, `${OCPI_PATHS.locations}/NL/DPX/L1`],
    [m, `${location}/:evse_uid`, `${OCPI_PATHS.locations}/NL/DPX/L1/E1`],
    [m, `${location}/:evse_uid/:connector_id`, `${OCPI_PATHS.locations}/NL/DPX/L1/E1/1`],
  ]),
  ['POST', OCPI_PATHS.cdrs, OCPI_PATHS.cdrs],
  ['GET', `${OCPI_PATHS.cdrs}/:cdr_key`, `${OCPI_PATHS.cdrs}/1`],
  ['GET', OCPI_PATHS.tokens, OCPI_PATHS.tokens],
  ['POST', `${OCPI_PATHS.tokens}/:token_uid/authorize`, `${OCPI_PATHS.tokens}/04AB/authorize`],
];

/**
 * OCPI 2.2.1 (issue 17): partner routes open only to an operator's credentials token
 * (test/ocpi/ocpi-access.test.ts); every portal actor, signed in or not, gets 401.
 */
export const OCPI_ROWS: MatrixRow[] = ROUTES.map(([method, route, url]) => ({
  route: `${method} ${route}`,
  request: () => ({ url }),
  expect: everyone(401),
}));
