import type { TLocale } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentBackend } from '../../../../test/content-backend';
import { MantineRoot } from '../../../app/mantine-root';
import { AppProviders } from '../../../app/providers';
import { brandFromHost } from '../../../lib/brands';
import { createI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { LegalPage, type LegalPageProps } from './legal-page';

function renderPage(page: LegalPageProps['page'], locale: TLocale, host: string) {
  const i18n = createI18n({ locale, backend: contentBackend() });
  const router = createMemoryRouter([{ path: '*', element: <LegalPage page={page} /> }]);
  render(
    <AppProviders brand={brandFromHost(host)} i18n={i18n} queryClient={createQueryClient()}>
      <MantineRoot>
        <RouterProvider router={router} />
      </MantineRoot>
    </AppProviders>,
  );
}

describe('our own legal notice and privacy pages (issue 15: footer links point somewhere real)', () => {
  it('the legal notice names the brand and its contact address, in German', async () => {
    renderPage('notice', 'de', 'portal.tessaly.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    expect(screen.getByText(/Tessaly Energy, Musterstraße 1/)).toHaveTextContent(
      'fleet-support@tessaly.example',
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('the privacy page has its four sections, in Polish', async () => {
    renderPage('privacy', 'pl', 'localhost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prywatność' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Jakie dane przetwarzamy',
      'W jakim celu je przetwarzamy',
      'Pliki cookie',
      'Twoje prawa',
    ]);
    expect(screen.getByText(/Corvane Fleet/, { selector: 'p' })).toBeVisible();
  });
});
