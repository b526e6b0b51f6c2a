// The audit log types and constants of the audit area (spec 000 §2 Audit logs, §3, §4). Without zod;
// the request and answer schemas are in audit.ts.

import { PERMISSION_KEYS } from './permissions';

export type TAuditLogType = {
  /** The 4-letter action code. */
  code: string;
  description: string;
  domain: 'card' | 'login' | 'user' | 'transaction' | 'charging';
  /** A user is offered (and served) a log type only while holding this permission key (spec 000 §6). */
  permissionKey: string;
};

/**
 * Spec 000 §3 audit action types and §6 permission keys: ReadCard for the card domain, SiteAccess for
 * the login and user domains. This list is the one source: the demo seed writes it to the reference
 * table. USUD (account details update) is ours: the spec does not name the code
 * of the account page's details save. ADIM and ADIX (impersonation started and ended) are the admin
 * area's codes.
 */
export const AUDIT_LOG_TYPES = [
  { code: 'NCRQ', description: 'New card request', domain: 'card', permissionKey: PERMISSION_KEYS.readCard },
  { code: 'NCRP', description: 'New card response', domain: 'card', permissionKey: PERMISSION_KEYS.readCard },
  {
    code: 'RCRQ',
    description: 'Replace card request',
    domain: 'card',
    permissionKey: PERMISSION_KEYS.readCard,
  },
  {
    code: 'RCRP',
    description: 'Replace card response',
    domain: 'card',
    permissionKey: PERMISSION_KEYS.readCard,
  },
  { code: 'SCRQ', description: 'Stop card request', domain: 'card', permissionKey: PERMISSION_KEYS.readCard },
  {
    code: 'SCRP',
    description: 'Stop card response',
    domain: 'card',
    permissionKey: PERMISSION_KEYS.readCard,
  },
  { code: 'USML', description: 'Main login', domain: 'login', permissionKey: PERMISSION_KEYS.siteAccess },
  {
    code: 'USHS',
    description: 'Hierarchy selection',
    domain: 'login',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  {
    code: 'NUSR',
    description: 'New user invitation',
    domain: 'user',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  // User administration codes the spec does not list (000 §3 names only NUSR); ours, in the user domain.
  {
    code: 'EUSR',
    description: 'User details edited',
    domain: 'user',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  {
    code: 'AUSR',
    description: 'User access changed',
    domain: 'user',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  {
    code: 'RUSR',
    description: 'User access revoked',
    domain: 'user',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  {
    code: 'IUSR',
    description: 'Invitation resent',
    domain: 'user',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  {
    code: 'MUSR',
    description: 'Invitation email changed',
    domain: 'user',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  // Ours: the odometer edit of a transaction (spec 001 §4 Odometer edit asks for an audit, names no code).
  {
    code: 'TXOD',
    description: 'Transaction odometer edited',
    domain: 'transaction',
    permissionKey: PERMISSION_KEYS.viewTransactions,
  },
  {
    code: 'USUD',
    description: 'Account details update',
    domain: 'user',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  {
    code: 'ADIM',
    description: 'Impersonation started',
    domain: 'login',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  {
    code: 'ADIX',
    description: 'Impersonation ended',
    domain: 'login',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  // Ours (issue 15): password reset and change in the built-in identity provider.
  {
    code: 'USPR',
    description: 'Password reset requested',
    domain: 'login',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  {
    code: 'USPW',
    description: 'Password changed',
    domain: 'login',
    permissionKey: PERMISSION_KEYS.siteAccess,
  },
  // Ours: card writes DESIGN §3 audits whose codes spec 000 §3 / 002 do not name (docs/decisions.md).
  { code: 'CPIN', description: 'Card PIN changed', domain: 'card', permissionKey: PERMISSION_KEYS.readCard },
  {
    code: 'PRLK',
    description: 'Restriction profile linked',
    domain: 'card',
    permissionKey: PERMISSION_KEYS.readCard,
  },
  {
    code: 'PRUL',
    description: 'Restriction profile unlinked',
    domain: 'card',
    permissionKey: PERMISSION_KEYS.readCard,
  },
  {
    code: 'CDUP',
    description: 'Card details updated',
    domain: 'card',
    permissionKey: PERMISSION_KEYS.readCard,
  },
  {
    code: 'RISC',
    description: 'Re-issue status changed',
    domain: 'card',
    permissionKey: PERMISSION_KEYS.readCard,
  },
  // Ours: restriction profile writes (spec 002 §2.5-§2.8, §4.12); DESIGN §3 names profile changes.
  ...(
    [
      ['PRCR', 'Restriction profile created'],
      ['PRUP', 'Restriction profile updated'],
      ['PRRN', 'Restriction profile renamed'],
      ['PRDL', 'Restriction profile deleted'],
      ['PRBS', 'Base profile set'],
    ] as const
  ).map(([code, description]) => ({
    code,
    description,
    domain: 'card' as const,
    permissionKey: PERMISSION_KEYS.readCard,
  })),
  // Ours: price-list files (spec 001 §7) are shown with the transactions, so they share its permission.
  {
    code: 'PLUP',
    description: 'Price list uploaded',
    domain: 'transaction',
    permissionKey: PERMISSION_KEYS.viewTransactions,
  },
  {
    code: 'PLDL',
    description: 'Price list deleted',
    domain: 'transaction',
    permissionKey: PERMISSION_KEYS.viewTransactions,
  },
  // Ours (issue 17): the charger alias and the depot permissions of RFID cards (spec 001 §7).
  {
    code: 'EVAL',
    description: 'Charger alias changed',
    domain: 'charging',
    permissionKey: PERMISSION_KEYS.viewChargePoints,
  },
  {
    code: 'EVDP',
    description: 'Depot permissions saved',
    domain: 'charging',
    permissionKey: PERMISSION_KEYS.viewChargePoints,
  },
  // Ours (issue 19): the override of restriction profiles and account spending limits (spec 002 §4.11, §2.9).
  {
    code: 'PROV',
    description: 'Restriction override changed',
    domain: 'card',
    permissionKey: PERMISSION_KEYS.readCard,
  },
  {
    code: 'ASLU',
    description: 'Account spending limits updated',
    domain: 'card',
    permissionKey: PERMISSION_KEYS.readCard,
  },
] as const satisfies readonly TAuditLogType[];

/** Every action code an audit row may carry; the server's audit writer takes only these. */
export type TAuditActionCode = (typeof AUDIT_LOG_TYPES)[number]['code'];
/** The codes of the card writes that write audit rows (DESIGN §3), for the card use cases. */
export const CARD_WRITE_AUDIT_CODES = {
  pinChange: 'CPIN',
  profileLink: 'PRLK',
  profileUnlink: 'PRUL',
  detailsUpdate: 'CDUP',
  reissueStatus: 'RISC',
} as const satisfies Record<string, TAuditActionCode>;
/** The codes of the restriction profile writes; unlinking a profile from its cards is PRUL. */
export const RESTRICTION_AUDIT_CODES = {
  create: 'PRCR',
  update: 'PRUP',
  rename: 'PRRN',
  delete: 'PRDL',
  baseProfile: 'PRBS',
  unlink: 'PRUL',
} as const satisfies Record<string, TAuditActionCode>;
/** The codes of the price-list writes (spec 001 §7 UploadAsync, DeleteAsync). */
export const PRICE_LIST_AUDIT_CODES = {
  upload: 'PLUP',
  delete: 'PLDL',
} as const satisfies Record<string, TAuditActionCode>;

/** The codes of the EV charging writes (spec 001 §7 sites/details/alias, tokens/restrictions/save). */
export const CHARGING_AUDIT_CODES = {
  alias: 'EVAL',
  depotPermissions: 'EVDP',
} as const satisfies Record<string, TAuditActionCode>;

/** The login-type log, hidden in My logs mode (spec 000 §4). */
export const AUDIT_LOGIN_TYPE = 'USML';
/** The log types a holder of these permission keys may see. */
export const auditLogTypesFor = (permissions: readonly string[]) =>
  AUDIT_LOG_TYPES.filter((t) => permissions.includes(t.permissionKey));

export const AUDIT_FILTER_BY = ['filtermode', 'actors', 'hierarchy', 'useractiontypes', 'date'] as const;
export type TAuditFilterBy = (typeof AUDIT_FILTER_BY)[number];
export const AUDIT_FILTER_MODES = ['MY_LOGS', 'ALL_LOGS'] as const;
export type TAuditFilterMode = (typeof AUDIT_FILTER_MODES)[number];
/** Spec 000 §9: default range 3 months; body column 400 wide, others 100; chip labels cut at 30. */
export const AUDIT_DEFAULT_RANGE_MONTHS = 3;
export const AUDIT_BODY_COLUMN_WIDTH = 400;
export const AUDIT_COLUMN_WIDTH = 100;
export const AUDIT_CHIP_MAX_LENGTH = 30;
export const AUDIT_MESSAGE_KEYS = {
  filterInvalid: 'audit_filter_invalid',
  typeNotAllowed: 'audit_log_type_not_allowed',
  impersonationRequired: 'audit_impersonation_required',
} as const;

/** userActionType criteria: the 4-letter code plus _1 (success) or _0 (failed). */
export const USER_ACTION_TYPE_PATTERN = /^[A-Z]{4}_[01]$/;
/** Hierarchy criteria: A + authority id, or P + parent id. */
export const AUDIT_HIERARCHY_PATTERN = /^[AP].{1,40}$/;
