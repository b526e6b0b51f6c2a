import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../test/identity-fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import {
  oneAuthorityHierarchy,
  resetShellState,
  type ShellServer,
  shellHandlers,
} from '../../../test/shell-fixtures';
import { declaredPage } from '../../lib/route-access';
import { appRoutes } from '../router';
import { RequireRoutePermission } from './require-route-permission';

beforeEach(() => {
  resetIdentityState();
  resetShellState();
  signInAs();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const server = (permissions: string[], options: ShellServer = {}) =>
  mockFetch({ ...shellHandlers({ permissions, ...options }), 'GET /api/portal/config': configHandler() });

/** Guarded pages with the keys their menu item needs (spec 000 §6; documents 2 and 3). */
const GUARDED: readonly [string, string[]][] = [
  ['/access/users', ['manageUsers']],
  ['/access/users/new', ['manageUsers']],
  ['/access/users/add-to-group', ['manageUsers']],
  ['/access/users/42', ['manageUsers']],
  ['/access/groups', ['manageUsers', 'viewGroups']],
  ['/transactions', ['viewTransactions']],
  ['/invoices', ['viewTransactions', 'viewInvoices']],
  ['/cards/view', ['ReadCard']],
  ['/cards/reissue', ['ReadCard']],
  ['/cards/limits', ['ReadCard']],
  ['/charge-points', ['viewChargePoints']],
  ['/charging-history', ['manageDepot']],
  ['/dashboard', ['viewTransactions']],
];

// The whole shell per case: slow on a busy two-core machine.
describe('one route permission guard (spec 000 §6, issue 15 honest states)', { timeout: 60_000 }, () => {
  it.each(GUARDED)(
    'a user without the permission who opens %s by URL lands on the no-access page',
    async (path) => {
      // An ordinary user: cards and transactions, no user administration, no depot, no invoices.
      const held = ['SiteAccess'];
      const { callsTo } = server(held);
      const { router } = renderApp({ path });
      expect(await screen.findByRole('heading', { level: 1, name: 'No access to this page' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/no-access');
      expect(router.state.location.state).toEqual({ from: path, reason: 'permission' });
      expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/redirect');
      // The page's own calls never went out.
      expect(callsTo('GET /api/users/users/accessibleusers')).toHaveLength(0);
    },
  );

  it.each(GUARDED)('a user holding the permissions stays on %s (needs %s)', async (path, permissions) => {
    server(permissions);
    const { router } = renderApp({ path });
    // The shell shows a skeleton until the permissions are in; then the page or the no-access page.
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('No access to this page');
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/cards/limits', '/cards/limits/A10001', '/cards/restrictions'])(
    'ben (migration status 2) opening %s by URL is refused like the hidden item (document 3 §4.9)',
    async (path) => {
      server(['ReadCard', 'viewTransactions', 'editCardLimits', 'setProfileOverride'], {
        hierarchy: { ...oneAuthorityHierarchy, oneFleetMigratedStatus: 2 },
      });
      const { router } = renderApp({ path });
      expect(await screen.findByRole('heading', { level: 1, name: 'No access to this page' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/no-access');
      // Says why: the move to the new platform, not the role.
      expect(
        screen.getByText(/not available to your user because of the move to the new platform/),
      ).toBeVisible();
      expect(screen.queryByText(/Your role on the selected account/)).toBeNull();
    },
  );

  it('a page outside the menu inherits its item: /cards/restrictions/new is refused when isAck is N', async () => {
    server(['ReadCard'], { masthead: { isAck: 'N' } });
    const { router } = renderApp({ path: '/cards/restrictions/new' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No access to this page' })).toBeVisible();
    expect(router.state.location.state).toEqual({
      from: '/cards/restrictions/new',
      reason: 'acknowledgement',
    });
    expect(screen.getByText(/Restriction profiles are not available for the selected account/)).toBeVisible();
  });

  it('an EV user refused the overview goes to the EV landing, not the no-access page (spec 000 §2)', async () => {
    server(['SiteAccess', 'isEVUser', 'manageDepot', 'viewChargePoints']);
    const { router } = renderApp({ path: '/dashboard' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/charge-points'));
  });

  it('keeps the language: /de/access/users goes to /de/no-access in German', async () => {
    server(['ReadCard', 'viewTransactions']);
    const { router } = renderApp({ path: '/de/access/users' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kein Zugriff auf diese Seite' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/de/no-access');
  });

  it('a non-admin opening /audit goes home and is told the page is for administrators', async () => {
    server(['ReadCard', 'viewTransactions']);
    const { router } = renderApp({ path: '/audit' });
    expect(await screen.findByText('This page is available to administrators only.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('every shell page declares its permission, except those open to any signed-in user', () => {
    const open: string[] = [];
    const walk = (routes: readonly RouteObject[], trail: RouteObject[]) => {
      for (const route of routes) {
        const matched = [...trail, route].map((r) => ({ handle: r.handle }));
        const isGuarded = trail.some(
          (r) => isValidElement(r.element) && r.element.type === RequireRoutePermission,
        );
        if (route.path && isGuarded && !declaredPage(matched)) open.push(route.path);
        if (route.children) walk(route.children, [...trail, route]);
      }
    };
    walk(appRoutes, []);
    // Account and audit have their own rules (spec 000 §6: any user; admins while impersonating).
    expect([...new Set(open)].sort()).toEqual(['account', 'audit', 'migratedusers', 'no-access']);
  });
});
