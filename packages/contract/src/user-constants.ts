// Constants of the users area (spec 000 §2, §4, §5, §9): statuses, limits, message keys, audit codes
// and phone dial codes. Without zod; the schemas are in users.ts.
import { VALIDATION_KEYS } from './common/validation';

/** Spec 000 §4 user statuses; the list filter offers All, Active, Invited and Link Expired (§2). */
export const USER_STATUSES = ['Active', 'Invited', 'Link Expired', 'Inactive'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_FILTERS = ['All', 'Active', 'Invited', 'Link Expired'] as const;
export type TUserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/** Spec 000 §4: Active success, Inactive and Link Expired danger, anything else warning. */
export const userStatusStyle = (status: string): 'success' | 'danger' | 'warning' =>
  status === 'Active' ? 'success' : status === 'Inactive' || status === 'Link Expired' ? 'danger' : 'warning';
/** Spec 000 §4: Invited and Link Expired users show the resend-invite warning. */
export const canResendInvite = (status: string) => status === 'Invited' || status === 'Link Expired';

/** Spec 000 §9 constants of the user screens. */
export const USERS_CONSTANTS = {
  searchDebounceMs: 100,
  skeletonRows: 15,
  authorityEditPageSize: 15,
  authorityFetchPageSize: 500,
  toastMs: 5500,
} as const;

/** How long an invitation link stays valid (not shown in the spec; ours). */
export const INVITE_TTL_HOURS = 7 * 24;

/** Message keys of the user screens and calls (spec 000 §5, §8; the keys the spec does not name are ours). */
export const USERS_MESSAGE_KEYS = {
  ...VALIDATION_KEYS,
  authorityRequired: 'authority_required_message',
  roleRequired: 'role_required_message',
  roleNotAllowed: 'role_not_allowed',
  sameEmail: 'email_same_message',
  selectSingle: 'select_single_user',
  notAllowed: 'users_not_allowed',
  userNotFound: 'user_not_found',
  ownAccess: 'own_access_unchangeable',
  accessEntryUnknown: 'access_entry_unknown',
  accessEntryExists: 'access_entry_exists',
  notInvited: 'user_not_invited',
} as const;

/** Audit action codes of user administration: NUSR is the spec's (000 §3); the others are ours. */
export const USER_AUDIT_CODES = {
  invite: 'NUSR',
  editDetails: 'EUSR',
  editAccess: 'AUSR',
  revoke: 'RUSR',
  resendInvite: 'IUSR',
  updateEmail: 'MUSR',
} as const;

/** Spec 000 §3 phone dial-code list: the 44 European countries, then some others. */
export const PHONE_DIAL_CODES: readonly { country: string; dialCode: string }[] = [
  ['AL', '+355'],
  ['AD', '+376'],
  ['AT', '+43'],
  ['BY', '+375'],
  ['BE', '+32'],
  ['BA', '+387'],
  ['BG', '+359'],
  ['HR', '+385'],
  ['CY', '+357'],
  ['CZ', '+420'],
  ['DK', '+45'],
  ['EE', '+372'],
  ['FI', '+358'],
  ['FR', '+33'],
  ['DE', '+49'],
  ['GR', '+30'],
  ['HU', '+36'],
  ['IS', '+354'],
  ['IE', '+353'],
  ['IT', '+39'],
  ['XK', '+383'],
  ['LV', '+371'],
  ['LI', '+423'],
  ['LT', '+370'],
  ['LU', '+352'],
  ['MT', '+356'],
  ['MD', '+373'],
  ['MC', '+377'],
  ['ME', '+382'],
  ['NL', '+31'],
  ['MK', '+389'],
  ['NO', '+47'],
  ['PL', '+48'],
  ['PT', '+351'],
  ['RO', '+40'],
  ['RU', '+7'],
  ['SM', '+378'],
  ['RS', '+381'],
  ['SK', '+421'],
  ['SI', '+386'],
  ['ES', '+34'],
  ['SE', '+46'],
  ['CH', '+41'],
  ['UA', '+380'],
  ['GB', '+44'],
  ['TR', '+90'],
  ['US', '+1'],
  ['AU', '+61'],
  ['ZA', '+27'],
  ['AE', '+971'],
  ['IN', '+91'],
].map(([country, dialCode]) => ({ country: country as string, dialCode: dialCode as string }));
