import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';

/** Spec 000 §2: the banner shown on the sign-in landing while the new-login-provider flag is on. */
export function NewLoginProviderNotice() {
  const { t } = useTranslation('login');
  return (
    <Alert
      variant="light"
      color="blue"
      radius="md"
      title={t('new_login_provider_title')}
      icon={<AlertIcon size={20} />}
    >
      {t('new_login_provider_text')}
    </Alert>
  );
}
