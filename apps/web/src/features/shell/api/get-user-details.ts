import { type TAccountUser, ZDetailsResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query key root of the signed-in (or impersonated) user's details; saving details invalidates it. */
export const USER_DETAILS_QUERY_ROOT = ['shell', 'details'] as const;

/** GET /api/users/users/details (spec 000 §4 Session init): the Account user. */
export const getUserDetails = async (): Promise<TAccountUser> =>
  (await api.get('/api/users/users/details', { schema: ZDetailsResponse })).userDetails;

export const useUserDetails = ({ actingAs, enabled }: { actingAs: string; enabled: boolean }) =>
  useQuery({ queryKey: [...USER_DETAILS_QUERY_ROOT, actingAs], queryFn: getUserDetails, enabled });
