import {
  CHARGING_ENDPOINTS,
  type TCdrFilter,
  type TChargeDataQuery,
  type TSitesQuery,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';
import { levelQuery } from '../../../lib/session/scope-query';

export type ChargeDataParams = TSitesQuery & {
  cdrType: TCdrFilter;
  searchBy?: string;
  dateFrom: string;
  dateTo: string;
  /** A column id of the table: one of the contract's sort columns. */
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  pageSize: number;
  /** Zero-based (spec 001 §7). */
  page: number;
};

/** GET /api/evis/v1/charge-data (spec 001 §7). */
export const getChargeData = (p: ChargeDataParams) =>
  callEndpoint(CHARGING_ENDPOINTS.chargeData, {
    query: {
      ...levelQuery(p),
      cdrType: p.cdrType,
      SearchBy: p.searchBy || undefined,
      dateFrom: p.dateFrom,
      dateTo: p.dateTo,
      sortBy: p.sortBy as TChargeDataQuery['sortBy'],
      sortOrder: p.sortOrder,
      pageSize: p.pageSize,
      page: p.page,
    },
  });

export const useChargeData = (p: ChargeDataParams | undefined) =>
  useQuery({
    queryKey: ['charging', 'charge-data', p],
    queryFn: () => getChargeData(p as ChargeDataParams),
    enabled: Boolean(p),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
