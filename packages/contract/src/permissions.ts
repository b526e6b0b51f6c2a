/**
 * Permission keys (spec 000 §6). ReadCard, SiteAccess, isEVUser, viewGroups and the price-list keys
 * are the spec's; the navigation and action keys are ours (the spec leaves the full list unshown).
 */
export const PERMISSION_KEYS = {
  readCard: 'ReadCard',
  siteAccess: 'SiteAccess',
  isEVUser: 'isEVUser',
  viewGroups: 'viewGroups',
  /** Navigation (spec 000 §6): Transactions & Invoices, Invoices, Card Administration, Access Administration, Depot Management. */
  viewTransactions: 'viewTransactions',
  viewInvoices: 'viewInvoices',
  manageCards: 'ReadCard',
  manageUsers: 'manageUsers',
  manageDepot: 'manageDepot',
  viewChargePoints: 'viewChargePoints',
  orderCards: 'orderCards',
  editCardPin: 'editCardPin',
} as const;

/** downloadPriceList_X / managePriceList_X for operator letter X of the selected authority (spec 001 §6). */
export const downloadPriceListKey = (operatorLetter: string) => `downloadPriceList_${operatorLetter}`;
export const managePriceListKey = (operatorLetter: string) => `managePriceList_${operatorLetter}`;

/** Spec 000 §6, §9: the single-role ids (production, and local/dev/preprod). */
export const SINGLE_ROLE_IDS = { production: 1570, nonProduction: 1560 } as const;
export const OVERVIEW_GROUP_ID = 'ALL';
