import { type TCreateUserBody, USERS_ENDPOINTS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/** PUT /api/users/users: creates the user and sends the invitation (spec 000 §4 add-user wizard). */
export const createUser = (body: TCreateUserBody) => callEndpoint(USERS_ENDPOINTS.createUser, { body });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_ROOT }),
  });
};
