import { ZRolesResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/** GET /api/users/users/roles: grantable authorities and the role name list (spec 000 §3, §7). */
export const getRoles = () => api.get('/api/users/users/roles', { schema: ZRolesResponse });

export const getRolesQueryOptions = (actingAs: string) =>
  queryOptions({
    queryKey: [...USERS_QUERY_ROOT, 'roles', { actingAs }],
    queryFn: getRoles,
    staleTime: 120_000,
  });

export const useRoles = (actingAs: string) => useQuery(getRolesQueryOptions(actingAs));
