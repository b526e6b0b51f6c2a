import { HIERARCHY_ENDPOINTS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/users/users/loggedinuser: the entry the user last selected, or the server's default. */
export const getLoggedInUser = () => callEndpoint(HIERARCHY_ENDPOINTS.loggedInUser);

export const getLoggedInUserQueryOptions = (actingAs: string) =>
  queryOptions({
    queryKey: ['shell', 'loggedinuser', { actingAs }],
    queryFn: getLoggedInUser,
    staleTime: Number.POSITIVE_INFINITY,
  });

export type UseLoggedInUserOptions = { actingAs: string; enabled?: boolean };

export const useLoggedInUser = ({ actingAs, enabled = true }: UseLoggedInUserOptions) =>
  useQuery({ ...getLoggedInUserQueryOptions(actingAs), enabled });
