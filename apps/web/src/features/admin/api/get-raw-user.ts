import { type TAdminRawUser, ZAdminRawUser } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/users/{uId}/raw: the stored user record without secrets ("view raw user data"). */
export const getRawUser = (uId: number): Promise<TAdminRawUser> =>
  api.get(`/api/admin/users/${uId}/raw`, { schema: ZAdminRawUser });

export const rawUserQueryOptions = (uId: number) =>
  queryOptions({ queryKey: ['admin', 'raw', uId], queryFn: () => getRawUser(uId) });

export const useRawUser = (uId: number | null) =>
  useQuery({ ...rawUserQueryOptions(uId ?? 0), enabled: uId !== null });
