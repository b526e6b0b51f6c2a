import { type TRegisterBody, ZRegisterResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getInviteQueryOptions } from './get-invite';

export type RegisterUserParams = { token: string; body: TRegisterBody };

/** POST /api/users/users/register?Token=: creates the invited user; 409 when the email exists. */
export const registerUser = ({ token, body }: RegisterUserParams) =>
  api.post('/api/users/users/register', {
    query: { Token: token },
    body,
    schema: ZRegisterResponse,
    skipSessionRefresh: true,
  });

/** A used invite is no longer valid: its cached check goes stale (not refetched under the success alert). */
export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    onSuccess: (_data, { token }) =>
      queryClient.invalidateQueries({ queryKey: getInviteQueryOptions(token).queryKey, refetchType: 'none' }),
  });
}
