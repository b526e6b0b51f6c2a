import { useEffect } from 'react';
import { configureSession } from '../../../lib/api-client';
import { updateTokenExpiry } from '../../../lib/session/identity-marker';
import { isLoggingOut } from '../../../lib/session/logging-out';
import { useAutomaticLogout } from '../../../lib/session/use-logout';

/**
 * Connects the api client's session events to the app (spec 000 §4 Token refresh): a failed refresh
 * logs out once, and the login page shows the warning (issue 15: it stays there to be read, where a
 * toast vanished with the page); a successful refresh moves the stored expiry.
 */
export function SessionEvents() {
  const logoutAutomatically = useAutomaticLogout();

  useEffect(() => {
    configureSession({
      onSessionExpired: () => {
        if (isLoggingOut()) return;
        void logoutAutomatically('expired');
      },
      onRefreshed: async (body) => {
        // Loaded here, not with the sign-in route, which has no session to refresh (issue 13).
        const { ZGetTokensResponse } = await import('../../../lib/session-schemas');
        const parsed = ZGetTokensResponse.safeParse(body);
        if (parsed.success) updateTokenExpiry(parsed.data.tokenExpirationTime);
      },
    });
  }, [logoutAutomatically]);

  return null;
}
