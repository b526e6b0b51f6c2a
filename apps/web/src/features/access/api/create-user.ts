import { type TCreateUserBody, ZCreateUserResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/** PUT /api/users/users: creates the user and sends the invitation (spec 000 §4 add-user wizard). */
export const createUser = (body: TCreateUserBody) =>
  api.put('/api/users/users', { body, schema: ZCreateUserResponse });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_ROOT }),
  });
};
