import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Brand } from '../lib/brands';
import { BrandContext } from '../lib/use-brand';

export type AppProvidersProps = {
  brand: Brand;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
};

/**
 * What every screen relies on: brand, texts and the query cache. The Mantine theme, toasts and
 * modals come with the MantineFrame route (app/mantine-root.tsx), outside the sign-in landing.
 */
export function AppProviders({ brand, i18n, queryClient, children }: AppProvidersProps) {
  return (
    <BrandContext value={brand}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </BrandContext>
  );
}
