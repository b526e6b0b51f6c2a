import {
  HIERARCHY_ENDPOINTS,
  TRANSACTIONS_ENDPOINTS,
  TRANSACTIONS_PREFERENCE_SECTION,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';
import { USER_PREFERENCES_QUERY_KEY } from '../../../lib/user-preferences';

/** GET /api/transactions/transactioncolumns, cached 2 minutes (spec 001 §9). */
export const transactionColumnsQueryOptions = () =>
  queryOptions({
    queryKey: ['transactions', 'columns'],
    queryFn: () => callEndpoint(TRANSACTIONS_ENDPOINTS.columns),
    staleTime: LIST_STALE_TIME_MS,
  });

export const useTransactionColumns = () => useQuery(transactionColumnsQueryOptions());

/** PUT /api/users/userpreferences/transactions: the chosen columns in their order. */
export function useSaveTransactionColumns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (columns: string[]) =>
      callEndpoint(HIERARCHY_ENDPOINTS.saveUserPreferences, {
        params: { section: TRANSACTIONS_PREFERENCE_SECTION },
        body: { columns },
      }),
    onSuccess: (preferences) => {
      client.setQueryData(USER_PREFERENCES_QUERY_KEY, preferences);
      // The text search looks in the visible columns: refetch the list.
      void client.invalidateQueries({ queryKey: ['transactions', 'list'] });
    },
  });
}
