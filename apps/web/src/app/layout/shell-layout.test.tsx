import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminProfile,
  configHandler,
  customerProfile,
  resetIdentityState,
  signInAs,
} from '../../../test/identity-fixtures';
import { apiErrorResponse, json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import {
  ignoreMenuFocusTrapWarning,
  largeHierarchy,
  resetShellState,
  type ShellServer,
  shellHandlers,
  signInAsImpersonatingAdmin,
} from '../../../test/shell-fixtures';
import { readIdentity } from '../../lib/session/identity-marker';

function server(options: ShellServer = {}) {
  return mockFetch({
    ...shellHandlers(options),
    'GET /api/portal/config': configHandler(),
    'POST /api/users/token/gettokens': ({ url }: MockRequest) =>
      url.searchParams.get('logout_action') === 'logout'
        ? json(200, { loggedOut: true })
        : apiErrorResponse(401, 'UNAUTHORIZED', 'session_expired'),
  });
}

const topBar = () => screen.findByRole('region', { name: 'Selected account' });
/**
 * jsdom has no layout, so Floating UI's hide middleware (Mantine's hideDetached) soon marks open
 * dropdowns display:none; the items are there and work, they only look hidden to the queries.
 */
const menuItems = () => screen.findAllByRole('menuitem', { hidden: true });
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
const switchButton = () => screen.queryByRole('button', { name: /^Switch account/ });

beforeEach(() => {
  resetIdentityState();
  resetShellState();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('shell layout (spec 000 §2 Shell, §4 Session init)', () => {
  it('loads hierarchy, last selection and permissions, then shows top bar, navigation, page and footer', async () => {
    signInAs();
    const { callsTo } = server();
    renderApp({ path: '/dashboard' });

    expect(await screen.findByRole('heading', { level: 1, name: /Dana/ })).toBeInTheDocument();
    expect(within(await topBar()).getByText('A10001 · Northwind Logistics')).toBeInTheDocument();
    expect(switchButton()).toBeNull(); // one entry: nothing to switch to
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/transactions');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Cookie preferences' })).toHaveAttribute(
      'href',
      '/cookie-preferences',
    );
    expect(callsTo('GET /api/users/users/hierarchy')).toHaveLength(1);
    expect(callsTo('GET /api/users/users/loggedinuser')).toHaveLength(1);
    expect(callsTo('GET /api/users/users/permissions?accessLevel=A&accessLevelCode=A10001')).toHaveLength(1);
  });

  it.each([
    [{ accessLevel: 'A', accessLevelCode: 'B20003' }, 'B20003 · Baltic Freight 3'],
    [{ accessLevel: 'P', accessLevelCode: 'P200' }, 'P200 · Baltic Group parent'],
    [{ accessLevel: 'G', accessLevelCode: 'GRP00001' }, 'Northwind all depots group'],
    [{ accessLevel: 'G', accessLevelCode: 'ALL' }, 'Overview of all accounts'],
  ] as const)(
    'shows the selection %o in the top bar as "%s", with a switch button',
    async (selection, label) => {
      signInAs();
      server({ hierarchy: largeHierarchy, loggedInUser: selection });
      renderApp({ path: '/dashboard' });
      expect(await within(await topBar()).findByText(label)).toBeInTheDocument();
      expect(switchButton()).toHaveAccessibleName(`Switch account, current: ${label}`);
    },
  );

  it('shows the German words in the top bar', async () => {
    signInAs();
    server({ hierarchy: largeHierarchy, loggedInUser: { accessLevel: 'P', accessLevelCode: 'P100' } });
    renderApp({ path: '/de/dashboard' });
    const bar = await screen.findByRole('region', { name: 'Ausgewähltes Konto' });
    expect(await within(bar).findByText('P100 · Northwind UK Mutterkonto')).toBeInTheDocument();
  });

  it.each(['/access/users', '/access/groups', '/account'])('hides the switcher on %s', async (path) => {
    signInAs();
    server({ hierarchy: largeHierarchy, loggedInUser: { accessLevel: 'P', accessLevelCode: 'P100' } });
    renderApp({ path });
    expect(await within(await topBar()).findByText('P100 · Northwind UK parent')).toBeInTheDocument();
    expect(switchButton()).toBeNull();
  });

  it('hides the switcher on /audit (an impersonating admin) and shows EXIT IMPERSONATION', async () => {
    signInAsImpersonatingAdmin();
    server({ hierarchy: largeHierarchy, loggedInUser: { accessLevel: 'P', accessLevelCode: 'P100' } });
    const { router } = renderApp({ path: '/audit' });
    expect(await within(await topBar()).findByText('P100 · Northwind UK parent')).toBeInTheDocument();
    expect(switchButton()).toBeNull();
    expect(router.state.location.pathname).toBe('/audit');
    expect(screen.getByRole('button', { name: 'EXIT IMPERSONATION' })).toBeInTheDocument();
  });

  it('keeps the selection in session storage: a reload does not ask the server for it again', async () => {
    signInAs();
    const first = server({
      hierarchy: largeHierarchy,
      loggedInUser: { accessLevel: 'P', accessLevelCode: 'P300' },
    });
    const view = renderApp({ path: '/dashboard' });
    await within(await topBar()).findByText('P300 · Carpathia parent');
    expect(JSON.parse(window.sessionStorage.getItem('selectedHierarchy') ?? '{}').state.selection).toEqual({
      accessLevel: 'P',
      accessLevelCode: 'P300',
    });
    expect(first.callsTo('GET /api/users/users/loggedinuser')).toHaveLength(1);
    view.unmount();

    const second = server({
      hierarchy: largeHierarchy,
      loggedInUser: { accessLevel: 'A', accessLevelCode: 'A10001' },
    });
    renderApp({ path: '/dashboard' });
    await within(await topBar()).findByText('P300 · Carpathia parent');
    expect(second.callsTo('GET /api/users/users/loggedinuser')).toHaveLength(0);
  });

  it('logs out when session init fails (spec 000 §4, §8)', async () => {
    signInAs();
    const { callsTo } = mockFetch({
      ...shellHandlers(),
      'GET /api/users/users/hierarchy': () => apiErrorResponse(404, 'NOT_FOUND', 'not_found'),
      'GET /api/portal/config': configHandler(),
      'POST /api/users/token/gettokens': () => json(200, { loggedOut: true }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp({ path: '/nl/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl/login'));
    expect(callsTo('POST /api/users/token/gettokens?logout_action=logout')).toHaveLength(1);
    expect(readIdentity()).toBeNull();
  });

  it('shows the dark toast passed in navigation state once', async () => {
    signInAs();
    server();
    const { router } = renderApp({ path: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: /Dana/ });
    await router.navigate('/account', { state: { toast: { message: 'Your details have been saved.' } } });
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('scrolls to the top when the path changes', async () => {
    signInAs();
    server();
    const { router } = renderApp({ path: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: /Dana/ });
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/transactions');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('shows unknown pages as the 404 page inside the shell', async () => {
    signInAs();
    server();
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('the side navigation follows the permissions (only depot: depot items only)', async () => {
    signInAs();
    server({ permissions: ['manageDepot', 'isEVUser', 'SiteAccess'] });
    renderApp({ path: '/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['View / manage charge points', 'Set depot permissions', 'Charging history']);
  });

  it('the mobile menu toggle opens and closes the navigation', async () => {
    signInAs();
    server();
    const user = userEvent.setup();
    renderApp({ path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('user menu (spec 000 §2 Shell)', () => {
  beforeEach(() => {
    ignoreMenuFocusTrapWarning();
  });

  it('offers the account profile and logout, without Audit Logs for a customer', async () => {
    signInAs();
    server();
    const user = userEvent.setup();
    renderApp({ path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'User menu for Dana' }));
    const items = await menuItems();
    expect(items.map((item) => item.textContent)).toEqual(['Account profile', 'Log out']);
    expect(items[0]).toHaveAttribute('href', '/account');
  });

  it('inserts Audit Logs second for admins', async () => {
    signInAsImpersonatingAdmin();
    server();
    const user = userEvent.setup();
    renderApp({ path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'User menu for Alex' }));
    const items = await menuItems();
    expect(items.map((item) => item.textContent)).toEqual(['Account profile', 'Audit Logs', 'Log out']);
    expect(items[1]).toHaveAttribute('href', '/audit');
  });

  it('asks before logging out; cancel stays, confirm goes to the login route', async () => {
    signInAs();
    const { callsTo } = server();
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/de/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Benutzermenü für Dana' }));
    await user.click(await menuItem('Abmelden'));
    const dialog = await screen.findByRole('dialog', { name: 'Abmelden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST /api/users/token/gettokens')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Benutzermenü für Dana' }));
    await user.click(await menuItem('Abmelden'));
    await user.click(await screen.findByRole('button', { name: 'Ja, abmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/login'));
    expect(callsTo('POST /api/users/token/gettokens?logout_action=logout')).toHaveLength(1);
  });
});

describe('role and migration guards (spec 000 §2, §6)', () => {
  it.each(['/dashboard', '/account', '/access/users', '/invoices'])(
    'sends an admin who is not impersonating from %s to /admin without loading a hierarchy',
    async (path) => {
      signInAs(adminProfile);
      const { callsTo } = server({ profile: adminProfile });
      const { router } = renderApp({ path });
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
      expect(callsTo('GET /api/users/users/hierarchy')).toHaveLength(0);
    },
  );

  it('EXIT IMPERSONATION forgets the impersonated user and the selection and goes to /admin', async () => {
    signInAsImpersonatingAdmin();
    server();
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/dashboard' });
    await within(await topBar()).findByText('A10001 · Northwind Logistics');
    await user.click(screen.getByRole('button', { name: 'EXIT IMPERSONATION' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(readIdentity()?.impersonatedUser).toBeNull();
    expect(readIdentity()?.isAdmin).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem('selectedHierarchy') ?? '{}').state.selection).toBeNull();
  });

  it('keeps customers on their pages', async () => {
    signInAs(customerProfile);
    server();
    const { router } = renderApp({ path: '/account' });
    await topBar();
    expect(router.state.location.pathname).toBe('/account');
  });
});
