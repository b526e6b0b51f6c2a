import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentBackend } from '../../test/content-backend';
import { createI18n } from '../lib/i18n';
import { RouteErrorBoundary } from './route-error-boundary';

function BrokenPage(): never {
  throw new Error('render failed');
}

function renderBrokenRoute(locale: 'en' | 'de') {
  const i18n = createI18n({ locale, backend: contentBackend() });
  const router = createMemoryRouter(
    [{ path: '/', element: <BrokenPage />, errorElement: <RouteErrorBoundary /> }],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('error boundary (spec 000 §2 Layout, §8 render error)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows an alert with 'Error!' and a Homepage button to '/'", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBrokenRoute('en');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(screen.getByRole('heading', { name: 'Error!' })).toBeInTheDocument();
    const homepage = await screen.findByRole('link', { name: 'Homepage' });
    expect(homepage).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
  });

  it("keeps 'Error!' literal and translates the button", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBrokenRoute('de');
    expect(screen.getByRole('alert')).toHaveTextContent('Error!');
    expect(await screen.findByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
  });
});
