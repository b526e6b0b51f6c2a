import { CHARGING_ENDPOINTS, endpointUrl, type TDepotsResponse, ZDepotsResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

export type DepotsParams = { accessLevel: string; accessLevelCode: string };

/** GET /api/evis/v1/sites/admin (spec 001 §7): the depots of the selection. */
export const getDepots = (p: DepotsParams): Promise<TDepotsResponse> =>
  api.get(endpointUrl(CHARGING_ENDPOINTS.depots, { query: p }), { schema: ZDepotsResponse });

export const useDepots = (p: DepotsParams | undefined) =>
  useQuery({
    queryKey: ['depot-permissions', 'depots', p],
    queryFn: () => getDepots(p as DepotsParams),
    enabled: Boolean(p),
    staleTime: LIST_STALE_TIME_MS,
  });
