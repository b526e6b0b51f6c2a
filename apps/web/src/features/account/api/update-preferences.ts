import { GENERAL_PREFERENCE_SECTION, HIERARCHY_ENDPOINTS, type TPreferences } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { USER_PREFERENCES_QUERY_KEY } from '../../../lib/user-preferences';
import { ACCOUNT_DETAILS_QUERY_ROOT } from './get-account-details';

/** PUT /api/users/userpreferences/general (spec 000 §7): the account page's preferences. */
export const updatePreferences = (preferences: TPreferences) =>
  callEndpoint(HIERARCHY_ENDPOINTS.saveUserPreferences, {
    params: { section: GENERAL_PREFERENCE_SECTION },
    body: preferences,
  });

/** Saving reloads the details and every formatter that reads the preferences. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(USER_PREFERENCES_QUERY_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_DETAILS_QUERY_ROOT });
    },
  });
}
