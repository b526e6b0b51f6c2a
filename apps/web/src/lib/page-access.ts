import { PERMISSION_KEYS, type TPermissionsResponse } from '@portal/contract';

const P = PERMISSION_KEYS;

/** The pages of the side navigation (spec 000 §2 Side navigation); other pages belong to one of them. */
export const PAGE_IDS = [
  'overview',
  'transactions',
  'invoices',
  'evPriceList',
  'cardOrder',
  'cardView',
  'cardReissue',
  'restrictionProfiles',
  'spendingLimits',
  'users',
  'groups',
  'chargePoints',
  'depotPermissions',
  'chargingHistory',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/** What decides a page: the selected entry's permissions, the shown user's migration status, isAck. */
export type PageFacts = {
  permissions: ReadonlySet<string>;
  /** oneFleetMigratedStatus of the user whose data is shown (document 3 §4.9). */
  migrationStatus: number;
  masthead: Pick<NonNullable<TPermissionsResponse['masthead']>, 'isAck'> | null | undefined;
};

/**
 * One page's rule. `needs`: every group must have one key held (section key, then item key).
 * `notMigrated`: migration status 0 or lower. `acknowledged`: masthead isAck is not 'N'.
 * `notDepotOnly`: hidden from a user whose only section permission is the depot one.
 * `evHome`: an EV user refused here goes to the EV landing instead of the no-access page.
 */
export type PageRule = {
  needs: readonly (readonly string[])[];
  notMigrated?: true;
  acknowledged?: true;
  notDepotOnly?: true;
  evHome?: true;
};

const TRANSACTIONS = [P.viewTransactions];
const CARDS = [P.readCard];
const USERS = [P.manageUsers];
/** The EV viewer role holds viewChargePoints without manageDepot (issue 17); both open Depot Management. */
const DEPOT = [P.manageDepot, P.viewChargePoints];

/**
 * Spec 000 §6 Navigation visibility and document 3 §4.9, the one declaration: the side navigation
 * shows a page's item exactly when its rule holds, and the route guard opens the page (and the pages
 * under it) exactly then.
 */
export const PAGE_RULES: Record<PageId, PageRule> = {
  overview: {
    needs: [[P.viewTransactions, P.readCard, P.manageUsers, P.manageDepot]],
    notDepotOnly: true,
    evHome: true,
  },
  transactions: { needs: [TRANSACTIONS] },
  invoices: { needs: [TRANSACTIONS, [P.viewInvoices]] },
  evPriceList: { needs: [TRANSACTIONS] },
  cardOrder: { needs: [CARDS] },
  cardView: { needs: [CARDS] },
  cardReissue: { needs: [CARDS] },
  restrictionProfiles: { needs: [CARDS], notMigrated: true, acknowledged: true },
  spendingLimits: { needs: [CARDS], notMigrated: true },
  users: { needs: [USERS] },
  groups: { needs: [USERS, [P.viewGroups]] },
  chargePoints: { needs: [DEPOT] },
  depotPermissions: { needs: [DEPOT] },
  chargingHistory: { needs: [DEPOT] },
};

const holdsAny = (held: ReadonlySet<string>, keys: readonly string[]) => keys.some((key) => held.has(key));

/** Whether the user's only section permission is the depot one (spec 000 §6: sees only depot items). */
export const isDepotOnly = (held: ReadonlySet<string>): boolean =>
  holdsAny(held, DEPOT) && !holdsAny(held, [...TRANSACTIONS, ...CARDS, ...USERS]);

/** Why a page is closed: the role, the move to the new platform (§4.9) or the acknowledgement flag. */
export type PageRefusal = 'permission' | 'migration' | 'acknowledgement';

/** Why the page (its menu item, its route and the routes under it) is closed with these facts, or null. */
export function pageRefusal(page: PageId, facts: PageFacts): PageRefusal | null {
  const rule = PAGE_RULES[page];
  if (!rule.needs.every((group) => holdsAny(facts.permissions, group))) return 'permission';
  if (rule.notDepotOnly && isDepotOnly(facts.permissions)) return 'permission';
  if (rule.notMigrated && facts.migrationStatus > 0) return 'migration';
  if (rule.acknowledged && facts.masthead?.isAck === 'N') return 'acknowledgement';
  return null;
}

export const isPageOpen = (page: PageId, facts: PageFacts): boolean => pageRefusal(page, facts) === null;

/** What the route guard does with a page: open it, send an EV user to the EV landing, or refuse it. */
export type PageVerdict = 'open' | 'evHome' | 'refused';

export function pageVerdict(page: PageId, facts: PageFacts): PageVerdict {
  if (isPageOpen(page, facts)) return 'open';
  return PAGE_RULES[page].evHome && facts.permissions.has(P.isEVUser) ? 'evHome' : 'refused';
}
