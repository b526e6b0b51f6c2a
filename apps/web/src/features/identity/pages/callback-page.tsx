import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/use-locale';
import { AuthPanel } from '../components/auth-panel';
import { SessionStatus } from '../components/session-status';
import { useSignInCallback } from '../hooks/use-sign-in-callback';

/** Spec 000 §2 Session callback page (/securitycheck.html, or / with a code). */
export function CallbackPage() {
  const { t } = useTranslation('callback');
  const to = useLocalizedPath();
  const status = useSignInCallback();

  if (status === 'failed') {
    return (
      <AuthPanel title={t('sign_in_failed_title')}>
        <Alert color="red" variant="light">
          {t('sign_in_failed_text')}
        </Alert>
        <Button component={Link} to={to('/login')}>
          {t('back_to_login_button')}
        </Button>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={t('signing_in_title')}>
      <SessionStatus text={status === 'setting-up' ? t('please_wait_while_setup') : t('signing_in')} />
    </AuthPanel>
  );
}
