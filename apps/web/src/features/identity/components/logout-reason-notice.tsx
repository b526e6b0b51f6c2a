import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlainNotice } from '../../../components/plain-ui';
import { isLogoutReason } from '../../../lib/session/use-logout';

/**
 * Why the portal logged the user out by itself (issue 15; spec 000 §4 idle timeout, token refresh
 * failure, session init without access), from `?reason=` of the login route.
 */
export function LogoutReasonNotice() {
  const { t } = useTranslation('login');
  const reason = useSearchParams()[0].get('reason');
  if (!isLogoutReason(reason)) return null;
  return <PlainNotice color="yellow">{t(`logout_reason_${reason}`)}</PlainNotice>;
}
