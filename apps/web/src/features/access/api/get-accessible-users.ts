import { type TAccessibleUsersQuery, USERS_ENDPOINTS } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Every users query starts with this key; writes invalidate it. */
export const USERS_QUERY_ROOT = ['access', 'users'] as const;

export type AccessibleUsersParams = Omit<TAccessibleUsersQuery, 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
  actingAs: string;
};

/** GET /api/users/users/accessibleusers (spec 000 §7). */
export const getAccessibleUsers = ({ actingAs: _actingAs, ...query }: AccessibleUsersParams) =>
  callEndpoint(USERS_ENDPOINTS.accessibleUsers, {
    query: { ...query, filterby: query.filterCriteria ? 'UserStatus' : undefined },
  });

export const getAccessibleUsersQueryOptions = (params: AccessibleUsersParams) =>
  queryOptions({
    queryKey: [...USERS_QUERY_ROOT, 'list', params],
    queryFn: () => getAccessibleUsers(params),
    placeholderData: keepPreviousData,
  });

export const useAccessibleUsers = (params: AccessibleUsersParams) =>
  useQuery(getAccessibleUsersQueryOptions(params));
