import { USERS_ENDPOINTS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/users/users/{uId}/resendinvite (spec 000 §7): a new link replaces the earlier ones. */
export const resendInvite = (uId: number) =>
  callEndpoint(USERS_ENDPOINTS.resendInvite, { params: { uId }, body: { uId, sourceSystem: 'admin' } });

/** PUT /api/users/users/{uId}/update-email (spec 000 §7): the invite goes to the new address. */
export const updateInviteEmail = ({ uId, email }: { uId: number; email: string }) =>
  callEndpoint(USERS_ENDPOINTS.updateInviteEmail, { params: { uId }, body: { Email: email } });

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useUpdateInviteEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInviteEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
