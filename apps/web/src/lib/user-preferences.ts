import { HIERARCHY_ENDPOINTS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { PREFERENCES_CACHE } from './query-client';

/** The one key of the signed-in user's preferences; saving any preference invalidates it. */
export const USER_PREFERENCES_QUERY_KEY = ['user-preferences'] as const;

/** GET /api/users/userpreferences (spec 000 §7), cached without limit (§9). */
export const getUserPreferences = () => callEndpoint(HIERARCHY_ENDPOINTS.userPreferences);

export const userPreferencesQueryOptions = () =>
  queryOptions({ queryKey: USER_PREFERENCES_QUERY_KEY, queryFn: getUserPreferences, ...PREFERENCES_CACHE });

export const useUserPreferences = (enabled = true) => useQuery({ ...userPreferencesQueryOptions(), enabled });
