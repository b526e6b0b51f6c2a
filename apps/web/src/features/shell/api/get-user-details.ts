import { HIERARCHY_ENDPOINTS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Query key root of the signed-in (or impersonated) user's details; saving details invalidates it. */
export const USER_DETAILS_QUERY_ROOT = ['shell', 'details'] as const;

/** GET /api/users/users/details (spec 000 §4 Session init): the Account user. */
export const getUserDetails = async () => (await callEndpoint(HIERARCHY_ENDPOINTS.details)).userDetails;

export const getUserDetailsQueryOptions = (actingAs: string) =>
  queryOptions({ queryKey: [...USER_DETAILS_QUERY_ROOT, actingAs], queryFn: getUserDetails });

export const useUserDetails = ({ actingAs, enabled }: { actingAs: string; enabled: boolean }) =>
  useQuery({ ...getUserDetailsQueryOptions(actingAs), enabled });
