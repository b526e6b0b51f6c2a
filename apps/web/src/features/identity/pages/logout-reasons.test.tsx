import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../../test/identity-fixtures';
import { apiErrorResponse, json, type MockRequest, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { oneAuthorityHierarchy, shellHandlers } from '../../../../test/shell-fixtures';
import { api } from '../../../lib/api-client';
import type { TPortalConfig } from '../../../lib/portal-config';

const IDLE_MS = 10_000;
const AUTO_LOGOUT_MS = 5_000;
const TEXTS = {
  idle: 'You were logged out because you were inactive for a while. Log in again to continue.',
  expired: 'Your session has ended. Please log in again.',
  noAccess:
    'You were logged out because your account has no access to the portal any more. Ask your administrator for access.',
};

function server({
  refreshStatus = 200,
  config = {},
  overrides = {},
}: {
  refreshStatus?: number;
  config?: Partial<TPortalConfig>;
  overrides?: Parameters<typeof mockFetch>[0];
} = {}) {
  return mockFetch({
    ...shellHandlers(),
    'GET /api/portal/config': configHandler({
      idleTimeoutMs: IDLE_MS,
      autoLogoutMs: AUTO_LOGOUT_MS,
      ...config,
    }),
    'POST /api/users/token/gettokens': ({ url }: MockRequest) => {
      if (url.searchParams.get('logout_action') === 'logout') return json(200, { loggedOut: true });
      return refreshStatus === 200
        ? json(200, { tokenExpirationTime: 2_000_000_000_000 })
        : apiErrorResponse(refreshStatus, 'UNAUTHORIZED', 'session_expired');
    },
    'GET /api/expired': () => apiErrorResponse(401, 'UNAUTHORIZED', 'Unauthorized'),
    ...overrides,
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  resetIdentityState();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Issue 15: automatic logouts say why on the login page (spec 000 §4 idle timeout, token refresh, session init). */
describe('the login page says why an automatic logout happened', () => {
  it('after the idle modal got no answer', async () => {
    server();
    signInAs();
    const { router } = renderApp({ path: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: /Dana/ });
    await advance(50);
    await advance(IDLE_MS + AUTO_LOGOUT_MS + 500);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.search).toBe('?reason=idle');
    expect(await screen.findByText(TEXTS.idle)).toBeVisible();
  });

  it('after the session could not be refreshed', async () => {
    server({ refreshStatus: 401 });
    signInAs();
    const { router } = renderApp({ path: '/de/dashboard' });
    await screen.findByRole('heading', { level: 1, name: /Dana/ });
    await Promise.allSettled([api.get('/api/expired')]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/login'));
    expect(router.state.location.search).toBe('?reason=expired');
    expect(
      await screen.findByText('Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.'),
    ).toBeVisible();
  });

  it('after session init found no access left', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server({
      overrides: {
        'GET /api/users/users/hierarchy': () => json(200, { ...oneAuthorityHierarchy, authorities: [] }),
        'GET /api/users/users/loggedinuser': () => apiErrorResponse(404, 'NOT_FOUND', 'no_hierarchy'),
      },
    });
    signInAs();
    const { router } = renderApp({ path: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.search).toBe('?reason=no_access');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.noAccess);
  });

  it('says nothing after a logout the user chose, or for an unknown reason', async () => {
    server();
    renderApp({ path: '/login?reason=whatever' });
    await screen.findByRole('button', { name: 'Log in' });
    for (const text of Object.values(TEXTS)) expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});

describe('"Forgot your password?" on the landing (issue 15)', () => {
  it('leads to the built-in IdP page in the page language', async () => {
    server();
    renderApp({ path: '/pl/login' });
    const link = await screen.findByRole('link', { name: 'Nie pamiętasz hasła?' });
    expect(link).toHaveAttribute('href', '/oidc/forgot-password?lng=pl');
  });

  it("leads to the external IdP's own page when one is configured", async () => {
    server({ config: { isBuiltInIdp: false, passwordUrl: 'https://idp.example.test/reset' } });
    renderApp({ path: '/login' });
    const link = await screen.findByRole('link', { name: 'Forgot your password?' });
    await waitFor(() => expect(link).toHaveAttribute('href', 'https://idp.example.test/reset'));
  });
});
