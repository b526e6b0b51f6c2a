import {
  INVOICES_ENDPOINTS as E,
  HIERARCHY_ENDPOINTS,
  INVOICES_PREFERENCE_SECTION,
  TABLE_PAGE_SIZES,
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

/** Spec 001 §9: the list as the page first shows it, newest invoice first, 15 a page. */
export const FIRST_INVOICES_VIEW = {
  page: 1,
  pageSize: TABLE_PAGE_SIZES[0],
  sortBy: 'invoiceDate',
  sortOrder: 'desc',
} as const satisfies Omit<InvoiceListParams, 'scope'>;

/** GET /api/transactions/invoices (spec 001 §7), cached 2 minutes (§9); an empty search is none. */
export const invoicesQueryOptions = ({ searchBy, ...p }: InvoiceListParams) =>
  queryOptions({
    queryKey: ['invoices', 'list', { ...p, searchBy: searchBy || undefined }],
    queryFn: () =>
      callEndpoint(E.list, {
        query: {
          ...p.scope,
          page: p.page,
          pageSize: p.pageSize,
          sortBy: p.sortBy as TInvoiceListQuery['sortBy'],
          sortOrder: p.sortOrder,
          searchBy: searchBy || undefined,
        },
      }),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });

export const useInvoices = (p: InvoiceListParams) =>
  useQuery({ ...invoicesQueryOptions(p), enabled: hasScope(p.scope) });

/** GET invoices/viewcols. */
export const invoiceColumnsQueryOptions = () =>
  queryOptions({
    queryKey: ['invoices', 'columns'],
    queryFn: () => callEndpoint(E.columns),
    staleTime: LIST_STALE_TIME_MS,
  });

export const useInvoiceColumns = () => useQuery(invoiceColumnsQueryOptions());

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
