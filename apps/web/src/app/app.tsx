import type { i18n as I18n } from 'i18next';
import { type ReactElement, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppLoader } from '../components/plain-ui';
import { COOKIES_NAMESPACE } from '../features/shell/utils/cookie-consent';
import type { Brand } from '../lib/brands';
import { preloadRoute } from '../lib/lazy-page';
import { queryClient } from '../lib/query-client';
import { readIdentity } from '../lib/session/identity-marker';
import { RequireSession } from './lazy-layouts';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export type AppProps = {
  brand: Brand;
  i18n: I18n;
};

export function App({ brand, i18n }: AppProps) {
  const [router] = useState(() => {
    const created = createAppRouter();
    // The cookie banner's texts too: it shows on every page until the cookies are accepted.
    preloadRoute(created.state.matches, (namespaces) =>
      i18n.loadNamespaces([...namespaces, COOKIES_NAMESPACE]),
    );
    // A signed-in page: its session-init calls leave now, beside the shell's code, and the page's own
    // first calls as soon as the selection they are scoped to is known.
    const identity = readIdentity();
    const { matches } = created.state;
    const isSignedInRoute = matches.some(
      ({ route }) => (route.element as ReactElement | undefined)?.type === RequireSession,
    );
    if (identity && isSignedInRoute)
      void import('../features/shell/api/prefetch-session').then(({ prefetchSession }) =>
        prefetchSession(queryClient, identity, matches),
      );
    return created;
  });
  return (
    <AppProviders brand={brand} i18n={i18n} queryClient={queryClient}>
      <Suspense fallback={<AppLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
