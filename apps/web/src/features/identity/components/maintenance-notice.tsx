import type { TLocale } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PlainText } from '../../../components/plain-ui';
import { useActiveLocale } from '../../../lib/use-locale';
import { AuthPanel } from './auth-panel';

/** Spec 000 §2: the maintenance page exists in en, nl, de, pl and pt; other languages show English. */
export const MAINTENANCE_LOCALES: readonly TLocale[] = ['en', 'nl', 'de', 'pl', 'pt'];

export const maintenanceLocale = (locale: TLocale): TLocale =>
  MAINTENANCE_LOCALES.includes(locale) ? locale : 'en';

/** Replaces the sign-in landing while the portal is in maintenance. */
export function MaintenanceNotice() {
  const lng = maintenanceLocale(useActiveLocale());
  const { t } = useTranslation('maintenance', { lng });
  return (
    <AuthPanel title={t('title')} hasLogo lang={lng}>
      <PlainText>{t('text')}</PlainText>
      <PlainText>{t('apology')}</PlainText>
    </AuthPanel>
  );
}
