import { type TUserPreferences, ZUserPreferences } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { PREFERENCES_CACHE } from './query-client';

/** The one key of the signed-in user's preferences; saving any preference invalidates it. */
export const USER_PREFERENCES_QUERY_KEY = ['user-preferences'] as const;

/** GET /api/users/userpreferences (spec 000 §7), cached without limit (§9). */
export const getUserPreferences = (): Promise<TUserPreferences> =>
  api.get('/api/users/userpreferences', { schema: ZUserPreferences });

export const userPreferencesQueryOptions = () =>
  queryOptions({ queryKey: USER_PREFERENCES_QUERY_KEY, queryFn: getUserPreferences, ...PREFERENCES_CACHE });

export const useUserPreferences = (enabled = true) => useQuery({ ...userPreferencesQueryOptions(), enabled });
