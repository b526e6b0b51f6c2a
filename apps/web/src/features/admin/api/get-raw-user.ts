import { ADMIN_ENDPOINTS, type TAdminRawUser } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/admin/users/{uId}/raw: the stored user record without secrets ("view raw user data"). */
export const getRawUser = (uId: number): Promise<TAdminRawUser> =>
  callEndpoint(ADMIN_ENDPOINTS.rawUser, { params: { uId } });

export const rawUserQueryOptions = (uId: number) =>
  queryOptions({ queryKey: ['admin', 'raw', uId], queryFn: () => getRawUser(uId) });

export const useRawUser = (uId: number | null) =>
  useQuery({ ...rawUserQueryOptions(uId ?? 0), enabled: uId !== null });
