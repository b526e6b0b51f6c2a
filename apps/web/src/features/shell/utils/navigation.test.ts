import { describe, expect, it } from 'vitest';
import {
  flattenNavigation,
  type NavEntry,
  type NavigationMasthead,
  navigationPaths,
  OVERVIEW_PERMISSIONS,
  visibleNavigation,
} from './navigation';

const MERGED = { mergedSideNav: true };
const NOT_MERGED = { mergedSideNav: false };
const NOT_MIGRATED = { oneFleetMigratedStatus: 0 };
const ACK_Y: NavigationMasthead = { isAck: 'Y' };

const nav = (
  permissions: string[],
  {
    flags = MERGED,
    status = 0,
    masthead = ACK_Y,
  }: { flags?: { mergedSideNav: boolean }; status?: number; masthead?: NavigationMasthead } = {},
) => visibleNavigation(permissions, flags, { oneFleetMigratedStatus: status }, masthead);

const sectionIds = (entries: NavEntry[]) => entries.map((entry) => entry.id);
const paths = (permissions: string[], options?: Parameters<typeof nav>[1]) =>
  navigationPaths(nav(permissions, options));

const FLEET_ADMIN = [
  'viewTransactions',
  'viewInvoices',
  'ReadCard',
  'manageUsers',
  'viewGroups',
  'manageDepot',
];

describe('side navigation visibility (spec 000 §6 Navigation visibility)', () => {
  it('shows nothing without any navigation permission', () => {
    expect(nav([])).toEqual([]);
    expect(nav(['SiteAccess', 'isEVUser', 'viewInvoices', 'viewGroups'])).toEqual([]);
  });

  it.each(OVERVIEW_PERMISSIONS.filter((key) => key !== 'manageDepot'))(
    'shows Overview with %s alone (any of four permissions)',
    (permission) => {
      expect(nav([permission])[0]).toMatchObject({ kind: 'link', id: 'overview', path: '/dashboard' });
    },
  );

  it('Transactions & Invoices needs viewTransactions; the Invoices item also viewInvoices', () => {
    expect(sectionIds(nav(['viewTransactions']))).toEqual(['overview', 'transactionsInvoices']);
    expect(paths(['viewTransactions'])).toEqual(['/dashboard', '/transactions', '/evpricelist']);
    expect(paths(['viewTransactions', 'viewInvoices'])).toEqual([
      '/dashboard',
      '/transactions',
      '/invoices',
      '/evpricelist',
    ]);
    expect(paths(['viewInvoices', 'ReadCard'])).not.toContain('/invoices');
  });

  it('Card Administration needs ReadCard and lists its five items for a user not migrated', () => {
    expect(sectionIds(nav(['ReadCard']))).toEqual(['overview', 'cardAdministration']);
    expect(paths(['ReadCard'])).toEqual([
      '/dashboard',
      '/cards/order',
      '/cards/view',
      '/cards/reissue',
      '/cards/restrictions',
      '/cards/limits',
    ]);
    expect(paths(['viewTransactions'])).not.toContain('/cards/view');
  });

  it('restriction profiles need migration status 0 or lower and masthead isAck other than N (document 3 §4.9, §6)', () => {
    expect(paths(['ReadCard'], { masthead: { isAck: 'N' } })).not.toContain('/cards/restrictions');
    expect(paths(['ReadCard'], { masthead: { isAck: null } })).toContain('/cards/restrictions');
    expect(paths(['ReadCard'], { masthead: null })).toContain('/cards/restrictions');
    expect(paths(['ReadCard'], { status: -1 })).toContain('/cards/restrictions');
    for (const status of [1, 2, 3, 4])
      expect(paths(['ReadCard'], { status })).not.toContain('/cards/restrictions');
  });

  it('spending limits need migration status 0 or lower, whatever the masthead says', () => {
    expect(paths(['ReadCard'], { masthead: { isAck: 'N' } })).toContain('/cards/limits');
    for (const status of [1, 3, 5]) expect(paths(['ReadCard'], { status })).not.toContain('/cards/limits');
    expect(paths(['ReadCard'], { status: 1 })).toEqual([
      '/dashboard',
      '/cards/order',
      '/cards/view',
      '/cards/reissue',
    ]);
  });

  it('Access Administration needs manageUsers; the groups item also viewGroups', () => {
    expect(sectionIds(nav(['manageUsers']))).toEqual(['overview', 'accessAdministration']);
    expect(paths(['manageUsers'])).toEqual(['/dashboard', '/access/users']);
    expect(paths(['manageUsers', 'viewGroups'])).toEqual(['/dashboard', '/access/users', '/access/groups']);
    expect(paths(['viewGroups', 'ReadCard'])).not.toContain('/access/groups');
  });

  it('a user with only the depot permission sees only the depot items (no Overview)', () => {
    for (const permissions of [
      ['manageDepot'],
      ['manageDepot', 'isEVUser', 'SiteAccess', 'viewChargePoints'],
    ]) {
      const entries = nav(permissions);
      expect(sectionIds(entries)).toEqual(['depotManagement']);
      expect(navigationPaths(entries)).toEqual([
        '/charge-points',
        '/depot-permissions/select-cards',
        '/charging-history',
      ]);
    }
  });

  it('Depot Management needs manageDepot (or the EV viewer’s viewChargePoints) and shows next to other sections', () => {
    expect(sectionIds(nav(['ReadCard', 'manageDepot']))).toEqual([
      'overview',
      'cardAdministration',
      'depotManagement',
    ]);
    expect(paths(['ReadCard', 'viewChargePoints'])).toContain('/charge-points');
    expect(paths(['ReadCard', 'isEVUser'])).not.toContain('/charge-points');
  });

  it('with transactions and depot permissions all five sections show when mergedSideNav is on', () => {
    const entries = nav(FLEET_ADMIN, { flags: MERGED });
    expect(sectionIds(entries)).toEqual([
      'overview',
      'transactionsInvoices',
      'cardAdministration',
      'accessAdministration',
      'depotManagement',
    ]);
    expect(entries.filter((entry) => entry.kind === 'section')).toHaveLength(4);
  });

  it('with transactions and depot permissions and mergedSideNav off every item appears as one flat list', () => {
    const entries = nav(FLEET_ADMIN, { flags: NOT_MERGED });
    expect(entries.every((entry) => entry.kind === 'link')).toBe(true);
    expect(navigationPaths(entries)).toEqual([
      '/dashboard',
      '/transactions',
      '/invoices',
      '/evpricelist',
      '/cards/order',
      '/cards/view',
      '/cards/reissue',
      '/cards/restrictions',
      '/cards/limits',
      '/access/users',
      '/access/groups',
      '/charge-points',
      '/depot-permissions/select-cards',
      '/charging-history',
    ]);
    expect(navigationPaths(entries)).toEqual(navigationPaths(nav(FLEET_ADMIN, { flags: MERGED })));
  });

  it('the flag changes nothing for users without both transactions and depot permissions', () => {
    for (const permissions of [
      ['ReadCard', 'manageUsers'],
      ['viewTransactions', 'ReadCard'],
      ['manageDepot'],
    ])
      expect(nav(permissions, { flags: NOT_MERGED })).toEqual(nav(permissions, { flags: MERGED }));
  });

  it('never shows a section without its permission, whatever else is held (property over all subsets)', () => {
    const keys = ['viewTransactions', 'viewInvoices', 'ReadCard', 'manageUsers', 'viewGroups', 'manageDepot'];
    for (let mask = 0; mask < 2 ** keys.length; mask += 1) {
      const held = keys.filter((_, index) => mask & (1 << index));
      for (const flags of [MERGED, NOT_MERGED]) {
        const shown = navigationPaths(visibleNavigation(held, flags, NOT_MIGRATED, ACK_Y));
        const has = (key: string) => held.includes(key);
        if (!has('viewTransactions')) expect(shown).not.toContain('/transactions');
        if (!has('viewInvoices') || !has('viewTransactions')) expect(shown).not.toContain('/invoices');
        if (!has('ReadCard')) expect(shown).not.toContain('/cards/view');
        if (!has('manageUsers')) expect(shown).not.toContain('/access/users');
        if (!has('viewGroups') || !has('manageUsers')) expect(shown).not.toContain('/access/groups');
        if (!has('manageDepot')) expect(shown).not.toContain('/charge-points');
        const onlyDepot =
          has('manageDepot') && !has('viewTransactions') && !has('ReadCard') && !has('manageUsers');
        expect(shown.includes('/dashboard')).toBe(
          !onlyDepot && ['viewTransactions', 'ReadCard', 'manageUsers', 'manageDepot'].some(has),
        );
      }
    }
  });

  it('flattenNavigation keeps the order of items', () => {
    expect(navigationPaths(flattenNavigation(nav(['ReadCard', 'manageUsers'])))).toEqual(
      navigationPaths(nav(['ReadCard', 'manageUsers'])),
    );
  });
});
