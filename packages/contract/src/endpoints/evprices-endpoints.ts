import { defineEndpoint, needsKey } from '../common/endpoint';
import { ZErrorResponse } from '../common/errors';
import { ZEvPriceList, ZEvPriceQuery } from '../evprices';
import { PERMISSION_KEYS } from '../permissions';

/** Spec 001 §7: the weekly EV price list per country. */
export const EV_PRICES_ENDPOINTS = {
  priceList: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewTransactions),
    access: 'customer',
    tags: ['evprices'],
    method: 'GET',
    path: '/api/transactions/EvPriceList/PriceList',
    description: 'The prices of one country (priceType CC-EV) for the week starting on date (a Monday).',
    query: ZEvPriceQuery,
    response: ZEvPriceList,
    errors: { 400: ZErrorResponse, 403: ZErrorResponse },
  }),
} as const;
