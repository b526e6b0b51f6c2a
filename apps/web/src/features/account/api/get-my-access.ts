import { ACCOUNT_ENDPOINTS } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /api/users/users/access (our path; spec 000 §7 "access-list call", cached 2 minutes). */
export const getMyAccess = (page: number, pageSize: number) =>
  callEndpoint(ACCOUNT_ENDPOINTS.myAccess, { query: { page, pageSize } });

export const getMyAccessQueryOptions = (actingAs: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['account', 'access', { actingAs, page, pageSize }],
    queryFn: () => getMyAccess(page, pageSize),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });

export const useMyAccess = (actingAs: string, page: number, pageSize: number) =>
  useQuery(getMyAccessQueryOptions(actingAs, page, pageSize));
