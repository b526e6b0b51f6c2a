import { type TBrandCode, type TProfileResponse, ZProfileResponse } from '@portal/contract';
import { api } from '../api-client';

export type SessionProfileParams = {
  brand: TBrandCode;
  /** Right after sign-in a 401 is a failed sign-in, not an expired session to refresh. */
  skipSessionRefresh?: boolean;
};

/** POST /api/users/users/profile: the session profile of spec 000 §3 (admin flag, name, migration). */
export const getSessionProfile = ({
  brand,
  skipSessionRefresh,
}: SessionProfileParams): Promise<TProfileResponse> =>
  api.post('/api/users/users/profile', { body: { brand }, schema: ZProfileResponse, skipSessionRefresh });
