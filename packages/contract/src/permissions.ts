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
  manageUsers: 'manageUsers',
  manageDepot: 'manageDepot',
  viewChargePoints: 'viewChargePoints',
  orderCards: 'orderCards',
  editCardPin: 'editCardPin',
  /**
   * Card writes (issue 14 finding 2): each has its own key, held by the managing roles and never by
   * the read-only one (ReadCard only reads). Restriction and limit writes are reserved for their issues.
   */
  stopCards: 'stopCards',
  editCardDetails: 'editCardDetails',
  setCardReissueStatus: 'setCardReissueStatus',
  linkCardProfile: 'linkCardProfile',
  editCardRestrictions: 'editCardRestrictions',
  editCardLimits: 'editCardLimits',
  /** EV writes (issue 17): the charger alias and the depot permissions of RFID cards. */
  editChargerAlias: 'editChargerAlias',
  saveDepotPermissions: 'saveDepotPermissions',
  /** Set, extend or end the temporary override of an authority's restriction profiles (spec 002 §4.11). */
  setProfileOverride: 'setProfileOverride',
  /**
   * Edit a transaction's odometer (spec 001 §3 full details; issue 42): held by the roles that manage
   * cards, never by the read-only or finance roles, which only look at transactions.
   */
  editTransactionOdometer: 'editTransactionOdometer',
} as const;

/** The keys a role needs to change EV charging data; the EV viewer and read-only roles hold none. */
export const CHARGING_WRITE_PERMISSION_KEYS = [
  PERMISSION_KEYS.editChargerAlias,
  PERMISSION_KEYS.saveDepotPermissions,
] as const;

/** The keys a role needs to change cards; the read-only role holds none of them. */
export const CARD_WRITE_PERMISSION_KEYS = [
  PERMISSION_KEYS.stopCards,
  PERMISSION_KEYS.editCardPin,
  PERMISSION_KEYS.editCardDetails,
  PERMISSION_KEYS.setCardReissueStatus,
  PERMISSION_KEYS.linkCardProfile,
  PERMISSION_KEYS.orderCards,
  PERMISSION_KEYS.editCardRestrictions,
  PERMISSION_KEYS.editCardLimits,
  PERMISSION_KEYS.setProfileOverride,
] as const;

/** Spec 000 §6: Overview (the dashboard) needs any of these four permissions. */
export const OVERVIEW_PERMISSION_KEYS = [
  PERMISSION_KEYS.viewTransactions,
  PERMISSION_KEYS.readCard,
  PERMISSION_KEYS.manageUsers,
  PERMISSION_KEYS.manageDepot,
] as const;

/** downloadPriceList_X / managePriceList_X for operator letter X of the selected authority (spec 001 §6). */
export const downloadPriceListKey = (operatorLetter: string) => `downloadPriceList_${operatorLetter}`;
export const managePriceListKey = (operatorLetter: string) => `managePriceList_${operatorLetter}`;

/** Spec 000 §6, §9: the single-role ids (production, and local/dev/preprod). */
export const SINGLE_ROLE_IDS = { production: 1570, nonProduction: 1560 } as const;
export const OVERVIEW_GROUP_ID = 'ALL';
