import { useTranslation } from 'react-i18next';
import { PlainNotice } from '../../../components/plain-ui';

/** Spec 000 §2: the banner shown on the sign-in landing while the new-login-provider flag is on. */
export function NewLoginProviderNotice() {
  const { t } = useTranslation('login');
  return (
    <PlainNotice color="blue" title={t('new_login_provider_title')}>
      {t('new_login_provider_text')}
    </PlainNotice>
  );
}
