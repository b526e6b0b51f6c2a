import type { TBrandCode } from '@portal/contract';
import { api } from '../api-client';

/**
 * POST /api/users/token/gettokens?logout_action=logout: the server ends the session, revokes at the
 * identity provider and clears cookies and site data.
 */
export const logoutSession = async ({ brand }: { brand: TBrandCode }) => {
  // The schema loads with the logout, not with the sign-in route the app frame shares (issue 13).
  const { ZLogoutResponse } = await import('../session-schemas');
  return api.post('/api/users/token/gettokens', {
    query: { logout_action: 'logout' },
    body: { brand, IsNewDomain: true },
    schema: ZLogoutResponse,
    skipSessionRefresh: true,
  });
};
