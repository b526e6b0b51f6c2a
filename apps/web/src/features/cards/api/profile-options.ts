import { RESTRICTIONS_ENDPOINTS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { CARDS_QUERY_ROOT } from './cards-api';

export type ProfileOption = { profileId: number; profileName: string };

/**
 * The authority's restriction profiles for the restriction edit (GET /api/cards/profile/all, the
 * profiles area). A failure or an empty list shows the 'no restriction' message. Its own module:
 * only the restriction dialog, loaded when opened, brings the restrictions area's schemas (issue 13).
 */
export const useProfileOptions = (authorityId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...CARDS_QUERY_ROOT, 'profiles', authorityId],
    queryFn: async (): Promise<ProfileOption[]> => {
      try {
        const answer = await callEndpoint(RESTRICTIONS_ENDPOINTS.profiles, {
          query: { accessLevel: 'A', accessLevelCode: authorityId, page: 1, pageSize: 100 },
        });
        return answer.profiles.map((p) => ({ profileId: p.profileId, profileName: p.profileName }));
      } catch {
        return [];
      }
    },
    enabled,
    staleTime: 50_000,
  });
