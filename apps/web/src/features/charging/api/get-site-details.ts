import {
  CHARGING_ENDPOINTS,
  endpointUrl,
  type TSiteDetailsResponse,
  ZSiteDetailsResponse,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

export type SiteDetailsParams = {
  accessLevel: string;
  accessLevelCode: string;
  siteId: string;
  chargePointId: string;
  usageDateFrom: string;
  usageDateTo: string;
};

/** GET /api/evis/v1/sites/details (spec 001 §7); the CDR counts are always 0. */
export const getSiteDetails = (p: SiteDetailsParams): Promise<TSiteDetailsResponse> =>
  api.get(
    endpointUrl(CHARGING_ENDPOINTS.siteDetails, {
      query: { ChargePointCDRCount: 0, SiteCDRCount: 0, ...p },
    }),
    { schema: ZSiteDetailsResponse },
  );

/** Spec 001 §9: charger details are cached 2 minutes. */
export const siteDetailsQueryOptions = (p: SiteDetailsParams) => ({
  queryKey: ['charging', 'site-details', p] as const,
  queryFn: () => getSiteDetails(p),
  staleTime: LIST_STALE_TIME_MS,
});

export const useSiteDetails = (p: SiteDetailsParams | undefined) =>
  useQuery({
    ...siteDetailsQueryOptions(p as SiteDetailsParams),
    enabled: Boolean(p),
    placeholderData: keepPreviousData,
  });
