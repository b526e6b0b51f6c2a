import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminProfile, configHandler, resetIdentityState, signInAs } from '../../../test/identity-fixtures';
import { apiErrorResponse, json, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import {
  migratedProfile,
  resetShellState,
  type ShellServer,
  shellHandlers,
  signInAsImpersonatingAdmin,
} from '../../../test/shell-fixtures';

const server = (options: ShellServer = {}) =>
  mockFetch({
    ...shellHandlers(options),
    'GET /api/portal/config': configHandler(),
    'POST /api/users/token/gettokens': () => json(200, { loggedOut: true }),
  });

beforeEach(() => {
  resetIdentityState();
  resetShellState();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('entry redirect /redirect (spec 000 §2, §4 Session init)', () => {
  it('sends an EV user (permission isEVUser) to /charge-points after session init', async () => {
    signInAs();
    const { callsTo } = server({
      permissions: ['isEVUser', 'viewChargePoints', 'manageDepot', 'SiteAccess'],
    });
    const { router } = renderApp({ path: '/de/redirect' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/charge-points'));
    expect(callsTo('GET /api/users/users/permissions')).toHaveLength(1);
  });

  it('sends any other user to /dashboard', async () => {
    signInAs();
    server({ permissions: ['ReadCard'] });
    const { router } = renderApp({ path: '/redirect' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends an admin who is not impersonating to /admin without session init', async () => {
    signInAs(adminProfile);
    const { callsTo } = server();
    const { router } = renderApp({ path: '/redirect' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(callsTo('GET /api/users/users/hierarchy')).toHaveLength(0);
  });

  it('sends an impersonating admin like the user they act as', async () => {
    signInAsImpersonatingAdmin();
    server({ permissions: ['viewTransactions'] });
    const { router } = renderApp({ path: '/redirect' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a migrated user to the migration page', async () => {
    signInAs(migratedProfile);
    server();
    const { router } = renderApp({ path: '/redirect' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/migratedusers'));
  });

  it('logs out when session init fails', async () => {
    signInAs();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      ...shellHandlers(),
      'GET /api/users/users/permissions': () => apiErrorResponse(404, 'NOT_FOUND', 'not_found'),
      'GET /api/portal/config': configHandler(),
      'POST /api/users/token/gettokens': () => json(200, { loggedOut: true }),
    });
    const { router } = renderApp({ path: '/redirect' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
  });
});
