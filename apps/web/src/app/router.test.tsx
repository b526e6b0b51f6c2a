import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler } from '../../test/identity-fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { ignoreMenuFocusTrapWarning } from '../../test/shell-fixtures';
import { clearStoredLocale } from '../lib/locale';

beforeEach(() => {
  mockFetch({ 'GET /api/portal/config': configHandler() });
});
afterEach(() => {
  clearStoredLocale();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('router with optional locale segment (spec 000 §2)', () => {
  it('sends / (nobody signed in) to the sign-in landing in English with the brand name', async () => {
    const { router } = renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Corvane Fleet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corvane Fleet – homepage' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the same page at /de/login in German, with German links and <html lang="de">', async () => {
    const { router } = renderApp({ path: '/de', host: 'portal.tessaly.test' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Tessaly Energy' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tessaly Energy – Startseite' })).toHaveAttribute('href', '/de');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(router.state.location.pathname).toBe('/de/login');
  });

  it('shows the 404 page for an unknown path under a locale', async () => {
    renderApp({ path: '/nl/nonexistent' });
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/nl');
  });

  it('treats a first segment that is not a locale as an ordinary (unknown) path', async () => {
    renderApp({ path: '/xx' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  });

  it('switches language by rewriting the first segment, stores the choice and scrolls to the top', async () => {
    ignoreMenuFocusTrapWarning();
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/de/nonexistent' });
    await screen.findByRole('heading', { name: 'Seite nicht gefunden' });
    vi.mocked(window.scrollTo).mockClear();

    await user.click(screen.getByRole('button', { name: 'Sprache: Deutsch' }));
    // hidden: jsdom has no layout, so Floating UI soon marks the open dropdown display:none.
    await user.click(await screen.findByRole('menuitem', { name: 'Polski', hidden: true }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pl/nonexistent'));
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(document.cookie).toContain('locale=pl');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
