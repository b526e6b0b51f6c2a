import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navigationPaths, visibleNavigation } from '../../features/shell/utils/navigation';
import { PAGE_IDS, PAGE_RULES, type PageFacts, type PageId, pageRefusal } from '../../lib/page-access';
import { declaredPage, routeVerdict } from '../../lib/route-access';
import { appRoutes } from '../router';
import { RequireRoutePermission } from './require-route-permission';

/** Every route inside the page guard, with the page its handle names (or undefined). */
function guardedRoutes(): { path: string; page: PageId | undefined }[] {
  const found: { path: string; page: PageId | undefined }[] = [];
  const walk = (routes: readonly RouteObject[], trail: RouteObject[], prefix: string) => {
    for (const route of routes) {
      const isGuarded = trail.some(
        (r) => isValidElement(r.element) && r.element.type === RequireRoutePermission,
      );
      const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
      if (route.path && isGuarded)
        found.push({ path, page: declaredPage([...trail, route].map((r) => ({ handle: r.handle }))) });
      if (route.children)
        walk(route.children, [...trail, route], route.path?.startsWith(':') ? prefix : path);
    }
  };
  walk(appRoutes, [], '');
  // The optional locale segment repeats every route: keep those without it.
  return found.filter(({ path }) => !path.startsWith('/:'));
}

/** The pages whose routes sit beside their item's path rather than under it. */
const SIBLINGS: Partial<Record<PageId, string>> = { depotPermissions: '/depot-permissions' };

describe('one declaration per page for the menu and the route guard (spec 000 §6, document 3 §4.9, issue 50)', () => {
  it('every page of the menu has a rule, and every rule a menu item', () => {
    expect(Object.keys(PAGE_RULES).sort()).toEqual([...PAGE_IDS].sort());
    expect(Object.keys(NAV_ITEMS).sort()).toEqual([...PAGE_IDS].sort());
  });

  it('every guarded route names a page, and lies under that page’s item (or its section’s)', () => {
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const open = routes.filter(({ page }) => !page).map(({ path }) => path);
    // Open to any signed-in user by their own rules (spec 000 §6: account, audit; migration; no access).
    expect([...new Set(open)].sort()).toEqual(['/account', '/audit', '/migratedusers', '/no-access']);
    for (const { path, page } of routes) {
      if (!page) continue;
      const base = SIBLINGS[page] ?? NAV_ITEMS[page].path;
      expect(path === base || path.startsWith(`${base}/`), `${path} under ${base}`).toBe(true);
    }
    // Every page is reached by at least one route.
    expect(new Set(routes.map(({ page }) => page).filter(Boolean))).toEqual(new Set(PAGE_IDS));
  });

  it('the menu shows an item exactly when the guard opens its page: every permission set, migration status 0..4 and isAck', () => {
    const keys = [
      'viewTransactions',
      'viewInvoices',
      'ReadCard',
      'manageUsers',
      'viewGroups',
      'manageDepot',
      'viewChargePoints',
      'isEVUser',
    ];
    let cases = 0;
    for (let mask = 0; mask < 2 ** keys.length; mask += 1) {
      const held = keys.filter((_, index) => mask & (1 << index));
      for (const migrationStatus of [-1, 0, 1, 2, 3, 4])
        for (const isAck of ['Y', 'N', null] as const)
          for (const mergedSideNav of [true, false]) {
            const masthead = { isAck };
            const facts: PageFacts = { permissions: new Set(held), migrationStatus, masthead };
            const shown = navigationPaths(
              visibleNavigation(
                held,
                { mergedSideNav },
                { oneFleetMigratedStatus: migrationStatus },
                masthead,
              ),
            );
            for (const page of PAGE_IDS) {
              const isOpen = routeVerdict(page, facts) === 'open';
              expect(
                shown.includes(NAV_ITEMS[page].path),
                `${page} ${held} ${migrationStatus} ${isAck}`,
              ).toBe(isOpen);
              cases += 1;
            }
          }
    }
    expect(cases).toBe(256 * 6 * 3 * 2 * PAGE_IDS.length);
  });

  it('ben’s case: ReadCard at migration status 2 shows neither profiles nor limits, and the guard refuses both', () => {
    const facts: PageFacts = {
      permissions: new Set(['ReadCard']),
      migrationStatus: 2,
      masthead: { isAck: 'Y' },
    };
    expect(routeVerdict('spendingLimits', facts)).toBe('refused');
    expect(routeVerdict('restrictionProfiles', facts)).toBe('refused');
    expect(routeVerdict('cardView', facts)).toBe('open');
    expect(routeVerdict(undefined, facts)).toBe('open');
  });

  it('says why a page is closed: the role first, then the move to the new platform, then isAck N', () => {
    const facts: PageFacts = {
      permissions: new Set(['ReadCard']),
      migrationStatus: 2,
      masthead: { isAck: 'N' },
    };
    expect(pageRefusal('restrictionProfiles', facts)).toBe('migration');
    expect(pageRefusal('restrictionProfiles', { ...facts, migrationStatus: 0 })).toBe('acknowledgement');
    expect(pageRefusal('restrictionProfiles', { ...facts, permissions: new Set() })).toBe('permission');
    expect(pageRefusal('overview', { ...facts, permissions: new Set(['manageDepot']) })).toBe('permission');
    expect(pageRefusal('cardView', facts)).toBeNull();
  });

  it('an EV user refused the overview is sent to the EV landing; anybody else to the no-access page', () => {
    const ev: PageFacts = {
      permissions: new Set(['isEVUser', 'manageDepot', 'viewChargePoints']),
      migrationStatus: 0,
      masthead: null,
    };
    expect(routeVerdict('overview', ev)).toBe('evHome');
    expect(routeVerdict('cardView', ev)).toBe('refused');
    expect(routeVerdict('overview', { ...ev, permissions: new Set(['manageDepot']) })).toBe('refused');
  });
});
