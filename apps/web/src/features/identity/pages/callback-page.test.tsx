import { SESSION_CONSTANTS } from '@portal/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminProfile,
  configHandler,
  customerProfile,
  resetIdentityState,
} from '../../../../test/identity-fixtures';
import { apiErrorResponse, json, type MockHandler, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { shellHandlers } from '../../../../test/shell-fixtures';
import { readIdentity } from '../../../lib/session/identity-marker';
import { browserNavigation } from '../utils/browser-navigation';

const EXPIRES_AT = 1_900_000_000_000;
const challenge = {
  code_verifier: 'verifier-2',
  code_challenge: 'challenge-2',
  code_challenge_method: 'S256',
  state: 'state-2',
  authorizeUrl: 'http://localhost/oidc/auth?client_id=portal&state=state-2',
};

function server({ exchange, profile = customerProfile }: { exchange?: MockHandler; profile?: object } = {}) {
  return mockFetch({
    ...shellHandlers(),
    'POST /api/users/token/gettokens': exchange ?? (() => json(200, { tokenExpirationTime: EXPIRES_AT })),
    'POST /api/users/users/profile': () => json(200, profile),
    'GET /api/users/token/codechallengeandcodeverifier': () => json(200, challenge),
    'GET /api/portal/config': configHandler(),
  });
}

const refused = () => apiErrorResponse(400, 'VALIDATION', 'sign_in_failed');

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetIdentityState();
  window.sessionStorage.setItem('codeVerifier', 'verifier-1');
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('session callback page (spec 000 §2, §4 Sign-in)', () => {
  it('exchanges the code, stores the identity marker and sends a customer through /redirect to /dashboard', async () => {
    const { callsTo } = server();
    const { router } = renderApp({
      path: '/securitycheck.html?code=code-1&state=state-1&iss=http%3A%2F%2Flocalhost%2Foidc',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /Dana/ })).toBeInTheDocument();

    const [exchange] = callsTo('POST /api/users/token/gettokens');
    expect(exchange?.body).toEqual({
      code: 'code-1',
      codeverifier: 'verifier-1',
      state: 'state-1',
      iss: 'http://localhost/oidc',
      brand: 1,
      isLocal: true,
      IsNewDomain: true,
    });
    expect(callsTo('POST /api/users/users/profile')[0]?.body).toEqual({ brand: 1 });
    expect(readIdentity()).toMatchObject({
      given_name: 'Dana',
      isAdmin: false,
      tokenExpirationTime: EXPIRES_AT,
    });
    expect(window.sessionStorage.getItem('codeVerifier')).toBeNull();
  });

  it('sends an admin to admin home /admin', async () => {
    server({ profile: adminProfile });
    const { router } = renderApp({ path: '/securitycheck.html?code=code-1&state=state-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(readIdentity()?.isAdmin).toBe(true);
  });

  it('treats / with a code as the callback, keeping the locale segment', async () => {
    server();
    const { router } = renderApp({ path: '/de?code=code-1&state=state-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /Dana/ })).toBeInTheDocument();
  });

  it('comes back to the locale segment sign-in started on (the callback address has none)', async () => {
    window.sessionStorage.setItem('signInLocale', 'nl');
    server();
    const { router } = renderApp({ path: '/securitycheck.html?code=code-1&state=state-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl/dashboard'));
    expect(window.sessionStorage.getItem('signInLocale')).toBeNull();
  });

  it('restarts sign-in once on a 400 (retry count kept in session storage)', async () => {
    window.sessionStorage.setItem('signInLocale', 'de');
    const { callsTo } = server({ exchange: refused });
    renderApp({ path: '/securitycheck.html?code=used&state=state-1' });

    await waitFor(() => expect(assign).toHaveBeenCalledWith(challenge.authorizeUrl));
    const restart = callsTo('GET /api/users/token/codechallengeandcodeverifier');
    expect(restart).toHaveLength(1);
    expect(restart[0]?.url.searchParams.get('locale')).toBe('de');
    expect(window.sessionStorage.getItem('signInLocale')).toBe('de');
    expect(window.sessionStorage.getItem('signInRetries')).toBe('1');
    expect(window.sessionStorage.getItem('codeVerifier')).toBe('verifier-2');
    expect(readIdentity()).toBeNull();
  });

  it('shows the error state and logs a warning on a second 400', async () => {
    window.sessionStorage.setItem('signInRetries', '1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { callsTo } = server({ exchange: refused });
    renderApp({ path: '/securitycheck.html?code=used&state=state-1' });

    expect(await screen.findByRole('heading', { name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(warn).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(callsTo('GET /api/users/token/codechallengeandcodeverifier')).toHaveLength(0);
  });

  it('shows the error state on any other failure (500)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server({ exchange: () => apiErrorResponse(500, 'INTERNAL', 'default_error_message') });
    renderApp({ path: '/securitycheck.html?code=c&state=s' });
    expect(await screen.findByRole('heading', { name: 'Sign-in failed' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the login error route on a 404', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server({ exchange: () => apiErrorResponse(404, 'NOT_FOUND', 'not_found') });
    const { router } = renderApp({ path: '/securitycheck.html?code=c&state=s' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/error'));
    expect(await screen.findByRole('heading', { name: 'Login error' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Corvane Fleet' })).toBeInTheDocument();
  });

  it('restarts sign-in without exchanging when no verifier is stored', async () => {
    window.sessionStorage.removeItem('codeVerifier');
    const { callsTo } = server();
    renderApp({ path: '/securitycheck.html?code=c&state=s' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(challenge.authorizeUrl));
    expect(callsTo('POST /api/users/token/gettokens')).toHaveLength(0);
    expect(window.sessionStorage.getItem('signInRetries')).toBe('1');
  });

  it('shows the login page when the callback has no code', async () => {
    server();
    const { router } = renderApp({ path: '/securitycheck.html' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('waits 30000 ms with the setup text when cacheRefreshReqd is set', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server({ profile: { ...customerProfile, cacheRefreshReqd: true } });
    const { router } = renderApp({ path: '/securitycheck.html?code=c&state=s' });

    expect(await screen.findByText(/please wait while setup/i)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SESSION_CONSTANTS.cacheRefreshWaitMs - 1000));
    expect(router.state.location.pathname).toBe('/securitycheck.html');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
