import { type TEditUserBody, USERS_ENDPOINTS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/** POST /api/users/users/{userId}: details and the classified access changes (spec 000 §4). */
export const updateUser = ({ userId, body }: { userId: string; body: TEditUserBody }) =>
  callEndpoint(USERS_ENDPOINTS.editUser, { params: { userId }, body });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_ROOT }),
  });
};
