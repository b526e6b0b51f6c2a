import { ZRemoveAccessResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/** POST /api/users/users/{userId}/removeaccess (spec 000 §4 revoke access). */
export const removeAccess = (userId: number) =>
  api.post(`/api/users/users/${userId}/removeaccess`, {
    body: { uIdBlock: [userId] },
    schema: ZRemoveAccessResponse,
  });

export const useRemoveAccess = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_ROOT }),
  });
};
