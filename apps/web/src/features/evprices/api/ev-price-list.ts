import {
  EV_PRICES_ENDPOINTS as E,
  EV_PRICE_ORIGIN,
  evPriceTypeOf,
  mondayOf,
  type TEvPriceCountry,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

/** Spec 001 §7: the Monday of the current week, by the user's calendar day. */
export const currentMonday = (now = new Date()) =>
  mondayOf(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));

/** GET EvPriceList/PriceList: one country's prices for this week (priceType CC-EV, origin Cardex). */
export const useEvPriceList = (country: TEvPriceCountry, authorityId: string | undefined) => {
  const date = currentMonday();
  return useQuery({
    queryKey: ['evprices', country, date, authorityId],
    queryFn: () =>
      callEndpoint(E.priceList, {
        query: {
          priceType: evPriceTypeOf(country),
          date,
          origin: EV_PRICE_ORIGIN,
          authorityIds: authorityId,
        },
      }),
    staleTime: LIST_STALE_TIME_MS,
    enabled: Boolean(authorityId),
  });
};
