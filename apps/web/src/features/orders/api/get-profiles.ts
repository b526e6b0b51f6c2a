import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ProfileOption = { profileId: number; profileName: string };

/**
 * GET /api/cards/profile/all (spec 002 §7) of one authority, for the restriction picker (§2.1
 * section 2); cached 50 seconds (§9). The profile calls arrive with the restrictions issue: until
 * they answer, the picker offers no profile. `fresh`: read again on mount whatever the cache holds (the
 * return from profile creation must see the profile just made).
 */
export const useProfileOptions = (authorityId: string, enabled: boolean, fresh = false) =>
  useQuery({
    queryKey: ['orders', 'profiles', authorityId],
    queryFn: async ({ signal }): Promise<ProfileOption[]> => {
      try {
        const answer = await api.get<{ profiles?: ProfileOption[] }>('/api/cards/profile/all', {
          query: { accessLevel: 'A', accessLevelCode: authorityId, page: 1, pageSize: 100 },
          signal,
        });
        return (answer.profiles ?? []).map((p) => ({ profileId: p.profileId, profileName: p.profileName }));
      } catch {
        return [];
      }
    },
    enabled,
    staleTime: 50_000,
    refetchOnMount: fresh ? 'always' : true,
  });

/** GET /api/cards/profile/restrictions/{profileId}: the view-restriction-details modal (§2.1). */
export const useProfileRestrictions = (profileId: number | null) =>
  useQuery({
    queryKey: ['orders', 'profile-restrictions', profileId],
    queryFn: ({ signal }) =>
      api.get<{ restrictiondetails?: Record<string, unknown> }>(
        `/api/cards/profile/restrictions/${profileId}`,
        { signal },
      ),
    enabled: profileId !== null,
    staleTime: 50_000,
    retry: false,
  });
