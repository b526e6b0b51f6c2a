import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton, plainRootClass } from '../../../components/plain-ui';
import { lazyPage } from '../../../lib/lazy-page';
import { agreeToAllCookies, COOKIES_NAMESPACE, useCookieConsent } from '../utils/cookie-consent';
import classes from './cookie-banner.module.css';

const CookieSettingsDialog = lazyPage(() => import('./cookie-settings-dialog'), 'CookieSettingsDialog');

/**
 * Spec 000 §2 Cookie banner: on every page until functional cookies are accepted; manage cookies
 * opens the choices, agree accepts them all. A region, not a dialog: the page stays usable. Plain
 * HTML and CSS, since it shows on the sign-in landing (issue 13 Web budgets).
 */
export function CookieBanner() {
  const { t, ready } = useTranslation(COOKIES_NAMESPACE, { useSuspense: false });
  const { isFunctionalAccepted } = useCookieConsent();
  const [isManageOpen, setIsManageOpen] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  const isShown = !isFunctionalAccepted && ready;
  // Issue 15: a spacer as tall as the banner ends the page, so the last controls (a page-size
  // selector, a form's buttons) can always be scrolled above the banner instead of under it.
  useEffect(() => {
    const element = banner.current;
    if (!isShown || !element) return;
    // The observer reports the first size too, after the browser's own layout: reading offsetHeight
    // here would force a layout of the whole page in the middle of the commit (issue 13).
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [isShown]);
  if (!isShown) return null;
  return (
    <>
      <div aria-hidden="true" data-testid="cookie-banner-spacer" style={{ height }} />
      <section ref={banner} aria-label={t('banner_label')} className={`${plainRootClass} ${classes.banner}`}>
        <div className={classes.content}>
          <div className={classes.texts}>
            <p className={classes.title}>{t('banner_title')}</p>
            <p className={classes.text}>{t('banner_text')}</p>
          </div>
          <div className={classes.actions}>
            <PlainButton variant="default" onClick={() => setIsManageOpen(true)}>
              {t('manage_button')}
            </PlainButton>
            <PlainButton onClick={agreeToAllCookies}>{t('agree_button')}</PlainButton>
          </div>
        </div>
      </section>
      {isManageOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog onClose={() => setIsManageOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
