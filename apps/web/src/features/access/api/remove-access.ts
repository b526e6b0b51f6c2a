import { USERS_ENDPOINTS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/** POST /api/users/users/{userId}/removeaccess (spec 000 §4 revoke access). */
export const removeAccess = (userId: number) =>
  callEndpoint(USERS_ENDPOINTS.removeAccess, { params: { userId }, body: { uIdBlock: [userId] } });

export const useRemoveAccess = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_ROOT }),
  });
};
