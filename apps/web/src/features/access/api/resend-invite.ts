import { ZInviteResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/** POST /api/users/users/{uId}/resendinvite (spec 000 §4 resend invite). */
export const resendInvite = (uId: number) =>
  api.post(`/api/users/users/${uId}/resendinvite`, {
    body: { uId, sourceSystem: 'portal' },
    schema: ZInviteResult,
  });

export const useResendInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_ROOT }),
  });
};
