import {
  IDEMPOTENCY_HEADER,
  ORDERS_ENDPOINTS,
  type STOP_REASONS,
  type TCardOrder,
  type TReplacementCardDetails,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
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
  if (!replacement) return callEndpoint(ORDERS_ENDPOINTS.cardOrder, { body: order, headers });
  return callEndpoint(ORDERS_ENDPOINTS.replaceCardOrder, {
    body: {
      authorityId: order.cardSetup.authorityId,
      replacecard: [
        {
          ...order,
          // Handed over as any number (ZReplacementCardDetails); the server checks it is one of 2, 3, 31.
          reasonCode: replacement.reasonCode as (typeof STOP_REASONS)[number],
          cardnumber: replacement.cardnumber,
          vcardSeialNo: replacement.cardSerialNumber,
        },
      ],
    },
    headers,
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
