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
    node('check_email', [], 'viewRaw'),
    node(
      'impersonate_check',
      [
        ['access_missing', 'grant_access'],
        ['access_fine', 'resolved'],
      ],
      'impersonate',
    ),
    node('grant_access'),
    node('resolved'),
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
    node('registration_failed', [
      ['duplicate_address', 'update_email'],
      ['other_error', 'escalate'],
    ]),
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
    node('new_customer'),
  ]),
};
