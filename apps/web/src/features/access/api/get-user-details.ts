import { ZUserDetails } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/** GET /api/users/users/{userId}/details (spec 000 §3 User details). */
export const getUserDetails = (userId: string) =>
  api.get(`/api/users/users/${encodeURIComponent(userId)}/details`, { schema: ZUserDetails });

export const getUserDetailsQueryOptions = (userId: string, actingAs: string) =>
  queryOptions({
    queryKey: [...USERS_QUERY_ROOT, 'details', { userId, actingAs }],
    queryFn: () => getUserDetails(userId),
  });

export const useUserDetails = (userId: string, actingAs: string) =>
  useQuery(getUserDetailsQueryOptions(userId, actingAs));
