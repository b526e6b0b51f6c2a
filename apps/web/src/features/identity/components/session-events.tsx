import { notifications } from '@mantine/notifications';
import { ZGetTokensResponse } from '@portal/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { configureSession } from '../../../lib/api-client';
import { updateTokenExpiry } from '../../../lib/session/identity-marker';
import { isLoggingOut } from '../../../lib/session/logging-out';
import { useLogout } from '../../../lib/session/use-logout';

const LOGOUT_NAMESPACE = 'logout';

/**
 * Connects the api client's session events to the app (spec 000 §4 Token refresh): a failed refresh
 * shows a warning and logs out once; a successful one moves the stored expiry.
 */
export function SessionEvents() {
  const logout = useLogout();
  const { i18n } = useTranslation(undefined, { useSuspense: false });

  useEffect(() => {
    configureSession({
      onSessionExpired: () => {
        if (isLoggingOut()) return;
        void i18n.loadNamespaces(LOGOUT_NAMESPACE).then(() => {
          const t = i18n.getFixedT(null, LOGOUT_NAMESPACE);
          notifications.show({
            color: 'yellow',
            title: t('session_expired_title'),
            message: t('session_expired_text'),
          });
        });
        void logout();
      },
      onRefreshed: (body) => {
        const parsed = ZGetTokensResponse.safeParse(body);
        if (parsed.success) updateTokenExpiry(parsed.data.tokenExpirationTime);
      },
    });
  }, [i18n, logout]);

  return null;
}
