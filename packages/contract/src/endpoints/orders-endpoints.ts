import { defineEndpoint } from '../common/endpoint';
import {
  ZAuthorityDetails,
  ZAuthorityIdParams,
  ZCardOrder,
  ZCardOrderResult,
  ZCountriesResponse,
  ZReplaceCardOrderBody,
} from '../orders';
import { PERMISSION_KEYS } from '../permissions';

const orders = { access: 'customer', tags: ['orders'] } as const;

/** Spec 002 §7: the calls of card ordering. Both orders need the orderCards key (issue 18). */
export const ORDERS_ENDPOINTS = {
  authorityDetails: defineEndpoint({
    ...orders,
    method: 'GET',
    path: '/api/cards/authorities/:authorityId',
    params: ZAuthorityIdParams,
    response: ZAuthorityDetails,
  }),
  cardOrder: defineEndpoint({
    ...orders,
    method: 'POST',
    path: '/api/cards/cardorder',
    body: ZCardOrder,
    response: ZCardOrderResult,
    permission: PERMISSION_KEYS.orderCards,
  }),
  replaceCardOrder: defineEndpoint({
    ...orders,
    method: 'POST',
    path: '/api/cards/replacecardorder',
    body: ZReplaceCardOrderBody,
    response: ZCardOrderResult,
    permission: PERMISSION_KEYS.orderCards,
  }),
  /** The delivery address's country choice (reference data, no tenant data). */
  countries: defineEndpoint({
    ...orders,
    method: 'GET',
    path: '/api/users/countries',
    response: ZCountriesResponse,
  }),
};
