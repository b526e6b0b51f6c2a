import { ZInviteResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users/users/{uId}/resendinvite (spec 000 §7): a new link replaces the earlier ones. */
export const resendInvite = (uId: number) =>
  api.post(`/api/users/users/${uId}/resendinvite`, {
    body: { uId, sourceSystem: 'admin' },
    schema: ZInviteResult,
  });

/** PUT /api/users/users/{uId}/update-email (spec 000 §7): the invite goes to the new address. */
export const updateInviteEmail = ({ uId, email }: { uId: number; email: string }) =>
  api.put(`/api/users/users/${uId}/update-email`, { body: { Email: email }, schema: ZInviteResult });

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
