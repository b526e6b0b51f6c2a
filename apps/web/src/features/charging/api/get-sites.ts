import { CHARGING_ENDPOINTS, type TSitesQuery } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /api/evis/v1/sites/list (spec 001 §7). */
export const getSites = (query: TSitesQuery) => callEndpoint(CHARGING_ENDPOINTS.sites, { query });

export const useSites = (p: TSitesQuery | undefined) =>
  useQuery({
    queryKey: ['charging', 'sites', p],
    queryFn: () => getSites(p as TSitesQuery),
    enabled: Boolean(p),
    staleTime: LIST_STALE_TIME_MS,
  });
