import { type TAccessibleUsersQuery, ZAccessibleUsersResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every users query starts with this key; writes invalidate it. */
export const USERS_QUERY_ROOT = ['access', 'users'] as const;

export type AccessibleUsersParams = Omit<TAccessibleUsersQuery, 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
  actingAs: string;
};

/** GET /api/users/users/accessibleusers (spec 000 §7). */
export const getAccessibleUsers = ({ actingAs: _actingAs, ...query }: AccessibleUsersParams) =>
  api.get('/api/users/users/accessibleusers', {
    query: { ...query, filterby: query.filterCriteria ? 'UserStatus' : undefined },
    schema: ZAccessibleUsersResponse,
  });

export const getAccessibleUsersQueryOptions = (params: AccessibleUsersParams) =>
  queryOptions({
    queryKey: [...USERS_QUERY_ROOT, 'list', params],
    queryFn: () => getAccessibleUsers(params),
    placeholderData: keepPreviousData,
  });

export const useAccessibleUsers = (params: AccessibleUsersParams) =>
  useQuery(getAccessibleUsersQueryOptions(params));
