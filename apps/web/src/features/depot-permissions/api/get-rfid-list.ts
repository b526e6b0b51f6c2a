import { CHARGING_ENDPOINTS, type TSitesQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

export type RfidListParams = TSitesQuery & {
  searchBy?: string;
  pageSize: number;
  /** Zero-based (spec 001 §7). */
  page: number;
};

export const RFID_LIST_KEY = ['depot-permissions', 'rfid-list'] as const;

/** GET /api/evis/v1/tokens/rfid-list (spec 001 §7), sorted by rfid (§9). */
export const getRfidList = ({ searchBy, ...p }: RfidListParams) =>
  callEndpoint(CHARGING_ENDPOINTS.rfidList, {
    query: { ...p, SearchBy: searchBy || undefined, sortBy: 'rfid', sortOrder: 'asc' },
  });

export const useRfidList = (p: RfidListParams | undefined) =>
  useQuery({
    queryKey: [...RFID_LIST_KEY, p],
    queryFn: () => getRfidList(p as RfidListParams),
    enabled: Boolean(p),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
