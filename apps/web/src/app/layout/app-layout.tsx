import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppLoader } from '../../components/plain-ui';
import { SessionEvents } from '../../features/identity/components/session-events';
import { CookieBanner } from '../../features/shell/components/cookie-banner';
import { ensureClientId } from '../../features/shell/utils/cookie-consent';
import { useIdentity } from '../../lib/session/identity-marker';
import { clearSelectedHierarchy } from '../../lib/session/selected-hierarchy-store';
import { useActiveLocale } from '../../lib/use-locale';
import { useNavigationToast } from '../../lib/use-navigation-toast';
import { ScrollToTop } from './scroll-to-top';

/** Spec 000 §2 Shell: header height 66px, sidebar width 300px. */
export const HEADER_HEIGHT = 66;
export const SIDEBAR_WIDTH = 300;

/** Keeps i18next on the language the URL (or the stored choice) asks for; <html lang> follows. */
function useLocaleSync() {
  const locale = useActiveLocale();
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
}

/** A new sign-in (or none) starts without the previous user's selection. */
function useForgetSelectionOnSignOut() {
  const identity = useIdentity();
  useEffect(() => {
    if (!identity) clearSelectedHierarchy();
  }, [identity]);
}

/**
 * The root of every page, public or protected: language, scroll, session events, navigation
 * toasts, the client-id cookie and the cookie banner. The page layouts (public, shell) sit inside.
 */
export function AppLayout() {
  useLocaleSync();
  useNavigationToast();
  useForgetSelectionOnSignOut();
  useEffect(() => {
    ensureClientId();
  }, []);
  return (
    <Suspense fallback={<AppLoader />}>
      <ScrollToTop />
      <SessionEvents />
      <Outlet />
      <CookieBanner />
    </Suspense>
  );
}
