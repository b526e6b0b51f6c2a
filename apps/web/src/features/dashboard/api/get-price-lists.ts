import { DASHBOARD_CACHE_MS, TRANSACTIONS_ENDPOINTS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Every price-list query key starts with this; upload and delete invalidate it. */
export const PRICE_LISTS_QUERY_ROOT = ['dashboard', 'pricelists'] as const;

/** GET /api/transactions/pricingList/GetAsync for the selected authority (spec 001 §7). */
export const getPriceLists = (authorityId: string, signal?: AbortSignal) =>
  callEndpoint(TRANSACTIONS_ENDPOINTS.priceLists, { query: { authorityIds: authorityId }, signal });

export const getPriceListsQueryOptions = (authorityId: string) =>
  queryOptions({
    queryKey: [...PRICE_LISTS_QUERY_ROOT, authorityId],
    queryFn: ({ signal }) => getPriceLists(authorityId, signal),
    // Spec 001 §9: the file list is cached for 2 minutes.
    staleTime: DASHBOARD_CACHE_MS,
  });

export const usePriceLists = (authorityId: string | undefined, enabled: boolean) =>
  useQuery({ ...getPriceListsQueryOptions(authorityId ?? '-'), enabled: enabled && Boolean(authorityId) });
