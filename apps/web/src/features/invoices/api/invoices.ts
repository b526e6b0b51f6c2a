import {
  INVOICES_ENDPOINTS as E,
  HIERARCHY_ENDPOINTS,
  INVOICES_PREFERENCE_SECTION,
  type TInvoiceListQuery,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';
import { hasScope, type ScopeQuery } from '../../../lib/session/scope-query';
import { USER_PREFERENCES_QUERY_KEY } from '../../../lib/user-preferences';

export type InvoiceListParams = {
  scope: ScopeQuery;
  page: number;
  pageSize: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  searchBy?: string;
};

/** GET /api/transactions/invoices (spec 001 §7), cached 2 minutes (§9). */
export const useInvoices = (p: InvoiceListParams) =>
  useQuery(
    queryOptions({
      queryKey: ['invoices', 'list', p],
      queryFn: () =>
        callEndpoint(E.list, {
          query: {
            ...p.scope,
            page: p.page,
            pageSize: p.pageSize,
            sortBy: p.sortBy as TInvoiceListQuery['sortBy'],
            sortOrder: p.sortOrder,
            searchBy: p.searchBy || undefined,
          },
        }),
      staleTime: LIST_STALE_TIME_MS,
      placeholderData: keepPreviousData,
      enabled: hasScope(p.scope),
    }),
  );

/** GET invoices/viewcols. */
export const useInvoiceColumns = () =>
  useQuery({
    queryKey: ['invoices', 'columns'],
    queryFn: () => callEndpoint(E.columns),
    staleTime: LIST_STALE_TIME_MS,
  });

/** Details of a summary (by its id) or of an invoice (spec 001 §7); null asks nothing. */
export const useInvoiceDetails = (target: { id: number; summary: boolean } | null) =>
  useQuery({
    queryKey: ['invoices', 'details', target],
    queryFn: () =>
      target?.summary
        ? callEndpoint(E.summaryDetails, { params: { summaryStatementId: target.id } })
        : callEndpoint(E.invoiceDetails, { params: { invoiceId: target?.id ?? 0 } }),
    enabled: target !== null,
    staleTime: LIST_STALE_TIME_MS,
  });

/** PUT /api/users/userpreferences/invoices: the chosen columns in their order. */
export function useSaveInvoiceColumns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (columns: string[]) =>
      callEndpoint(HIERARCHY_ENDPOINTS.saveUserPreferences, {
        params: { section: INVOICES_PREFERENCE_SECTION },
        body: { columns },
      }),
    onSuccess: (preferences) => client.setQueryData(USER_PREFERENCES_QUERY_KEY, preferences),
  });
}
