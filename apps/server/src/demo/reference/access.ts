import {
  CARD_WRITE_PERMISSION_KEYS,
  CHARGING_WRITE_PERMISSION_KEYS,
  PERMISSION_KEYS,
} from '@portal/contract';
/** Brands, operators, roles, permission keys, card types and statuses as data. */

export const BRANDS = [
  [1, 'Corvane Fleet', 'corvane'],
  [2, 'Tessaly Energy', 'tessaly'],
] as const;

/** Operator letter → country (spec 000 §3, 001 §5); E is invoiced by the Portuguese issuer. */
export const OPERATORS = [
  { letter: 'A', country: 'AT', issuer: 'AT', evCountry: 'AT' },
  { letter: 'D', country: 'DE', issuer: 'DE', evCountry: 'DE' },
  { letter: 'N', country: 'NL', issuer: 'NL', evCountry: 'NL' },
  { letter: 'U', country: 'GB', issuer: 'GB', evCountry: 'UK' },
  { letter: 'P', country: 'PT', issuer: 'PT', evCountry: 'PT' },
  { letter: 'L', country: 'LU', issuer: 'LU', evCountry: 'LU' },
  { letter: 'K', country: 'PL', issuer: 'PL', evCountry: 'PL' },
  { letter: 'E', country: 'ES', issuer: 'PT', evCountry: 'ES' },
] as const;

/**
 * Permission keys. ReadCard, SiteAccess, isEVUser and the price-list keys are the spec's; the
 * navigation and action keys are ours (spec 000 §6 leaves the full list unshown).
 */
export const PERMISSION = {
  readCard: 'ReadCard',
  siteAccess: 'SiteAccess',
  isEVUser: 'isEVUser',
  viewTransactions: 'viewTransactions',
  viewInvoices: 'viewInvoices',
  manageUsers: 'manageUsers',
  viewGroups: 'viewGroups',
  manageDepot: 'manageDepot',
  viewChargePoints: 'viewChargePoints',
  orderCards: 'orderCards',
  editCardPin: 'editCardPin',
} as const;

const LETTERS = OPERATORS.map((o) => o.letter);
const downloads = LETTERS.map((l) => `downloadPriceList_${l}`);
const manages = LETTERS.map((l) => `managePriceList_${l}`);
const P = PERMISSION;
/**
 * Every card write has its own key (issue 14), and so does the odometer edit of a transaction (issue
 * 42): the managing roles hold them, read-only and finance none.
 */
const cardWrites = [...CARD_WRITE_PERMISSION_KEYS, PERMISSION_KEYS.editTransactionOdometer];
/** The EV writes (issue 17): charger alias and depot permissions; the EV viewer holds neither. */
const chargingWrites = CHARGING_WRITE_PERMISSION_KEYS;
const fleetAdmin = [
  P.readCard,
  P.siteAccess,
  P.viewTransactions,
  P.viewInvoices,
  P.manageUsers,
  P.viewGroups,
  P.manageDepot,
  P.viewChargePoints,
  ...cardWrites,
  ...chargingWrites,
  ...downloads,
  ...manages,
];

export type RoleRef = {
  id: number;
  name: string;
  offerType: 'FUEL' | 'EV';
  isSingleRole: boolean;
  description: string;
  permissions: readonly string[];
};

export const ROLE = {
  fleetAdmin: 1501,
  cardManager: 1502,
  finance: 1503,
  readOnly: 1504,
  evDepotManager: 1520,
  evViewer: 1521,
  singleRoleLocal: 1560,
  singleRoleProduction: 1570,
} as const;

export const ROLES: readonly RoleRef[] = [
  {
    id: ROLE.fleetAdmin,
    name: 'Fleet administrator',
    offerType: 'FUEL',
    isSingleRole: false,
    description: 'Everything for the account, including users and price lists',
    permissions: fleetAdmin,
  },
  {
    id: ROLE.cardManager,
    name: 'Card manager',
    offerType: 'FUEL',
    isSingleRole: false,
    description: 'Orders, stops and edits cards; sees transactions',
    permissions: [P.readCard, P.siteAccess, P.viewTransactions, ...cardWrites, ...downloads],
  },
  {
    id: ROLE.finance,
    name: 'Finance user',
    offerType: 'FUEL',
    isSingleRole: false,
    description: 'Transactions, invoices and price lists',
    permissions: [P.siteAccess, P.viewTransactions, P.viewInvoices, ...downloads],
  },
  {
    id: ROLE.readOnly,
    name: 'Read-only user',
    offerType: 'FUEL',
    isSingleRole: false,
    description: 'Looks at cards and transactions',
    permissions: [P.readCard, P.siteAccess, P.viewTransactions],
  },
  {
    id: ROLE.evDepotManager,
    name: 'EV depot manager',
    offerType: 'EV',
    isSingleRole: false,
    description: 'Charge points, charging history and depot permissions',
    permissions: [P.siteAccess, P.isEVUser, P.manageDepot, P.viewChargePoints, ...chargingWrites],
  },
  {
    id: ROLE.evViewer,
    name: 'EV viewer',
    offerType: 'EV',
    isSingleRole: false,
    description: 'Looks at charge points and charging history',
    permissions: [P.siteAccess, P.isEVUser, P.viewChargePoints],
  },
  {
    id: ROLE.singleRoleLocal,
    name: 'Single role (local, dev, preprod)',
    offerType: 'FUEL',
    isSingleRole: true,
    description: 'Spec 000 §9 single-role id outside production',
    permissions: fleetAdmin,
  },
  {
    id: ROLE.singleRoleProduction,
    name: 'Single role (production)',
    offerType: 'FUEL',
    isSingleRole: true,
    description: 'Spec 000 §9 single-role id in production',
    permissions: fleetAdmin,
  },
];

/** Spec 002 §3.2. */
export const CARD_TYPES = [
  [1, 'POOL_CARD', 'Pool card'],
  [2, 'DRIVER_CARD', 'Driver card'],
  [3, 'VEHICLE_CARD', 'Vehicle card'],
  [4, 'DRIVER_VEHICLE_CARD', 'Driver and vehicle card'],
  [5, 'DRIVER_PIN_CARD', 'Driver PIN card'],
] as const;

/**
 * Card statuses (spec 002 §4.1): the spec's styled ids plus the ones it leaves unshown, chosen here:
 * 930 awaiting re-issue, 940 not for re-issue, and the stopped statuses 2, 3 and 31 (the stop reasons).
 * [id, name, named-status code, style, stopped].
 */
export const CARD_STATUSES = [
  [1, 'Ordered', null, 'warning', false],
  [2, 'Stolen', 'Stolen', 'danger', true],
  [3, 'Lost', 'Lost', 'danger', true],
  [11, 'Blocked', null, 'danger', false],
  [30, 'Cancelled', null, 'danger', false],
  [31, 'Damaged', null, 'danger', true],
  [32, 'Destroyed', 'Destroyed', 'danger', false],
  [100, 'Active', null, 'success', false],
  [350, 'Active, PIN changed', null, 'success', false],
  [370, 'Active, replacement issued', null, 'success', false],
  [910, 'Replacement ordered', null, 'warning', false],
  [920, 'Temporarily blocked', null, 'warning', false],
  [930, 'Awaiting re-issue', 'awaitReissue', 'success', false],
  [940, 'Not for re-issue', 'notForReissue', 'success', false],
  [950, 'Expired', null, 'danger', false],
  [960, 'Re-issued', null, 'success', false],
  [990, 'Closed', null, 'danger', false],
] as const;

export const CARD_STATUS = {
  ordered: 1,
  stolen: 2,
  lost: 3,
  blocked: 11,
  cancelled: 30,
  damaged: 31,
  destroyed: 32,
  active: 100,
  pinChanged: 350,
  replacementIssued: 370,
  replacementOrdered: 910,
  temporarilyBlocked: 920,
  awaitingReissue: 930,
  notForReissue: 940,
  expired: 950,
  reissued: 960,
  closed: 990,
} as const;
