import { USERS_ENDPOINTS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { USERS_QUERY_ROOT } from './get-accessible-users';

/** POST /api/users/users/{uId}/resendinvite (spec 000 §4 resend invite). */
export const resendInvite = (uId: number) =>
  callEndpoint(USERS_ENDPOINTS.resendInvite, { params: { uId }, body: { uId, sourceSystem: 'portal' } });

export const useResendInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_ROOT }),
  });
};
