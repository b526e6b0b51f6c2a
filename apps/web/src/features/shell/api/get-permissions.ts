import { HIERARCHY_ENDPOINTS, type TLoggedInUser } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { levelQuery } from '../../../lib/session/scope-query';

/** GET /api/users/users/permissions for the selected entry: masthead flag and permission keys. */
export const getPermissions = ({ accessLevel, accessLevelCode }: TLoggedInUser) =>
  callEndpoint(HIERARCHY_ENDPOINTS.permissions, { query: { accessLevel, accessLevelCode } });

/** Every permissions entry starts with this: a hierarchy change removes them all at once. */
export const PERMISSIONS_QUERY_ROOT = ['shell', 'permissions'] as const;

export const getPermissionsQueryOptions = (selection: TLoggedInUser) =>
  queryOptions({
    queryKey: [...PERMISSIONS_QUERY_ROOT, levelQuery(selection)],
    queryFn: () => getPermissions(selection),
  });

export type UsePermissionsOptions = { selection: TLoggedInUser | undefined };

export const usePermissions = ({ selection }: UsePermissionsOptions) =>
  useQuery({
    ...getPermissionsQueryOptions(selection ?? { accessLevel: 'A', accessLevelCode: '-' }),
    enabled: Boolean(selection),
  });
