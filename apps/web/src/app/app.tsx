import type { i18n as I18n } from 'i18next';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppLoader } from '../components/plain-ui';
import { COOKIES_NAMESPACE } from '../features/shell/utils/cookie-consent';
import type { Brand } from '../lib/brands';
import { preloadRoute } from '../lib/lazy-page';
import { queryClient } from '../lib/query-client';
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
