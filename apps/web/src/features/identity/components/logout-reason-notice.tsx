import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { isLogoutReason } from '../../../lib/session/use-logout';

/**
 * Why the portal logged the user out by itself (issue 15; spec 000 §4 idle timeout, token refresh
 * failure, session init without access), from `?reason=` of the login route.
 */
export function LogoutReasonNotice() {
  const { t } = useTranslation('login');
  const reason = useSearchParams()[0].get('reason');
  if (!isLogoutReason(reason)) return null;
  return (
    <Alert variant="light" color="yellow" radius="md" icon={<AlertIcon size={20} />}>
      {t(`logout_reason_${reason}`)}
    </Alert>
  );
}
