import { HIERARCHY_ENDPOINTS, type TLoggedInUser } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { levelQuery } from '../../../lib/session/scope-query';

/** PUT /api/users/users/loggedinuser: records the selection on the server (audit USHS). */
export const updateLoggedInUser = (selection: TLoggedInUser) =>
  callEndpoint(HIERARCHY_ENDPOINTS.selectLoggedInUser, {
    body: levelQuery(selection),
  });

export type UseUpdateLoggedInUserOptions = { actingAs: string };

export function useUpdateLoggedInUser({ actingAs }: UseUpdateLoggedInUserOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoggedInUser,
    onSuccess: (selection) => {
      queryClient.setQueryData(['shell', 'loggedinuser', { actingAs }], selection);
    },
  });
}
