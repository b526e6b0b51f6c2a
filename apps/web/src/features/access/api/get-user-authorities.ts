import { USERS_CONSTANTS, USERS_ENDPOINTS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/**
 * GET /api/users/users/{userId}/authorities with IncludePermissions: every authority the administrator
 * may grant, with the user's role on it; fetched 500 at a time (spec 000 §9).
 */
export const getUserAuthorities = (userId: string) =>
  callEndpoint(USERS_ENDPOINTS.userAuthorities, {
    params: { userId },
    query: {
      accessAreaLevel: 'A',
      IncludePermissions: true,
      page: 1,
      pageSize: USERS_CONSTANTS.authorityFetchPageSize,
      sortBy: 'authorityId',
      sortOrder: 'asc',
    },
  });

export const getUserAuthoritiesQueryOptions = (userId: string, actingAs: string) =>
  queryOptions({
    queryKey: [...USERS_QUERY_ROOT, 'authorities', { userId, actingAs }],
    queryFn: () => getUserAuthorities(userId),
  });

export const useUserAuthorities = (userId: string, actingAs: string) =>
  useQuery(getUserAuthoritiesQueryOptions(userId, actingAs));
