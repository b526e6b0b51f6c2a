import { ZChargeDataQuery, ZChargeDataResponse, ZSitesQuery, ZSitesResponse } from '../charging';
import { defineEndpoint } from '../common/endpoint';
import { ZErrorResponse } from '../common/errors';

const errors = { 400: ZErrorResponse, 403: ZErrorResponse };
const charging = { access: 'customer', tags: ['charging'] } as const;

/** Spec 001 §7: the /api/evis/v1 calls. */
export const CHARGING_ENDPOINTS = {
  chargeData: defineEndpoint({
    ...charging,
    method: 'GET',
    path: '/api/evis/v1/charge-data',
    query: ZChargeDataQuery,
    response: ZChargeDataResponse,
    errors,
  }),
  sites: defineEndpoint({
    ...charging,
    method: 'GET',
    path: '/api/evis/v1/sites/list',
    query: ZSitesQuery,
    response: ZSitesResponse,
    errors,
  }),
} as const;
