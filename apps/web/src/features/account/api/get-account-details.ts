import { HIERARCHY_ENDPOINTS, type TLoggedInUser } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { levelQuery } from '../../../lib/session/scope-query';

/** GET /api/users/users/details (spec 000 §7): the signed-in (or impersonated) user's details. */
export const getAccountDetails = (selection: TLoggedInUser | undefined) =>
  callEndpoint(HIERARCHY_ENDPOINTS.details, {
    query: levelQuery(selection),
  });

export const ACCOUNT_DETAILS_QUERY_ROOT = ['account', 'details'] as const;

export const getAccountDetailsQueryOptions = (actingAs: string, selection: TLoggedInUser | undefined) =>
  queryOptions({
    queryKey: [...ACCOUNT_DETAILS_QUERY_ROOT, { actingAs, ...selection }],
    queryFn: () => getAccountDetails(selection),
  });

export const useAccountDetails = (actingAs: string, selection: TLoggedInUser | undefined) =>
  useQuery(getAccountDetailsQueryOptions(actingAs, selection));
