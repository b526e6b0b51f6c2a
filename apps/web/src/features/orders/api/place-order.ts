import {
  endpointUrl,
  IDEMPOTENCY_HEADER,
  ORDERS_ENDPOINTS,
  type TCardOrder,
  type TReplacementCardDetails,
  ZCardOrderResult,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AUTHORITY_DETAILS_ROOT } from './get-authority-details';

export type PlaceOrderInput = {
  order: TCardOrder;
  /** One key per order attempt (issue 18): a repeated click or a retry cannot order twice. */
  idempotencyKey: string;
  replacement?: TReplacementCardDetails;
};

/** POST /api/cards/cardorder, or /api/cards/replacecardorder with one replacement (spec 002 §3.4, §7). */
function placeOrder({ order, idempotencyKey, replacement }: PlaceOrderInput) {
  const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  if (!replacement)
    return api.post(endpointUrl(ORDERS_ENDPOINTS.cardOrder), {
      body: order,
      headers,
      schema: ZCardOrderResult,
    });
  return api.post(endpointUrl(ORDERS_ENDPOINTS.replaceCardOrder), {
    body: {
      authorityId: order.cardSetup.authorityId,
      replacecard: [
        {
          ...order,
          reasonCode: replacement.reasonCode,
          cardnumber: replacement.cardnumber,
          vcardSeialNo: replacement.cardSerialNumber,
        },
      ],
    },
    headers,
    schema: ZCardOrderResult,
  });
}

/** §4.6: on success the authority-details cache is invalidated (and the card lists, which grew). */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: AUTHORITY_DETAILS_ROOT });
      await client.invalidateQueries({ queryKey: ['cards'] });
    },
  });
}
