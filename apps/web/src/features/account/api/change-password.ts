import {
  endpointPath,
  IDENTITY_ENDPOINTS,
  type TChangePasswordBody,
  ZChangePasswordResponse,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users/users/password (ours, issue 15): the signed-in user's password change. */
export const changePassword = (body: TChangePasswordBody) =>
  api.post(endpointPath(IDENTITY_ENDPOINTS.changePassword), { body, schema: ZChangePasswordResponse });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
