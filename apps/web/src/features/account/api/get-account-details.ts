import { HIERARCHY_ENDPOINTS, type TLoggedInUser } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/users/users/details (spec 000 §7): the signed-in (or impersonated) user's details. */
export const getAccountDetails = (selection: TLoggedInUser | undefined) =>
  callEndpoint(HIERARCHY_ENDPOINTS.details, {
    query: { accessLevel: selection?.accessLevel, accessLevelCode: selection?.accessLevelCode },
  });

export const ACCOUNT_DETAILS_QUERY_ROOT = ['account', 'details'] as const;

export const getAccountDetailsQueryOptions = (actingAs: string, selection: TLoggedInUser | undefined) =>
  queryOptions({
    queryKey: [...ACCOUNT_DETAILS_QUERY_ROOT, { actingAs, ...selection }],
    queryFn: () => getAccountDetails(selection),
  });

export const useAccountDetails = (actingAs: string, selection: TLoggedInUser | undefined) =>
  useQuery(getAccountDetailsQueryOptions(actingAs, selection));
