import { CHARGING_ENDPOINTS, endpointUrl, type TRfidListResponse, ZRfidListResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

export type RfidListParams = {
  accessLevel: string;
  accessLevelCode: string;
  searchBy?: string;
  pageSize: number;
  /** Zero-based (spec 001 §7). */
  page: number;
};

export const RFID_LIST_KEY = ['depot-permissions', 'rfid-list'] as const;

/** GET /api/evis/v1/tokens/rfid-list (spec 001 §7), sorted by rfid (§9). */
export const getRfidList = ({ searchBy, ...p }: RfidListParams): Promise<TRfidListResponse> =>
  api.get(
    endpointUrl(CHARGING_ENDPOINTS.rfidList, {
      query: { ...p, SearchBy: searchBy || undefined, sortBy: 'rfid', sortOrder: 'asc' },
    }),
    { schema: ZRfidListResponse },
  );

export const useRfidList = (p: RfidListParams | undefined) =>
  useQuery({
    queryKey: [...RFID_LIST_KEY, p],
    queryFn: () => getRfidList(p as RfidListParams),
    enabled: Boolean(p),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
