import { CHARGING_ENDPOINTS, type TSitesQuery } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /api/evis/v1/sites/admin (spec 001 §7): the depots of the selection. */
export const getDepots = (query: TSitesQuery) => callEndpoint(CHARGING_ENDPOINTS.depots, { query });

export const useDepots = (p: TSitesQuery | undefined) =>
  useQuery({
    queryKey: ['depot-permissions', 'depots', p],
    queryFn: () => getDepots(p as TSitesQuery),
    enabled: Boolean(p),
    staleTime: LIST_STALE_TIME_MS,
  });
