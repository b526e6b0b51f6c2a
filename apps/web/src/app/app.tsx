import type { i18n as I18n } from 'i18next';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppLoader } from '../components/plain-ui';
import type { Brand } from '../lib/brands';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export type AppProps = {
  brand: Brand;
  i18n: I18n;
};

export function App({ brand, i18n }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders brand={brand} i18n={i18n} queryClient={queryClient}>
      <Suspense fallback={<AppLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
