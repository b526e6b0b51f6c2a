import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../../test/identity-fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { shellHandlers } from '../../../../test/shell-fixtures';
import type { TPortalConfig } from '../../../lib/portal-config';
import { browserNavigation } from '../utils/browser-navigation';

const challenge = {
  code_verifier: 'verifier-1',
  code_challenge: 'challenge-1',
  code_challenge_method: 'S256',
  state: 'state-1',
  authorizeUrl: 'http://localhost/oidc/auth?client_id=portal&state=state-1',
};

const server = (config: Partial<TPortalConfig> = {}) =>
  mockFetch({
    ...shellHandlers(),
    'GET /api/users/token/codechallengeandcodeverifier': () => json(200, challenge),
    'GET /api/portal/config': configHandler(config),
    'POST /api/users/token/gettokens': () => json(200, { loggedOut: true }),
  });

// biome-ignore lint/suspicious/noDocumentCookie: tests set the cookies the landing reads.
const setCookie = (cookie: string) => (document.cookie = `${cookie}; Path=/`);

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetIdentityState();
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('sign-in landing (spec 000 §2)', () => {
  it('shows the welcome heading; the login button gets a challenge, keeps the verifier and redirects', async () => {
    const user = userEvent.setup();
    const { callsTo } = server();
    renderApp({ path: '/login' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Corvane Fleet' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(challenge.authorizeUrl));
    const [call] = callsTo('GET /api/users/token/codechallengeandcodeverifier');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      brand: '1',
      internal: 'false',
      locale: 'en',
    });
    expect(window.sessionStorage.getItem('codeVerifier')).toBe('verifier-1');
    expect(window.sessionStorage.getItem('signInState')).toBe('state-1');
  });

  it('works as /login.html and in German under brand 2', async () => {
    const user = userEvent.setup();
    const { callsTo } = server();
    renderApp({ path: '/de/login.html', host: 'portal.tessaly.test' });
    expect(await screen.findByRole('heading', { name: 'Willkommen bei Tessaly Energy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const query = callsTo('GET /api/users/token/codechallengeandcodeverifier')[0]?.url.searchParams;
    expect(query?.get('brand')).toBe('2');
    expect(query?.get('locale')).toBe('de');
    expect(window.sessionStorage.getItem('signInLocale')).toBe('de');
  });

  it('shows an error when sign-in cannot start', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ 'GET /api/portal/config': configHandler() });
    renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('We could not start the sign-in. Please try again in a moment.'),
    ).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it('uses the internal scope when the isInternal cookie is set', async () => {
    const user = userEvent.setup();
    setCookie('isInternal=true');
    const { callsTo } = server();
    renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(
      callsTo('GET /api/users/token/codechallengeandcodeverifier')[0]?.url.searchParams.get('internal'),
    ).toBe('true');
  });

  it('shows the new-login-provider notice only when the flag is on', async () => {
    server({ newLoginProviderNotice: true });
    renderApp({ path: '/login' });
    expect(await screen.findByText('New login provider')).toBeInTheDocument();
  });

  it('has no notice when the flag is off', async () => {
    server();
    renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByText('New login provider')).not.toBeInTheDocument();
  });
});

describe('maintenance page (spec 000 §2): only with the cookie AND the flag', () => {
  it('replaces the landing when both are on', async () => {
    setCookie('maintenance=true');
    server({ maintenance: true });
    renderApp({ path: '/nl/login' });
    expect(await screen.findByRole('heading', { name: 'Gepland onderhoud' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inloggen' })).not.toBeInTheDocument();
  });

  it('shows the landing with the cookie but without the flag', async () => {
    setCookie('maintenance=true');
    server({ maintenance: false });
    renderApp({ path: '/login' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Scheduled maintenance' })).not.toBeInTheDocument();
  });

  it('shows the landing with the flag but without the cookie', async () => {
    server({ maintenance: true });
    renderApp({ path: '/login' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Scheduled maintenance' })).not.toBeInTheDocument();
  });

  it('is shown in English for Spanish, which has no maintenance page', async () => {
    setCookie('maintenance=1');
    server({ maintenance: true });
    renderApp({ path: '/es/login' });
    const heading = await screen.findByRole('heading', { name: 'Scheduled maintenance' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});

describe('internal users login (spec 000 §2)', () => {
  it.each(['/login/internal', '/de/login/internal'])('forces %s to /en/login/internal', async (path) => {
    server();
    const { router } = renderApp({ path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login/internal'));
    expect(await screen.findByRole('heading', { name: 'Internal Users Login Portal' })).toBeInTheDocument();
  });

  it('signs in with the internal scope and remembers it', async () => {
    const user = userEvent.setup();
    const { callsTo } = server();
    renderApp({ path: '/en/login/internal' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(
      callsTo('GET /api/users/token/codechallengeandcodeverifier')[0]?.url.searchParams.get('internal'),
    ).toBe('true');
    expect(window.localStorage.getItem('isInternal')).toBe('true');
  });

  it("'Not An Internal User' goes back to the root (then the landing) and forgets the internal choice", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('isInternal', 'true');
    server();
    const { router } = renderApp({ path: '/en/login/internal' });
    await user.click(await screen.findByRole('link', { name: 'Not An Internal User' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('isInternal')).toBeNull();
  });
});

describe('entry, guard and logout routes (spec 000 §2)', () => {
  it('sends / without a code to the landing when nobody is signed in', async () => {
    server();
    const { router } = renderApp({ path: '/pl' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pl/login'));
  });

  it('sends / to /redirect and on to /dashboard when signed in', async () => {
    signInAs();
    server();
    const { router } = renderApp({ path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a protected route to the login page of the current locale without a stored identity', async () => {
    server();
    const { router } = renderApp({ path: '/de/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/login'));
  });

  it('/logout calls the logout form of the token call, clears the identity and lands on the login page', async () => {
    signInAs();
    const { callsTo } = server();
    const { router } = renderApp({ path: '/nl/logout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl/login'));
    const [call] = callsTo('POST /api/users/token/gettokens?logout_action=logout');
    expect(call?.body).toEqual({ brand: 1, IsNewDomain: true });
    expect(window.localStorage.getItem('identity')).toBeNull();
    expect(window.sessionStorage.getItem('loggingOut')).toBe('true');
  });
});
