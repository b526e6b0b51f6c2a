import { type TLoggedInUser, ZPreferenceOptions } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PREFERENCES_CACHE } from '../../../lib/query-client';

/** GET /api/users/users/preferences (spec 000 §7): description/value options of each preference. */
export const getPreferenceOptions = (selection: TLoggedInUser | undefined) =>
  api.get('/api/users/users/preferences', {
    query: { accessLevel: selection?.accessLevel, accessLevelCode: selection?.accessLevelCode },
    schema: ZPreferenceOptions,
  });

export const getPreferenceOptionsQueryOptions = (selection: TLoggedInUser | undefined) =>
  queryOptions({
    queryKey: ['account', 'preference-options', { ...selection }],
    queryFn: () => getPreferenceOptions(selection),
    ...PREFERENCES_CACHE,
  });

export const usePreferenceOptions = (selection: TLoggedInUser | undefined) =>
  useQuery(getPreferenceOptionsQueryOptions(selection));
