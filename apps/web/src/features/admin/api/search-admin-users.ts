import { ADMIN_ENDPOINTS, ADMIN_SEARCH_MIN_LENGTH, type TAdminUsersQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/admin/users: users of every customer by authority id, or by name and email (spec 000 §5). */
export const searchAdminUsers = (query: TAdminUsersQuery) => callEndpoint(ADMIN_ENDPOINTS.users, { query });

export const adminUsersQueryOptions = (params: TAdminUsersQuery) =>
  queryOptions({
    queryKey: ['admin', 'users', params],
    queryFn: () => searchAdminUsers(params),
    staleTime: 120_000,
  });

/** Searches only from 4 characters on (spec 000 §5, §9). */
export const useAdminUsers = (params: TAdminUsersQuery) =>
  useQuery({
    ...adminUsersQueryOptions(params),
    enabled: params.search.trim().length >= ADMIN_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
