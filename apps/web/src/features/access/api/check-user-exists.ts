import { type TLoggedInUser, USERS_ENDPOINTS } from '@portal/contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { levelQuery } from '../../../lib/session/scope-query';

/**
 * GET /api/users/users/exists with the selected hierarchy entry: checked before the wizard moves on
 * (spec 000 §5, §7).
 */
export const checkUserExists = (email: string, selection: TLoggedInUser | undefined) =>
  callEndpoint(USERS_ENDPOINTS.exists, {
    query: { ...levelQuery(selection), email },
  });
