import { useTranslation } from 'react-i18next';
import { PlainSkeleton, PlainText } from '../../../components/plain-ui';
import { usePortalConfig } from '../../../lib/portal-config';
import { useBrand } from '../../../lib/use-brand';
import { AuthPanel } from '../components/auth-panel';
import { ForgotPasswordLink } from '../components/forgot-password-link';
import { LoginButton } from '../components/login-button';
import { LogoutReasonNotice } from '../components/logout-reason-notice';
import { MaintenanceNotice } from '../components/maintenance-notice';
import { NewLoginProviderNotice } from '../components/new-login-provider-notice';
import { useMaintenance } from '../hooks/use-maintenance';
import { isInternalSignIn } from '../utils/sign-in-storage';

/**
 * Spec 000 §2 Sign-in landing (/login, /login.html): welcome heading and login button; why an automatic
 * logout happened and the way to a forgotten password (issue 15). Plain HTML and CSS, no Mantine:
 * this route stays within its 150 KB JavaScript budget (issue 13).
 */
export function LoginPage() {
  const { t } = useTranslation('login');
  const brand = useBrand();
  const maintenance = useMaintenance();
  const { data: config } = usePortalConfig();

  if (maintenance === 'checking') return <PlainSkeleton />;
  if (maintenance === 'on') return <MaintenanceNotice />;
  return (
    <AuthPanel
      title={t('welcome_title', { brand: brand.name })}
      banner={config?.newLoginProviderNotice ? <NewLoginProviderNotice /> : undefined}
    >
      <LogoutReasonNotice />
      <PlainText>{t('welcome_text')}</PlainText>
      <LoginButton isInternal={isInternalSignIn()} />
      <ForgotPasswordLink />
    </AuthPanel>
  );
}
