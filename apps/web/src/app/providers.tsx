import { type CSSVariablesResolver, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { NotificationsProps } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Brand } from '../lib/brands';
import { lazyPage } from '../lib/lazy-page';
import { BrandContext } from '../lib/use-brand';

/**
 * The toast stack loads after first paint: `notifications.show` only writes the store, which the
 * stack renders from once it arrives, so no toast is lost (issue 13 Web budgets).
 */
const Notifications = lazyPage<NotificationsProps, 'Notifications'>(
  () => import('@mantine/notifications'),
  'Notifications',
);

/** Spec 000 §9: toasts stay 5500 ms. */
export const TOAST_DURATION_MS = 5500;

/**
 * Mantine's dimmed text (gray 6) reaches only 3.3:1 on white; gray 7 passes WCAG AA (4.5:1), so
 * descriptions, menu labels and hints stay readable (DESIGN §7: axe finds nothing serious).
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

export type AppProvidersProps = {
  brand: Brand;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
};

/** The brand theme plus the localized close label of every toast (axe: buttons need a name). */
function ThemedProviders({ brand, queryClient, children }: Omit<AppProvidersProps, 'i18n'>) {
  // No suspending here: the Suspense boundary is below; the label follows once the texts arrive.
  const { t } = useTranslation('common', { useSuspense: false });
  const closeLabel = t('close');
  const theme = useMemo(
    () =>
      mergeThemeOverrides(brand.theme, {
        components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
      }),
    [brand.theme, closeLabel],
  );
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Everything the screens rely on: brand, texts, brand theme, toasts, modals and the query cache. */
export function AppProviders({ brand, i18n, queryClient, children }: AppProvidersProps) {
  return (
    <BrandContext value={brand}>
      <I18nextProvider i18n={i18n}>
        <ThemedProviders brand={brand} queryClient={queryClient}>
          {children}
        </ThemedProviders>
      </I18nextProvider>
    </BrandContext>
  );
}
