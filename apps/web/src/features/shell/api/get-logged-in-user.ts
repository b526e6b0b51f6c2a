import { type TLoggedInUser, ZLoggedInUser } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/users/loggedinuser: the entry the user last selected, or the server's default. */
export const getLoggedInUser = (): Promise<TLoggedInUser> =>
  api.get('/api/users/users/loggedinuser', { schema: ZLoggedInUser });

export const getLoggedInUserQueryOptions = (actingAs: string) =>
  queryOptions({
    queryKey: ['shell', 'loggedinuser', { actingAs }],
    queryFn: getLoggedInUser,
    staleTime: Number.POSITIVE_INFINITY,
  });

export type UseLoggedInUserOptions = { actingAs: string; enabled?: boolean };

export const useLoggedInUser = ({ actingAs, enabled = true }: UseLoggedInUserOptions) =>
  useQuery({ ...getLoggedInUserQueryOptions(actingAs), enabled });
