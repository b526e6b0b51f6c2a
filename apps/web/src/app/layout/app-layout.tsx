import { AppShell } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppLoader, PageSkeleton } from '../../components/loaders';
import { SessionEvents } from '../../features/identity/components/session-events';
import { useActiveLocale } from '../../lib/use-locale';
import { AppHeader } from './app-header';
import { ScrollToTop } from './scroll-to-top';

/** Spec 000 §2 Shell: header height 66px (the 300px sidebar arrives with the navigation issue). */
export const HEADER_HEIGHT = 66;

/** Keeps i18next on the language the URL (or the stored choice) asks for; <html lang> follows. */
function useLocaleSync() {
  const locale = useActiveLocale();
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
}

export function AppLayout() {
  useLocaleSync();
  return (
    <Suspense fallback={<AppLoader />}>
      <ScrollToTop />
      <SessionEvents />
      <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
        <AppShell.Header>
          <AppHeader />
        </AppShell.Header>
        <AppShell.Main id="main-content">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </Suspense>
  );
}
