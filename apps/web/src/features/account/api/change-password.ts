import { IDENTITY_ENDPOINTS, type TChangePasswordBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/users/users/password (ours, issue 15): the signed-in user's password change. */
export const changePassword = (body: TChangePasswordBody) =>
  callEndpoint(IDENTITY_ENDPOINTS.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
