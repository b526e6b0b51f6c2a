import { ORDERS_ENDPOINTS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Spec 002 §9: authority details are cached 2 minutes. */
const AUTHORITY_DETAILS_STALE_MS = 120_000;
export const AUTHORITY_DETAILS_ROOT = ['orders', 'authority'] as const;

/** GET /api/cards/authorities/{authorityId} (spec 002 §3.1, §7). */
export const authorityDetailsQueryOptions = (authorityId: string) =>
  queryOptions({
    queryKey: [...AUTHORITY_DETAILS_ROOT, authorityId],
    queryFn: ({ signal }) =>
      callEndpoint(ORDERS_ENDPOINTS.authorityDetails, { params: { authorityId }, signal }),
    staleTime: AUTHORITY_DETAILS_STALE_MS,
  });

/** Only for an authority-level selection (§2.1 state 2): no id, no call. */
export const useAuthorityDetails = (authorityId: string | undefined) =>
  useQuery({ ...authorityDetailsQueryOptions(authorityId ?? ''), enabled: Boolean(authorityId) });
