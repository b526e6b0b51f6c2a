import {
  CHARGING_ENDPOINTS,
  CHARGING_HISTORY_FIRST_DAY,
  SITE_SESSIONS_PAGE_SIZE,
  type TSitesQuery,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

export type SiteSessionsParams = TSitesQuery & {
  siteId: string;
  /** The charger's sessions; without it the whole site's. */
  chargePointId?: string;
  sortOrder: 'asc' | 'desc';
  /** Zero-based (spec 001 §7). */
  page: number;
};

/** GET /api/evis/v1/sites/details/charge-data (spec 001 §7): from 1983, pages of 10. */
export const getSiteSessions = (p: SiteSessionsParams) =>
  callEndpoint(CHARGING_ENDPOINTS.siteChargeData, {
    query: {
      ...p,
      dateFrom: new Date(`${CHARGING_HISTORY_FIRST_DAY}T00:00:00`).toISOString(),
      sortBy: 'sessionStart',
      pageSize: SITE_SESSIONS_PAGE_SIZE,
    },
  });

export const useSiteSessions = (p: SiteSessionsParams | undefined) =>
  useQuery({
    queryKey: ['charging', 'site-sessions', p],
    queryFn: () => getSiteSessions(p as SiteSessionsParams),
    enabled: Boolean(p),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
