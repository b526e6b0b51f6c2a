import { ADMIN_SEARCH_MIN_LENGTH, type TAdminUsersResponse, ZAdminUsersResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type AdminUsersParams = {
  search: string;
  page: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
};

/** GET /api/admin/users: users of every customer by authority id, or by name and email (spec 000 §5). */
export const searchAdminUsers = (params: AdminUsersParams): Promise<TAdminUsersResponse> =>
  api.get('/api/admin/users', { query: params, schema: ZAdminUsersResponse });

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: ['admin', 'users', params],
    queryFn: () => searchAdminUsers(params),
    staleTime: 120_000,
  });

/** Searches only from 4 characters on (spec 000 §5, §9). */
export const useAdminUsers = (params: AdminUsersParams) =>
  useQuery({
    ...adminUsersQueryOptions(params),
    enabled: params.search.trim().length >= ADMIN_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
