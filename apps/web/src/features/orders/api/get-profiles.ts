import { RESTRICTIONS_ENDPOINTS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export type ProfileOption = { profileId: number; profileName: string };

/**
 * GET /api/cards/profile/all (spec 002 §7) of one authority, for the restriction picker (§2.1
 * section 2); cached 50 seconds (§9). A failure leaves the picker without profiles. `fresh`: read
 * again on mount whatever the cache holds (the return from profile creation must see the profile
 * just made).
 */
export const useProfileOptions = (authorityId: string, enabled: boolean, fresh = false) =>
  useQuery({
    queryKey: ['orders', 'profiles', authorityId],
    queryFn: async ({ signal }): Promise<ProfileOption[]> => {
      try {
        const answer = await callEndpoint(RESTRICTIONS_ENDPOINTS.profiles, {
          query: { accessLevel: 'A', accessLevelCode: authorityId, page: 1, pageSize: 100 },
          signal,
        });
        return answer.profiles.map((p) => ({ profileId: p.profileId, profileName: p.profileName }));
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
      callEndpoint(RESTRICTIONS_ENDPOINTS.details, { params: { profileId: profileId as number }, signal }),
    enabled: profileId !== null,
    staleTime: 50_000,
    retry: false,
  });
