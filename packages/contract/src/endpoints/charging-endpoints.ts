import { z } from 'zod';
import {
  ZChargeDataDownloadQuery,
  ZChargeDataQuery,
  ZChargeDataResponse,
  ZSitesQuery,
  ZSitesResponse,
} from '../charging';
import {
  ZDepotsResponse,
  ZSiteAliasBody,
  ZSiteAliasResponse,
  ZSiteChargeDataQuery,
  ZSiteChargeDataResponse,
  ZSiteDetailsQuery,
  ZSiteDetailsResponse,
} from '../charging-sites';
import {
  ZDepotPermissionsBody,
  ZDepotPermissionsResponse,
  ZRfidListQuery,
  ZRfidListResponse,
} from '../charging-tokens';
import { defineEndpoint, needsKey } from '../common/endpoint';
import { ZErrorResponse } from '../common/errors';
import { PERMISSION_KEYS } from '../permissions';

const errors = { 400: ZErrorResponse, 403: ZErrorResponse };
const objectErrors = { ...errors, 404: ZErrorResponse };
const charging = { access: 'customer', tags: ['charging'] } as const;

/** Spec 001 §7: the /api/evis/v1 calls (OCPI lives in its own module). */
export const CHARGING_ENDPOINTS = {
  chargeData: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.manageDepot, PERMISSION_KEYS.viewChargePoints),
    ...charging,
    method: 'GET',
    path: '/api/evis/v1/charge-data',
    query: ZChargeDataQuery,
    response: ZChargeDataResponse,
    errors,
  }),
  // The selected-sessions download of spec 001 §2 (SHOW_CDR_DOWNLOAD); its path is ours.
  chargeDataDownload: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.manageDepot, PERMISSION_KEYS.viewChargePoints),
    ...charging,
    method: 'GET',
    path: '/api/evis/v1/charge-data/download',
    query: ZChargeDataDownloadQuery,
    response: z.string().meta({ description: 'xlsx workbook, sheet Charging sessions', format: 'binary' }),
    errors,
  }),
  sites: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.manageDepot, PERMISSION_KEYS.viewChargePoints),
    ...charging,
    method: 'GET',
    path: '/api/evis/v1/sites/list',
    query: ZSitesQuery,
    response: ZSitesResponse,
    errors,
  }),
  depots: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.manageDepot, PERMISSION_KEYS.viewChargePoints),
    ...charging,
    method: 'GET',
    path: '/api/evis/v1/sites/admin',
    query: ZSitesQuery,
    response: ZDepotsResponse,
    errors,
  }),
  siteDetails: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.manageDepot, PERMISSION_KEYS.viewChargePoints),
    ...charging,
    method: 'GET',
    path: '/api/evis/v1/sites/details',
    query: ZSiteDetailsQuery,
    response: ZSiteDetailsResponse,
    errors: objectErrors,
  }),
  siteChargeData: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.manageDepot, PERMISSION_KEYS.viewChargePoints),
    ...charging,
    method: 'GET',
    path: '/api/evis/v1/sites/details/charge-data',
    query: ZSiteChargeDataQuery,
    response: ZSiteChargeDataResponse,
    errors: objectErrors,
  }),
  siteAlias: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.editChargerAlias),
    ...charging,
    method: 'POST',
    path: '/api/evis/v1/sites/details/alias',
    body: ZSiteAliasBody,
    response: ZSiteAliasResponse,
    errors: { ...objectErrors, 409: ZErrorResponse },
  }),
  rfidList: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.manageDepot, PERMISSION_KEYS.viewChargePoints),
    ...charging,
    method: 'GET',
    path: '/api/evis/v1/tokens/rfid-list',
    query: ZRfidListQuery,
    response: ZRfidListResponse,
    errors,
  }),
  saveDepotPermissions: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.saveDepotPermissions),
    ...charging,
    method: 'POST',
    path: '/api/evis/v1/tokens/restrictions/save',
    query: ZSitesQuery,
    body: ZDepotPermissionsBody,
    response: ZDepotPermissionsResponse,
    errors: objectErrors,
  }),
} as const;
