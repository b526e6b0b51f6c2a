import { USERS_ENDPOINTS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/**
 * GET /api/users/users/roles: grantable authorities and the role name list (spec 000 §3, §7);
 * with accessLevelCode (a group, parent or authority) only the authorities under that entry.
 */
export const getRoles = (accessLevelCode?: string) =>
  callEndpoint(USERS_ENDPOINTS.roles, { query: { accessLevelCode } });

export const getRolesQueryOptions = (actingAs: string, accessLevelCode?: string) =>
  queryOptions({
    queryKey: [...USERS_QUERY_ROOT, 'roles', { actingAs, accessLevelCode }],
    queryFn: () => getRoles(accessLevelCode),
    staleTime: 120_000,
  });

export const useRoles = (actingAs: string, accessLevelCode?: string) =>
  useQuery(getRolesQueryOptions(actingAs, accessLevelCode));
