import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLogoutReason, useLogout } from '../../../lib/session/use-logout';
import { AuthPanel } from '../components/auth-panel';
import { SessionStatus } from '../components/session-status';

/**
 * Spec 000 §2 /logout: logs out and ends on the login page of the current locale, passing on the
 * reason of an automatic logout (`?reason=`, issue 15).
 */
export function LogoutPage() {
  const { t } = useTranslation('logout');
  const logout = useLogout();
  const reason = useSearchParams()[0].get('reason');
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void logout(isLogoutReason(reason) ? reason : undefined);
  }, [logout, reason]);
  return (
    <AuthPanel title={t('title')}>
      <SessionStatus text={t('logging_out')} />
    </AuthPanel>
  );
}
