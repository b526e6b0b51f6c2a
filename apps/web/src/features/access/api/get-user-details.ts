import { USERS_ENDPOINTS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/** GET /api/users/users/{userId}/details (spec 000 §3 User details). */
export const getUserDetails = (userId: string) =>
  callEndpoint(USERS_ENDPOINTS.userDetails, { params: { userId } });

export const getUserDetailsQueryOptions = (userId: string, actingAs: string) =>
  queryOptions({
    queryKey: [...USERS_QUERY_ROOT, 'details', { userId, actingAs }],
    queryFn: () => getUserDetails(userId),
  });

export const useUserDetails = (userId: string, actingAs: string) =>
  useQuery(getUserDetailsQueryOptions(userId, actingAs));
