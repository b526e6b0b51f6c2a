import { type THierarchyResponse, ZHierarchyResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/users/hierarchy: the user's groups, parents and authorities (spec 000 §3). */
export const getHierarchy = (): Promise<THierarchyResponse> =>
  api.get('/api/users/users/hierarchy', { schema: ZHierarchyResponse });

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
