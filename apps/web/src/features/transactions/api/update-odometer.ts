import {
  endpointPath,
  ODOMETER_FIELD,
  TRANSACTIONS_ENDPOINTS,
  type TTransactionFullDetail,
  ZTransactionFullDetail,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { splitUniqueId, transactionDetailKey } from './get-transaction';
import { TRANSACTIONS_QUERY_ROOT } from './get-transactions';

/** POST /api/transactions/transactions/{id}: fieldName, fieldValue, transactionId (spec 001 §7). */
export const updateOdometer = (uniqueId: string, value: string): Promise<TTransactionFullDetail> => {
  const { id, productId } = splitUniqueId(uniqueId);
  // The endpoint's answer may be either detail shape; this call always gets the full one, checked as such.
  return api.post(endpointPath(TRANSACTIONS_ENDPOINTS.editOdometer, { id }), {
    query: { productId },
    body: { fieldName: ODOMETER_FIELD, fieldValue: value, transactionId: uniqueId },
    schema: ZTransactionFullDetail,
  });
};

/** On success the detail refreshes (spec 001 §7): the answer is the new full detail. */
export function useUpdateOdometer(uniqueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => updateOdometer(uniqueId, value),
    onSuccess: (detail) => {
      client.setQueryData(transactionDetailKey(uniqueId, 'v1_full'), detail);
      void client.invalidateQueries({ queryKey: transactionDetailKey(uniqueId, 'v1_summary') });
      void client.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_ROOT });
    },
  });
}
