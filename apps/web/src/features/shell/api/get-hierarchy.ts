import { HIERARCHY_ENDPOINTS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/users/users/hierarchy: the user's groups, parents and authorities (spec 000 §3). */
export const getHierarchy = () => callEndpoint(HIERARCHY_ENDPOINTS.hierarchy);

/**
 * `actingAs` is the impersonated user (or '' for the user themself): a new impersonation is a
 * different hierarchy. Kept for the session: it only changes with sign-in or impersonation.
 */
export const getHierarchyQueryOptions = (actingAs: string) =>
  queryOptions({
    queryKey: ['shell', 'hierarchy', { actingAs }],
    queryFn: getHierarchy,
    staleTime: Number.POSITIVE_INFINITY,
  });

export type UseHierarchyOptions = { actingAs: string; enabled?: boolean };

export const useHierarchy = ({ actingAs, enabled = true }: UseHierarchyOptions) =>
  useQuery({ ...getHierarchyQueryOptions(actingAs), enabled });
