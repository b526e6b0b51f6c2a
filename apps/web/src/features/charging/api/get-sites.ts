import { type TSitesResponse, ZSitesResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

export type SitesParams = { accessLevel: string; accessLevelCode: string };

/** GET /api/evis/v1/sites/list (spec 001 §7). */
export const getSites = (p: SitesParams): Promise<TSitesResponse> =>
  api.get('/api/evis/v1/sites/list', { query: p, schema: ZSitesResponse });

export const useSites = (p: SitesParams | undefined) =>
  useQuery({
    queryKey: ['charging', 'sites', p],
    queryFn: () => getSites(p as SitesParams),
    enabled: Boolean(p),
    staleTime: LIST_STALE_TIME_MS,
  });
