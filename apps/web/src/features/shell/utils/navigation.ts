import { OVERVIEW_PERMISSION_KEYS, PERMISSION_KEYS, type TPermissionsResponse } from '@portal/contract';
import { isPageOpen, type PageFacts, type PageId } from '../../../lib/page-access';

/** The side navigation's pages (spec 000 §2 Side navigation; paths from documents 2 and 3). */
export const NAV_ITEMS: Record<PageId, { path: string; labelKey: string }> = {
  overview: { path: '/dashboard', labelKey: 'nav_overview' },
  transactions: { path: '/transactions', labelKey: 'nav_transactions' },
  invoices: { path: '/invoices', labelKey: 'nav_invoices' },
  evPriceList: { path: '/evpricelist', labelKey: 'nav_ev_price_list' },
  cardOrder: { path: '/cards/order', labelKey: 'nav_card_order' },
  cardView: { path: '/cards/view', labelKey: 'nav_card_view' },
  cardReissue: { path: '/cards/reissue', labelKey: 'nav_card_reissue' },
  restrictionProfiles: { path: '/cards/restrictions', labelKey: 'nav_restriction_profiles' },
  spendingLimits: { path: '/cards/limits', labelKey: 'nav_spending_limits' },
  users: { path: '/access/users', labelKey: 'nav_users' },
  groups: { path: '/access/groups', labelKey: 'nav_groups' },
  chargePoints: { path: '/charge-points', labelKey: 'nav_charge_points' },
  depotPermissions: { path: '/depot-permissions/select-cards', labelKey: 'nav_depot_permissions' },
  chargingHistory: { path: '/charging-history', labelKey: 'nav_charging_history' },
};

export type NavItemId = PageId;
export type NavItem = { id: NavItemId; path: string; labelKey: string };

export const NAV_SECTIONS = {
  transactionsInvoices: 'nav_transactions_invoices',
  cardAdministration: 'nav_card_administration',
  accessAdministration: 'nav_access_administration',
  depotManagement: 'nav_depot_management',
} as const;

export type NavSectionId = keyof typeof NAV_SECTIONS;
export type NavEntry =
  | ({ kind: 'link' } & NavItem)
  | { kind: 'section'; id: NavSectionId; labelKey: string; items: NavItem[] };

export type NavigationFlags = { mergedSideNav: boolean };
/** Migration status of the user whose data is shown (document 3 §4.9). */
export type NavigationProfile = { oneFleetMigratedStatus: number };
export type NavigationMasthead = TPermissionsResponse['masthead'] | null | undefined;

/** Overview shows with any one of these (spec 000 §6 "any of four permissions"). */
export const OVERVIEW_PERMISSIONS = OVERVIEW_PERMISSION_KEYS;

const SECTION_ITEMS: Record<NavSectionId, readonly NavItemId[]> = {
  transactionsInvoices: ['transactions', 'invoices', 'evPriceList'],
  cardAdministration: ['cardOrder', 'cardView', 'cardReissue', 'restrictionProfiles', 'spendingLimits'],
  accessAdministration: ['users', 'groups'],
  depotManagement: ['chargePoints', 'depotPermissions', 'chargingHistory'],
};

const item = (id: NavItemId): NavItem => ({ id, ...NAV_ITEMS[id] });

/**
 * Spec 000 §6 Navigation visibility: an item shows exactly when its page's rule holds (lib/page-access.ts,
 * the declaration the route guard reads too); a section shows when one of its items does.
 * - Overview needs any of viewTransactions, ReadCard, manageUsers, manageDepot, and not the depot alone.
 * - Transactions & Invoices needs viewTransactions; its Invoices item viewInvoices.
 * - Card Administration needs ReadCard; restriction profiles only when the user is not migrated to
 *   the newer platform (status 0 or lower, document 3 §4.9) and masthead isAck is not 'N'; spending
 *   limits only when not migrated.
 * - Access Administration needs manageUsers; its groups item viewGroups.
 * - Depot Management needs manageDepot (or the EV viewer's viewChargePoints); a user whose only
 *   section permission it is sees only it.
 * - With both viewTransactions and manageDepot the sections show when the mergedSideNav flag is on;
 *   with it off every visible item appears as one flat list.
 */
export function visibleNavigation(
  permissions: Iterable<string>,
  flags: NavigationFlags,
  profile: NavigationProfile,
  masthead: NavigationMasthead,
): NavEntry[] {
  const facts: PageFacts = {
    permissions: new Set(permissions),
    migrationStatus: profile.oneFleetMigratedStatus,
    masthead,
  };
  const isShown = (id: NavItemId) => isPageOpen(id, facts);
  const entries: NavEntry[] = [];
  if (isShown('overview')) entries.push({ kind: 'link', ...item('overview') });
  for (const [id, ids] of Object.entries(SECTION_ITEMS) as [NavSectionId, readonly NavItemId[]][]) {
    const items = ids.filter(isShown).map(item);
    if (items.length > 0) entries.push({ kind: 'section', id, labelKey: NAV_SECTIONS[id], items });
  }
  const has = (key: string) => facts.permissions.has(key);
  if (has(PERMISSION_KEYS.viewTransactions) && has(PERMISSION_KEYS.manageDepot) && !flags.mergedSideNav)
    return flattenNavigation(entries);
  return entries;
}

/** Every item of the entries as top-level links, in order. */
export function flattenNavigation(entries: readonly NavEntry[]): NavEntry[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry] : entry.items.map((navItem): NavEntry => ({ kind: 'link', ...navItem })),
  );
}

/** All paths the navigation shows, for tests and for highlighting. */
export const navigationPaths = (entries: readonly NavEntry[]): string[] =>
  flattenNavigation(entries).flatMap((entry) => (entry.kind === 'link' ? [entry.path] : []));
