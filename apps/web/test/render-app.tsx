import type { TLocale } from '@portal/contract';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineRoot } from '../src/app/mantine-root';
import { AppProviders } from '../src/app/providers';
import { appRoutes } from '../src/app/router';
import { brandFromHost } from '../src/lib/brands';
import { createI18n } from '../src/lib/i18n';
import { preloadLazyPages } from '../src/lib/lazy-page';
import { resolveLocale } from '../src/lib/locale';
import { createQueryClient } from '../src/lib/query-client';
import { type ContentMap, contentBackend } from './content-backend';

// Every page of the route tree imported before the first test renders one.
await preloadLazyPages();

export type RenderAppOptions = {
  path?: string;
  host?: string;
  locale?: TLocale;
  content?: ContentMap;
};

/** Renders the real route tree at `path` with the real providers and the real content files. */
export function renderApp({ path = '/', host = 'localhost', locale, content }: RenderAppOptions = {}) {
  const i18n = createI18n({ locale: locale ?? resolveLocale(path), backend: contentBackend(content) });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders brand={brandFromHost(host)} i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, i18n };
}

/** Renders one component inside the Mantine frame with the real providers and content files, in `locale`. */
export function renderWithProviders(ui: ReactNode, { locale = 'en' }: { locale?: TLocale } = {}) {
  return render(
    <AppProviders
      brand={brandFromHost('localhost')}
      i18n={createI18n({ locale, backend: contentBackend() })}
      queryClient={createQueryClient()}
    >
      <MantineRoot isFrame>
        <Suspense fallback="loading">{ui}</Suspense>
      </MantineRoot>
    </AppProviders>,
  );
}
