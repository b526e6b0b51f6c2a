import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../lib/i18n';
import { PlainButtonLink, PlainNotice, plainRootClass } from './plain-ui';

/**
 * Spec 000 §2 Layout / §8: a render error shows an alert with 'Error!' and a Homepage button to '/'.
 * The link is a full page load on purpose: it also clears whatever state broke the render. Plain
 * HTML and CSS: it shows on the sign-in landing too, and when a chunk failed to load.
 */
export function ErrorFallback() {
  // Never suspend here: the error screen must show even when the texts cannot load.
  const { t } = useTranslation(COMMON_NAMESPACE, { useSuspense: false });
  return (
    <div className={plainRootClass} style={{ maxWidth: 720, margin: '0 auto', padding: '32px 16px' }}>
      <PlainNotice color="red">
        <h1 style={{ margin: '0 0 16px', fontSize: '1.375rem' }}>Error!</h1>
        <PlainButtonLink href="/">{t('homepage')}</PlainButtonLink>
      </PlainNotice>
    </div>
  );
}
