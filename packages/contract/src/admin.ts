// Contract of the admin area (spec 000 §2 Admin panel and scenario guide, §4, §5, §6, §8, §9).
import { z } from 'zod';
import { AUTHORITY_ID_PATTERN } from './common/constants';
import { zPageQuery } from './common/paging';
import { DB_INT_MAX } from './common/validation';

/** Spec 000 §5, §9: the admin search starts at 4 characters, 100 ms after the last key. */
export const ADMIN_SEARCH_MIN_LENGTH = 4;
export const ADMIN_SEARCH_DEBOUNCE_MS = 100;

/** Message keys of the admin calls (the web app shows the content text of each). */
export const ADMIN_KEYS = {
  adminOnly: 'admin_only',
  searchTooShort: 'admin_search_too_short',
  userNotFound: 'admin_user_not_found',
  notActive: 'impersonation_user_not_active',
  adminTarget: 'impersonation_admin_not_allowed',
  /** Every write of an impersonating session but the allow-listed ones (DESIGN §5). */
  readOnly: 'impersonation_read_only',
  exitFirst: 'impersonation_exit_first',
} as const;

/** Spec 000 §5: optional letter plus 3 to 7 digits searches by authority id, anything else by name and email. */
export const isAuthorityIdTerm = (term: string): boolean => AUTHORITY_ID_PATTERN.test(term.trim());

// GET /api/admin/users?search=&page=&pageSize=&sortBy=&sortOrder= (our path: the spec shows none)
export const ADMIN_USER_SORT_COLUMNS = ['name', 'email', 'status', 'lastLogin'] as const;
export const ZAdminUsersQuery = zPageQuery.extend({
  search: z
    .string({ error: ADMIN_KEYS.searchTooShort })
    .trim()
    .min(ADMIN_SEARCH_MIN_LENGTH, ADMIN_KEYS.searchTooShort)
    .max(254, ADMIN_KEYS.searchTooShort),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

/** Spec 000 §3 user row plus the admin view's fields. */
export const ZAdminUserRow = z
  .object({
    /** Row key of the admin table. */
    key: z.string(),
    uId: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobileNumber: z.string().nullable(),
    mobileNumberIsdCode: z.string().nullable(),
    status: z.string(),
    groupsCount: z.number().int(),
    parentsCount: z.number().int(),
    authoritiesCount: z.number().int(),
    lastLogin: z.string().nullable(),
    userUniqueId: z.string().nullable(),
    accessExpiryDateTime: z.string().nullable(),
    inviteEmail: z.string().nullable(),
    invitationSentDateTime: z.string().nullable(),
    activationDateTime: z.string().nullable(),
    /** The user's access in words: group names, else parent names, else authority ids. */
    groupselection_description: z.string(),
    isAdmin: z.boolean(),
    oneFleetMigratedStatus: z.number().int(),
  })
  .meta({ id: 'AdminUserRow' });
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUsersResponse = z
  .object({
    users: z.array(ZAdminUserRow),
    totalRecords: z.number().int(),
    /** How the term was read (spec 000 §5). */
    searchBy: z.enum(['authorityId', 'nameEmail']),
  })
  .meta({ id: 'AdminUsers' });
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

export const ZAdminUserParams = z.object({ uId: z.coerce.number().int().min(1).max(DB_INT_MAX) });

// GET /api/admin/users/{uId}/raw: the stored record minus secrets (password hash, invite token hashes)
export const ZAdminRawUser = z
  .object({
    /** The users row in its column names; passwordHash is never included. */
    user: z.record(z.string(), z.unknown()),
    access: z.object({
      authorities: z.array(z.object({ authorityId: z.string(), roleId: z.number().int() })),
      parents: z.array(z.object({ parentId: z.string(), roleId: z.number().int() })),
      groups: z.array(z.object({ groupId: z.string(), roleId: z.number().int() })),
    }),
    invites: z.array(
      z.object({
        email: z.string(),
        createdAt: z.string(),
        expiresAt: z.string(),
        usedAt: z.string().nullable(),
        sourceSystem: z.string().nullable(),
      }),
    ),
    activeSessions: z.number().int(),
  })
  .meta({ id: 'AdminRawUser' });
export type TAdminRawUser = z.infer<typeof ZAdminRawUser>;

// --- Impersonation (spec 000 §6: by userUniqueId, Active users only; DESIGN §5: server session state) ---

/** Who an admin acts as (spec 000 §3 Account user impersonatedUser). */
export const ZImpersonatedUser = z
  .object({ uId: z.number().int(), userUniqueId: z.string(), name: z.string(), email: z.string() })
  .meta({ id: 'ImpersonatedUser' });
export type TImpersonatedUser = z.infer<typeof ZImpersonatedUser>;

// POST /api/admin/impersonation {userUniqueId}; DELETE /api/admin/impersonation (our paths: §7 shows none)
export const ZStartImpersonationBody = z.object({
  userUniqueId: z.string({ error: ADMIN_KEYS.userNotFound }).trim().min(1, ADMIN_KEYS.userNotFound).max(200),
});
export const ZImpersonationResponse = z
  .object({ impersonatedUser: ZImpersonatedUser.nullable() })
  .meta({ id: 'Impersonation' });
export type TImpersonationResponse = z.infer<typeof ZImpersonationResponse>;

/** Audit action codes of impersonation (ours: the spec names none). */
export const IMPERSONATION_AUDIT_CODES = { started: 'ADIM', ended: 'ADIX' } as const;

/** Query parameter of the copied impersonation link: /admin?impersonate=<userUniqueId>. */
export const IMPERSONATE_LINK_PARAM = 'impersonate';
export const impersonationLinkPath = (userUniqueId: string) =>
  `/admin?${IMPERSONATE_LINK_PARAM}=${encodeURIComponent(userUniqueId)}`;

// --- Scenario guide (spec 000 §2 Admin scenario guide, §4 Admin scenario selection) ---

export const ADMIN_SCENARIOS = [
  'user-is-active',
  'user-is-invited-w-uniqueId',
  'user-is-invited-no-uniqueId',
  'user-is-expired-no-uniqueId',
  'user-unknown-issue',
  'email-not-found',
  'authorityid-not-found',
] as const;
export type TAdminScenario = (typeof ADMIN_SCENARIOS)[number];
export const zAdminScenario = z.enum(ADMIN_SCENARIOS);

/** Spec 000 §2: the guide says an invitation email can take up to 20 minutes. */
export const INVITE_EMAIL_DELAY_MINUTES = 20;

export type TScenarioInput = {
  /** The admin's search term. */
  term: string;
  /** The user the admin looks at; null or absent when the search found nobody. */
  user?: { status: string; userUniqueId: string | null } | null;
};

/**
 * Spec 000 §4 Admin scenario selection: Active → user-is-active; Invited or Link Expired with a
 * userUniqueId → user-is-invited-w-uniqueId; Invited without → user-is-invited-no-uniqueId; Link Expired
 * without → user-is-expired-no-uniqueId; anything else → user-unknown-issue. No user: email-not-found,
 * or authorityid-not-found when the term has the authority-id form.
 */
export function selectScenario({ term, user }: TScenarioInput): TAdminScenario {
  if (!user) return isAuthorityIdTerm(term) ? 'authorityid-not-found' : 'email-not-found';
  const hasUniqueId = Boolean(user.userUniqueId?.trim());
  if (user.status === 'Active') return 'user-is-active';
  if ((user.status === 'Invited' || user.status === 'Link Expired') && hasUniqueId)
    return 'user-is-invited-w-uniqueId';
  if (user.status === 'Invited') return 'user-is-invited-no-uniqueId';
  if (user.status === 'Link Expired') return 'user-is-expired-no-uniqueId';
  return 'user-unknown-issue';
}

// GET /api/admin/users/{uId}/scenario: the facts the guide's rules and statements need
export const ZScenarioFacts = z
  .object({
    uId: z.number().int(),
    name: z.string(),
    email: z.string(),
    status: z.string(),
    userUniqueId: z.string().nullable(),
    isAdmin: z.boolean(),
    inviteEmail: z.string().nullable(),
    invitationSentDateTime: z.string().nullable(),
    /** Expiry of the latest invite, and whether it has passed or been used. */
    inviteExpiryDateTime: z.string().nullable(),
    isInviteExpired: z.boolean(),
    isInviteUsed: z.boolean(),
    activationDateTime: z.string().nullable(),
    lastLogin: z.string().nullable(),
    accessExpiryDateTime: z.string().nullable(),
    oneFleetMigratedStatus: z.number().int(),
    isLocked: z.boolean(),
    /** Direct grants: authorities, parents, groups; and every authority reached through them. */
    authoritiesCount: z.number().int(),
    parentsCount: z.number().int(),
    groupsCount: z.number().int(),
    reachableAuthoritiesCount: z.number().int(),
    scenario: zAdminScenario,
  })
  .meta({ id: 'AdminScenarioFacts' });
export type TScenarioFacts = z.infer<typeof ZScenarioFacts>;
