import { render, screen, within } from '@testing-library/react';
import type { BackendModule } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentBackend } from '../../../../test/content-backend';
import { MantineRoot } from '../../../app/mantine-root';
import { AppProviders } from '../../../app/providers';
import { brandFromHost, SOCIAL_NETWORKS } from '../../../lib/brands';
import { createI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { SiteFooter } from './site-footer';

/** Serves every page's texts except the footer's, which never arrive. */
const footerNeverLoads = (): BackendModule => {
  const real = contentBackend();
  return {
    ...real,
    read(language, namespace, callback) {
      if (namespace !== 'footer') real.read(language, namespace, callback);
    },
  };
};

function renderFooter(backend: BackendModule, host = 'localhost') {
  const i18n = createI18n({ locale: 'en', backend });
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }], { initialEntries: ['/de/x'] });
  render(
    <AppProviders brand={brandFromHost(host)} i18n={i18n} queryClient={createQueryClient()}>
      <MantineRoot>
        <RouterProvider router={router} />
      </MantineRoot>
    </AppProviders>,
  );
}

describe('footer (spec 000 §2 Shell footer)', () => {
  it('shows a skeleton until its texts have loaded', async () => {
    renderFooter(footerNeverLoads());
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveAttribute('aria-busy', 'true');
    expect(within(footer).queryAllByRole('link')).toEqual([]);
  });

  it('links contact, legal notice, global site, privacy, cookie preferences and six social networks', async () => {
    renderFooter(contentBackend(), 'portal.tessaly.test');
    const footer = await screen.findByRole('contentinfo', { name: 'Site footer' });
    expect(await within(footer).findByText('Fuel and EV charging for business fleets')).toBeInTheDocument();
    const legal = within(footer).getByRole('list', { name: 'Legal and contact' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Contact us', 'Legal notice', 'Global site', 'Privacy', 'Cookie preferences']);
    // Issue 15: the brand's addresses, our own legal notice and privacy pages in the page's language.
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'mailto:fleet-support@tessaly.example',
      '/de/legal-notice',
      'https://www.tessaly.example/',
      '/de/privacy',
      '/de/cookie-preferences',
    ]);
    const social = within(footer).getByRole('list', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(SOCIAL_NETWORKS.map((network) => brandFromHost('portal.tessaly.test').links.social[network]));
    // No placeholder anchors any more: every link leaves the page or opens a portal page.
    for (const link of within(footer).getAllByRole('link'))
      expect(link.getAttribute('href')).not.toMatch(/^#/);
    expect(within(social).getByRole('link', { name: 'Tessaly Energy on LinkedIn' })).toBeInTheDocument();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Tessaly Energy. All rights reserved.`),
    ).toBeVisible();
  });
});
