import { TRANSACTIONS_ENDPOINTS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { PRICE_LISTS_QUERY_ROOT } from './get-price-lists';

export type DeletePriceListInput = { authorityId: string; key: string };

/** POST /api/transactions/pricingList/DeleteAsync with key and authorityId (spec 001 §7). */
export const deletePriceList = (input: DeletePriceListInput) =>
  callEndpoint(TRANSACTIONS_ENDPOINTS.deletePriceList, { body: input });

/** Spec 001 §4: the file list reloads after a delete. */
export const useDeletePriceList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICE_LISTS_QUERY_ROOT }),
  });
};
