import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../../test/identity-fixtures';
import { apiErrorResponse, json, type MockRequest, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { shellHandlers } from '../../../../test/shell-fixtures';
import { api } from '../../../lib/api-client';
import { readIdentity } from '../../../lib/session/identity-marker';

/** Shortened through the server's configuration, as the e2e tests do. */
const IDLE_MS = 10_000;
const AUTO_LOGOUT_MS = 5_000;

function server({ refreshStatus = 200 }: { refreshStatus?: number } = {}) {
  return mockFetch({
    ...shellHandlers(),
    'GET /api/portal/config': configHandler({ idleTimeoutMs: IDLE_MS, autoLogoutMs: AUTO_LOGOUT_MS }),
    'POST /api/users/token/gettokens': ({ url }: MockRequest) => {
      if (url.searchParams.get('logout_action') === 'logout') return json(200, { loggedOut: true });
      return refreshStatus === 200
        ? json(200, { tokenExpirationTime: 2_000_000_000_000 })
        : apiErrorResponse(refreshStatus, 'UNAUTHORIZED', 'session_expired');
    },
    'GET /api/expired': () => apiErrorResponse(401, 'UNAUTHORIZED', 'Unauthorized'),
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderSignedIn(path = '/dashboard') {
  signInAs();
  const view = renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: /Dana/ });
  // let the configuration arrive, so the shortened times apply
  await advance(50);
  return view;
}

beforeEach(() => {
  resetIdentityState();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('idle timeout (spec 000 §4, §9)', () => {
  it('opens the modal after the configured idle time, then logs out after the auto-logout time', async () => {
    const { callsTo } = server();
    const { router } = await renderSignedIn('/de/dashboard');

    await advance(IDLE_MS - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1500);
    expect(await screen.findByRole('dialog', { name: 'Sind Sie noch da?' })).toBeInTheDocument();

    await advance(AUTO_LOGOUT_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/login'));
    expect(callsTo('POST /api/users/token/gettokens?logout_action=logout')).toHaveLength(1);
    expect(readIdentity()).toBeNull();
    expect(window.sessionStorage.getItem('loggingOut')).toBe('true');
  });

  it('continue refreshes the session and closes the modal', async () => {
    const { callsTo } = server();
    await renderSignedIn();
    await advance(IDLE_MS + 500);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Continue session' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST /api/users/token/gettokens?refresh_token=secure')).toHaveLength(1);
    expect(readIdentity()?.tokenExpirationTime).toBe(2_000_000_000_000);
    // no logout after the auto-logout time has passed
    await advance(AUTO_LOGOUT_MS + 1000);
    expect(callsTo('POST /api/users/token/gettokens?logout_action=logout')).toHaveLength(0);
  });

  it('goes to the login page of the current locale when the refresh on continue fails', async () => {
    const { callsTo } = server({ refreshStatus: 401 });
    const { router } = await renderSignedIn('/nl/dashboard');
    await advance(IDLE_MS + 500);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Sessie voortzetten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl/login'));
    expect(callsTo('POST /api/users/token/gettokens?logout_action=logout')).toHaveLength(1);
  });

  it('log out in the modal logs out at once', async () => {
    const { callsTo } = server();
    const { router } = await renderSignedIn();
    await advance(IDLE_MS + 500);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(callsTo('POST /api/users/token/gettokens?logout_action=logout')).toHaveLength(1);
  });

  it('counts mouse, key, touch and scroll activity: the modal waits for the idle time after the last one', async () => {
    server();
    await renderSignedIn();
    for (const fire of [
      () => fireEvent.mouseMove(window),
      () => fireEvent.keyDown(window),
      () => fireEvent.touchStart(window),
      () => fireEvent.scroll(window),
    ]) {
      await advance(IDLE_MS - 2000);
      fire();
    }
    await advance(IDLE_MS - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1500);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('is not active on public pages', async () => {
    server();
    renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    await advance(IDLE_MS * 3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('token refresh failure (spec 000 §4, §8)', () => {
  it('shows a warning and logs out once when the refresh fails', async () => {
    const { callsTo } = server({ refreshStatus: 401 });
    const { router } = await renderSignedIn();

    await Promise.allSettled([api.get('/api/expired'), api.get('/api/expired'), api.get('/api/expired')]);

    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(callsTo('POST /api/users/token/gettokens?refresh_token=secure')).toHaveLength(1);
    expect(callsTo('POST /api/users/token/gettokens?logout_action=logout')).toHaveLength(1);
  });
});
