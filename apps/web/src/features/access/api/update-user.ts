import { type TEditUserBody, ZEditUserResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/** POST /api/users/users/{userId}: details and the classified access changes (spec 000 §4). */
export const updateUser = ({ userId, body }: { userId: string; body: TEditUserBody }) =>
  api.post(`/api/users/users/${encodeURIComponent(userId)}`, { body, schema: ZEditUserResponse });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_ROOT }),
  });
};
