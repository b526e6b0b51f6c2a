import { useTranslation } from 'react-i18next';
import { PlainLink } from '../../../components/plain-ui';
import { usePortalConfig } from '../../../lib/portal-config';
import { useActiveLocale } from '../../../lib/use-locale';

/** The built-in identity provider's "Forgot password" page, on the host the page is on (issue 15). */
export const BUILT_IN_FORGOT_PASSWORD_PATH = '/oidc/forgot-password';

/**
 * "Forgot your password?" (issue 15): the built-in identity provider's page in the page language, or an
 * external provider's own page when the server names one (OIDC_PASSWORD_URL); nothing otherwise.
 */
export function ForgotPasswordLink() {
  const { t } = useTranslation('login');
  const locale = useActiveLocale();
  const { data: config } = usePortalConfig();
  if (!config) return null;
  const href = config.isBuiltInIdp ? `${BUILT_IN_FORGOT_PASSWORD_PATH}?lng=${locale}` : config.passwordUrl;
  if (!href) return null;
  return <PlainLink href={href}>{t('forgot_password_link')}</PlainLink>;
}
