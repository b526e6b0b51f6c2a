import { defineEndpoint, needsKey } from '../common/endpoint';
import {
  ZAuthorityDetails,
  ZAuthorityIdParams,
  ZCardOrder,
  ZCardOrderResult,
  ZReplaceCardOrderBody,
} from '../orders';
import { PERMISSION_KEYS } from '../permissions';
import { ORDER_KEYS } from '../rules/order';

const orders = { access: 'customer', tags: ['orders'] } as const;

/** Spec 002 §7: the calls of card ordering. Both orders need the orderCards key (issue 18). */
export const ORDERS_ENDPOINTS = {
  authorityDetails: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...orders,
    method: 'GET',
    path: '/api/cards/authorities/:authorityId',
    params: ZAuthorityIdParams,
    response: ZAuthorityDetails,
  }),
  cardOrder: defineEndpoint({
    permission: { ...needsKey(PERMISSION_KEYS.orderCards), refusal: ORDER_KEYS.unauthorized },
    ...orders,
    method: 'POST',
    path: '/api/cards/cardorder',
    body: ZCardOrder,
    response: ZCardOrderResult,
  }),
  replaceCardOrder: defineEndpoint({
    permission: { ...needsKey(PERMISSION_KEYS.orderCards), refusal: ORDER_KEYS.unauthorized },
    ...orders,
    method: 'POST',
    path: '/api/cards/replacecardorder',
    body: ZReplaceCardOrderBody,
    response: ZCardOrderResult,
  }),
};
