import { type TLoggedInUser, ZUserExistsResponse } from '@portal/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /api/users/users/exists with the selected hierarchy entry: checked before the wizard moves on
 * (spec 000 §5, §7).
 */
export const checkUserExists = (email: string, selection: TLoggedInUser | undefined) =>
  api.get('/api/users/users/exists', {
    query: { accessLevel: selection?.accessLevel, accessLevelCode: selection?.accessLevelCode, email },
    schema: ZUserExistsResponse,
  });
