import { HIERARCHY_ENDPOINTS, type TLoggedInUser } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { PREFERENCES_CACHE } from '../../../lib/query-client';
import { levelQuery } from '../../../lib/session/scope-query';

/** GET /api/users/users/preferences (spec 000 §7): description/value options of each preference. */
export const getPreferenceOptions = (selection: TLoggedInUser | undefined) =>
  callEndpoint(HIERARCHY_ENDPOINTS.preferenceOptions, {
    query: levelQuery(selection),
  });

export const getPreferenceOptionsQueryOptions = (selection: TLoggedInUser | undefined) =>
  queryOptions({
    queryKey: ['account', 'preference-options', { ...selection }],
    queryFn: () => getPreferenceOptions(selection),
    ...PREFERENCES_CACHE,
  });

export const usePreferenceOptions = (selection: TLoggedInUser | undefined) =>
  useQuery(getPreferenceOptionsQueryOptions(selection));
