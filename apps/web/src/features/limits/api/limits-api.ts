import {
  LIMITS_ENDPOINTS as E,
  type TAccountLimitBody,
  type TLoggedInUser,
  type TOverrideBody,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';
import { levelQuery } from '../../../lib/session/scope-query';

export type Selection = Pick<TLoggedInUser, 'accessLevel' | 'accessLevelCode'>;

/** Overrides and account limits reload together after a change (spec 002 §2.9, §4.11). */
export const LIMITS_QUERY_ROOT = ['limits'] as const;

/** GET /api/cards/profile/overrides: the running overrides of the selected entry's authorities. */
export const useOverrides = (selection: Selection | undefined) =>
  useQuery({
    queryKey: [...LIMITS_QUERY_ROOT, 'overrides', selection],
    queryFn: ({ signal }) => callEndpoint(E.overrides, { query: levelQuery(selection), signal }),
    enabled: Boolean(selection),
    staleTime: LIST_STALE_TIME_MS,
  });

/** POST /api/cards/profile/overrides: create (1-3 h), extend (1-10 h) or end (0). */
export function useSetOverride() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TOverrideBody) => callEndpoint(E.setOverride, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: [...LIMITS_QUERY_ROOT, 'overrides'] }),
  });
}

export type AccountLimitParams = { start: number; limit: number; searchText?: string; sortCriteria: string };

export const accountLimitsQueryOptions = (selection: Selection, params: AccountLimitParams) =>
  queryOptions({
    queryKey: [...LIMITS_QUERY_ROOT, 'accountlimits', selection, params],
    queryFn: ({ signal }) =>
      callEndpoint(E.accountLimits, {
        query: {
          applyLevel: selection.accessLevel,
          accessId: selection.accessLevelCode,
          ...params,
          searchText: params.searchText || undefined,
        },
        signal,
      }),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });

/** GET accountlimits (spec 002 §2.9): a page of the selected entry's authorities with their limits. */
export const useAccountLimits = (selection: Selection | undefined, params: AccountLimitParams) =>
  useQuery({
    ...accountLimitsQueryOptions(selection ?? { accessLevel: 'A', accessLevelCode: '-' }, params),
    enabled: Boolean(selection),
  });

/** One authority's row, for the edit page opened without the list's row (a reload, a link). */
export const useAccountLimit = (authorityId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...LIMITS_QUERY_ROOT, 'accountlimit', authorityId],
    queryFn: ({ signal }) =>
      callEndpoint(E.accountLimits, { query: { authorityIds: authorityId, limit: 1 }, signal }).then(
        (r) => r.accountSpendingLimits[0] ?? null,
      ),
    enabled,
  });

/** POST accountlimits: 200 is success; the lists reload. */
export function useSaveAccountLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAccountLimitBody) =>
      callEndpoint(E.saveAccountLimit, { query: { authorityIds: body.authorityId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...LIMITS_QUERY_ROOT, 'accountlimit'] }),
    onSettled: () => client.invalidateQueries({ queryKey: [...LIMITS_QUERY_ROOT, 'accountlimits'] }),
  });
}
