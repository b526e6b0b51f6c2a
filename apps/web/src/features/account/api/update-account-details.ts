import { ACCOUNT_ENDPOINTS, type TAccountDetailsUpdate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ACCOUNT_DETAILS_QUERY_ROOT } from './get-account-details';

/** Spec 000 §5: first name, last name and job title travel URI-encoded. */
export const encodeDetails = (details: TAccountDetailsUpdate): TAccountDetailsUpdate => ({
  ...details,
  firstName: encodeURIComponent(details.firstName),
  lastName: encodeURIComponent(details.lastName),
  jobTitle: details.jobTitle === undefined ? undefined : encodeURIComponent(details.jobTitle),
});

/** PUT /api/users/users/details (our path for the spec's account-details update call). */
export const updateAccountDetails = (details: TAccountDetailsUpdate) =>
  callEndpoint(ACCOUNT_ENDPOINTS.updateDetails, { body: encodeDetails(details) });

/** On 200 the details are reloaded (spec 000 §4). */
export function useUpdateAccountDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DETAILS_QUERY_ROOT }),
  });
}
