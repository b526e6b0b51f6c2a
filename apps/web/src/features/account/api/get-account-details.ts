import { type TLoggedInUser, ZDetailsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/users/details (spec 000 §7): the signed-in (or impersonated) user's details. */
export const getAccountDetails = (selection: TLoggedInUser | undefined) =>
  api.get('/api/users/users/details', {
    query: { accessLevel: selection?.accessLevel, accessLevelCode: selection?.accessLevelCode },
    schema: ZDetailsResponse,
  });

export const ACCOUNT_DETAILS_QUERY_ROOT = ['account', 'details'] as const;

export const getAccountDetailsQueryOptions = (actingAs: string, selection: TLoggedInUser | undefined) =>
  queryOptions({
    queryKey: [...ACCOUNT_DETAILS_QUERY_ROOT, { actingAs, ...selection }],
    queryFn: () => getAccountDetails(selection),
  });

export const useAccountDetails = (actingAs: string, selection: TLoggedInUser | undefined) =>
  useQuery(getAccountDetailsQueryOptions(actingAs, selection));
