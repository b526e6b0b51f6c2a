import { type TOtapResponse, ZOtapResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVITE_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /api/users/users/otap?Token=: the invite token check of spec 000 §3. */
export const getInvite = ({ token }: { token: string }): Promise<TOtapResponse> =>
  api.get('/api/users/users/otap', {
    query: { Token: token },
    schema: ZOtapResponse,
    skipSessionRefresh: true,
  });

/** Spec 000 §9: the invite query stays fresh 120000 ms. */
export const getInviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['identity', 'invite', token],
    queryFn: () => getInvite({ token }),
    staleTime: INVITE_STALE_TIME_MS,
  });

/** No token in the link means there is nothing to check: the query stays idle. */
export const useInvite = ({ token }: { token: string | null }) =>
  useQuery({ ...getInviteQueryOptions(token ?? ''), enabled: Boolean(token) });
