import { type TLoggedInUser, ZLoggedInUser } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/users/users/loggedinuser: records the selection on the server (audit USHS). */
export const updateLoggedInUser = (selection: TLoggedInUser): Promise<TLoggedInUser> =>
  api.put('/api/users/users/loggedinuser', {
    body: { accessLevel: selection.accessLevel, accessLevelCode: selection.accessLevelCode },
    schema: ZLoggedInUser,
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
