import { type TCdrFilter, type TChargeDataResponse, ZChargeDataResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

export type ChargeDataParams = {
  accessLevel: string;
  accessLevelCode: string;
  cdrType: TCdrFilter;
  searchBy?: string;
  dateFrom: string;
  dateTo: string;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  pageSize: number;
  /** Zero-based (spec 001 §7). */
  page: number;
};

/** GET /api/evis/v1/charge-data (spec 001 §7). */
export const getChargeData = (p: ChargeDataParams): Promise<TChargeDataResponse> =>
  api.get('/api/evis/v1/charge-data', {
    query: {
      accessLevel: p.accessLevel,
      accessLevelCode: p.accessLevelCode,
      cdrType: p.cdrType,
      SearchBy: p.searchBy || undefined,
      dateFrom: p.dateFrom,
      dateTo: p.dateTo,
      sortBy: p.sortBy,
      sortOrder: p.sortOrder,
      pageSize: p.pageSize,
      page: p.page,
    },
    schema: ZChargeDataResponse,
  });

export const useChargeData = (p: ChargeDataParams | undefined) =>
  useQuery({
    queryKey: ['charging', 'charge-data', p],
    queryFn: () => getChargeData(p as ChargeDataParams),
    enabled: Boolean(p),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
