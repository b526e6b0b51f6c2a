import type { TAdminScenario } from '@portal/contract';

/** What a step's button does to the looked-up user (admin panel actions, spec 000 §2). */
export type GuideAction = 'viewRaw' | 'impersonate' | 'resendInvite' | 'updateInviteEmail';

/** A statement of the guide; its text is `node_<id>` and each option's `option_<id>` in the content. */
export type DecisionNode = {
  id: string;
  action?: GuideAction;
  options: { id: string; next: string }[];
};

export type DecisionTree = { start: string; nodes: Record<string, DecisionNode> };

const node = (id: string, options: [string, string][] = [], action?: GuideAction): DecisionNode => ({
  id,
  action,
  options: options.map(([option, next]) => ({ id: option, next })),
});

const tree = (start: string, nodes: DecisionNode[]): DecisionTree => ({
  start,
  nodes: Object.fromEntries(nodes.map((n) => [n.id, n])),
});

// Steps several conditions share.
const delay = node('invite_delay', [
  ['address_wrong', 'update_email'],
  ['address_right', 'resend_invite'],
]);
const updateEmail = node('update_email', [], 'updateInviteEmail');
const resendInvite = node('resend_invite', [], 'resendInvite');
const escalate = node('escalate', [], 'viewRaw');
const searchAgain = node('search_again');
const checkEmail = node('check_email', [], 'viewRaw');
const resolved = node('resolved');
const registrationFailed = node('registration_failed', [
  ['duplicate_address', 'update_email'],
  ['other_error', 'escalate'],
]);
const newCustomer = node('new_customer');

/**
 * Spec 000 §2 Admin scenario guide: one decision tree of statements and options per data condition.
 * The guide's texts are ours (the spec shows none), in the `scenarios` content page.
 */
export const DECISION_TREES: Record<TAdminScenario, DecisionTree> = {
  'user-is-active': tree('active_start', [
    node('active_start', [
      ['password_refused', 'password_reset'],
      ['wrong_data', 'impersonate_check'],
      ['migration_page', 'migrated'],
    ]),
    node('password_reset', [
      ['reset_received', 'reset_done'],
      ['reset_missing', 'check_email'],
    ]),
    node('reset_done'),
    checkEmail,
    node(
      'impersonate_check',
      [
        ['access_missing', 'grant_access'],
        ['access_fine', 'resolved'],
      ],
      'impersonate',
    ),
    node('grant_access'),
    resolved,
    node('migrated', [], 'viewRaw'),
  ]),
  'user-is-invited-w-uniqueId': tree('invited_w_start', [
    node('invited_w_start', [
      ['no_email', 'invite_delay'],
      ['link_expired', 'resend_invite'],
      ['link_used', 'link_used'],
    ]),
    delay,
    updateEmail,
    resendInvite,
    node('link_used', [], 'viewRaw'),
  ]),
  'user-is-invited-no-uniqueId': tree('invited_no_start', [
    node('invited_no_start', [
      ['no_email', 'invite_delay'],
      ['registration_fails', 'registration_failed'],
    ]),
    delay,
    updateEmail,
    resendInvite,
    registrationFailed,
    escalate,
  ]),
  'user-is-expired-no-uniqueId': tree('expired_start', [
    node('expired_start', [
      ['address_right', 'resend_invite'],
      ['address_wrong', 'update_email'],
    ]),
    updateEmail,
    resendInvite,
  ]),
  'user-unknown-issue': tree('unknown_start', [
    node('unknown_start', [
      ['should_have_access', 'reinvite'],
      ['unclear', 'escalate'],
    ]),
    node('reinvite'),
    escalate,
  ]),
  'email-not-found': tree('email_start', [
    node('email_start', [
      ['typo', 'search_again'],
      ['never_invited', 'invite_by_customer'],
    ]),
    searchAgain,
    node('invite_by_customer'),
  ]),
  'authorityid-not-found': tree('authority_start', [
    node('authority_start', [
      ['typo', 'search_again'],
      ['new_customer', 'new_customer'],
    ]),
    searchAgain,
    newCustomer,
  ]),
};

/**
 * Spec 000 §2: the separate decision tree of statement codes behind the login help flow, for a caller
 * who cannot sign in. Each code names its statement; the flow starts from what the search shows.
 */
export const LOGIN_HELP_CODES = {
  AUTHORITY_NOT_FOUND: 'login_authority_not_found',
  MIGRATED: 'login_migrated',
  USER_ACTIVE: 'login_user_active',
  INVITED_OR_EXPIRED: 'login_invited_or_expired',
  PASSWORD_RESET_RECEIVED: 'login_password_reset_received',
  REGISTRATION_SUCCESS: 'login_registration_success',
  REGISTRATION_FAILURE: 'registration_failed',
} as const;

const code = LOGIN_HELP_CODES;
export const LOGIN_HELP_TREE: DecisionTree = tree('login_start', [
  node('login_start', [
    ['login_no_authority', code.AUTHORITY_NOT_FOUND],
    ['login_found_migrated', code.MIGRATED],
    ['login_found_active', code.USER_ACTIVE],
    ['login_found_invited', code.INVITED_OR_EXPIRED],
  ]),
  node(code.AUTHORITY_NOT_FOUND, [
    ['typo', 'search_again'],
    ['new_customer', 'new_customer'],
  ]),
  searchAgain,
  newCustomer,
  node(code.MIGRATED, [], 'viewRaw'),
  node(code.USER_ACTIVE, [
    ['reset_received', code.PASSWORD_RESET_RECEIVED],
    ['reset_missing', 'check_email'],
  ]),
  checkEmail,
  node(code.PASSWORD_RESET_RECEIVED, [
    ['login_signed_in', 'resolved'],
    ['login_still_refused', 'escalate'],
  ]),
  resolved,
  escalate,
  node(code.INVITED_OR_EXPIRED, [
    ['login_registered', code.REGISTRATION_SUCCESS],
    ['registration_fails', code.REGISTRATION_FAILURE],
    ['no_email', 'invite_delay'],
    ['link_expired', 'resend_invite'],
  ]),
  node(code.REGISTRATION_SUCCESS),
  registrationFailed,
  delay,
  updateEmail,
  resendInvite,
]);
