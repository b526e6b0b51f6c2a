import {
  CARDS_ENDPOINTS,
  RESTRICTIONS_ENDPOINTS as E,
  PROFILES_CACHE_MS,
  type TCardRestrictionBody,
  type TLoggedInUser,
  type TSaveRestrictionsBody,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { levelQuery } from '../../../lib/session/scope-query';

export type Selection = Pick<TLoggedInUser, 'accessLevel' | 'accessLevelCode'>;

/** Every profile query starts with this; a profile write refreshes them all (and the card lists). */
export const PROFILES_QUERY_ROOT = ['restriction-profiles'] as const;
const CARDS_QUERY_ROOT = ['cards'] as const;

export type ProfileListParams = {
  page: number;
  pageSize: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  searchText?: string;
};

/** GET profile/all (spec 002 §7): profiles and totalProfiles, cached 50 seconds (§9). */
export const profilesQueryOptions = (selection: Selection, params: ProfileListParams) =>
  queryOptions({
    queryKey: [...PROFILES_QUERY_ROOT, 'list', selection, params],
    queryFn: ({ signal }) =>
      callEndpoint(E.profiles, {
        query: { ...levelQuery(selection), ...params, searchText: params.searchText || undefined },
        signal,
      }),
    staleTime: PROFILES_CACHE_MS,
    placeholderData: keepPreviousData,
  });

export const useProfiles = (selection: Selection | undefined, params: ProfileListParams) =>
  useQuery({
    ...profilesQueryOptions(selection ?? { accessLevel: 'A', accessLevelCode: '-' }, params),
    enabled: Boolean(selection),
  });

/** GET profile/stats: cardProfileStats, the first item used. */
export const useProfileStats = (selection: Selection | undefined) =>
  useQuery({
    queryKey: [...PROFILES_QUERY_ROOT, 'stats', selection],
    queryFn: ({ signal }) => callEndpoint(E.stats, { query: levelQuery(selection as Selection), signal }),
    enabled: Boolean(selection),
    staleTime: PROFILES_CACHE_MS,
  });

/** GET profile/baseprofiles (accessLevel A, the authority's service code). */
export const useBaseProfiles = (authorityId: string | undefined, searchText: string, enabled: boolean) =>
  useQuery({
    queryKey: [...PROFILES_QUERY_ROOT, 'base', authorityId, searchText],
    queryFn: ({ signal }) =>
      callEndpoint(E.baseProfiles, {
        query: { accessLevel: 'A', accessLevelCode: authorityId, searchText: searchText || undefined },
        signal,
      }),
    enabled: enabled && Boolean(authorityId),
  });

/** GET profile/restrictions/{profileId}: the profile and its five blocks. */
export const useRestrictionDetails = (profileId: number | undefined) =>
  useQuery({
    queryKey: [...PROFILES_QUERY_ROOT, 'details', profileId],
    queryFn: ({ signal }) => callEndpoint(E.details, { params: { profileId: profileId as number }, signal }),
    enabled: Boolean(profileId),
    staleTime: PROFILES_CACHE_MS,
  });

function useInvalidatingMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: PROFILES_QUERY_ROOT });
      await client.invalidateQueries({ queryKey: CARDS_QUERY_ROOT });
    },
  });
}

/** POST profile/restrictions (access level A): create with an empty profileId, else update. */
export const useSaveRestrictions = (authorityId: string | undefined) =>
  useInvalidatingMutation((body: TSaveRestrictionsBody) =>
    callEndpoint(E.save, { query: { accessLevel: 'A', accessLevelCode: authorityId }, body }),
  );

/** PUT restrictions/profile without a card: rename, unlink, delete or set base profile. */
export const useProfileAction = (authorityId: string | undefined) =>
  useInvalidatingMutation((body: TCardRestrictionBody) =>
    callEndpoint(CARDS_ENDPOINTS.linkProfile, {
      query: { accessLevel: 'A', accessLevelCode: authorityId },
      body,
    }),
  );
