import { CHARGING_ENDPOINTS, type TSitesQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

export type SiteDetailsParams = TSitesQuery & {
  siteId: string;
  chargePointId: string;
  usageDateFrom: string;
  usageDateTo: string;
};

/** GET /api/evis/v1/sites/details (spec 001 §7); the CDR counts are always 0. */
export const getSiteDetails = (p: SiteDetailsParams) =>
  callEndpoint(CHARGING_ENDPOINTS.siteDetails, { query: { ChargePointCDRCount: 0, SiteCDRCount: 0, ...p } });

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
