import { z } from 'zod';
import { zPhoneNumber } from './account';
import { AUTHORITY_ID_PATTERN } from './common/constants';
import { zPageQuery } from './common/paging';
import {
  DB_INT_MAX,
  FORBIDDEN_NAME_CHARACTERS,
  normaliseSpaces,
  VALIDATION_KEYS,
  zEmail,
  zPersonName,
} from './common/validation';
import { ZRoleName, zAccessLevel } from './hierarchy';
import { PHONE_DIAL_CODES, USER_STATUS_FILTERS, USERS_MESSAGE_KEYS } from './user-constants';

// Contract of the users area: user administration (spec 000 §2 users list, view and edit user,
// add-user wizard; §3 user row, user details, role name list; §4; §5; §7).

const DIAL_CODE_SET = new Set(PHONE_DIAL_CODES.map((d) => d.dialCode));

const zJobTitle = z
  .string()
  .transform(normaliseSpaces)
  .pipe(
    z
      .string()
      .max(100, VALIDATION_KEYS.specialCharacter)
      .refine((v) => !FORBIDDEN_NAME_CHARACTERS.test(v), VALIDATION_KEYS.specialCharacter),
  );

const zDialCode = z.string().trim().max(6);

/** Names, job title and phones of a user (spec 000 §5): a phone number needs a dial code of the list. */
const contactShape = {
  firstName: zPersonName(),
  lastName: zPersonName(),
  jobTitle: zJobTitle.optional(),
  mobileNumberIsdCode: zDialCode.optional(),
  mobileNumber: zPhoneNumber(VALIDATION_KEYS.mobileInvalid).optional(),
  landlineNumberIsdCode: zDialCode.optional(),
  landlineNumber: zPhoneNumber(VALIDATION_KEYS.landlineInvalid).optional(),
};
type ContactFields = {
  mobileNumberIsdCode?: string;
  mobileNumber?: string;
  landlineNumberIsdCode?: string;
  landlineNumber?: string;
};
/** A number needs a dial code from the list; a dial code alone is ignored. */
const checkDialCodes = (value: ContactFields, ctx: z.RefinementCtx) => {
  const pairs = [
    ['mobileNumber', 'mobileNumberIsdCode', VALIDATION_KEYS.mobileInvalid],
    ['landlineNumber', 'landlineNumberIsdCode', VALIDATION_KEYS.landlineInvalid],
  ] as const;
  for (const [number, code, key] of pairs) {
    if (value[number] && !DIAL_CODE_SET.has(value[code] ?? ''))
      ctx.addIssue({ code: 'custom', path: [code], message: key });
  }
};

/** The details form of the edit page (spec 000 §2); the email is the login name and is not edited here. */
export const ZUserBasicDetails = z.object(contactShape).superRefine(checkDialCodes);
export type TUserBasicDetails = z.input<typeof ZUserBasicDetails>;

/** Step 0 of the add-user wizard (spec 000 §2, §5). */
export const ZNewUserDetails = z
  .object({ ...contactShape, email: zEmail, languageCode: z.string().max(5).optional() })
  .superRefine(checkDialCodes);
export type TNewUserDetails = z.input<typeof ZNewUserDetails>;

const zAuthorityId = z.string().trim().regex(AUTHORITY_ID_PATTERN, 'authority_id_invalid');
const zCodeId = z.string().trim().min(1).max(40);
/** A role is required for every selected entry (spec 000 §5 permission step). */
const zRoleId = z.coerce
  .number({ error: USERS_MESSAGE_KEYS.roleRequired })
  .int(USERS_MESSAGE_KEYS.roleRequired)
  .positive(USERS_MESSAGE_KEYS.roleRequired);

export const ZAuthorityGrant = z.object({
  authorityId: zAuthorityId,
  roleId: zRoleId,
  isCustom: z.boolean().optional(),
  category: z.string().max(40).optional(),
});
export const ZParentGrant = z.object({ parentId: zCodeId, roleId: zRoleId });
export const ZGroupGrant = z.object({ groupId: zCodeId, roleId: zRoleId });

// --- GET /api/users/users/accessibleusers ---
export const USER_SORT_COLUMNS = [
  'name',
  'email',
  'status',
  'lastLogin',
  'groupsCount',
  'parentsCount',
  'authoritiesCount',
] as const;
export const ZAccessibleUsersQuery = zPageQuery.extend({
  searchBy: z.string().trim().max(100).optional(),
  searchByAuthorityId: z.string().trim().max(8).optional(),
  filterby: z.literal('UserStatus').optional(),
  filterCriteria: z.enum(USER_STATUS_FILTERS).optional(),
  /** Ours (add users to a group): each row then says whether the user already holds this group. */
  groupId: zCodeId.optional(),
});
export type TAccessibleUsersQuery = z.input<typeof ZAccessibleUsersQuery>;

export const ZUserRow = z
  .object({
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
    /** Only with the groupId query: the user already holds that group. */
    isInGroup: z.boolean().optional(),
  })
  .meta({ id: 'UserRow' });
export type TUserRow = z.infer<typeof ZUserRow>;
export const ZAccessibleUsersResponse = z
  .object({ users: z.array(ZUserRow), totalRecords: z.number().int() })
  .meta({ id: 'AccessibleUsers' });
export type TAccessibleUsersResponse = z.infer<typeof ZAccessibleUsersResponse>;

// --- GET /api/users/users/-1/count ---
const zBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
export const ZUserCountQuery = z.object({ accessLevel: zAccessLevel.optional(), isDirect: zBool.optional() });
export const ZUserCountResponse = z.object({ count: z.number().int() }).meta({ id: 'UserCount' });

// --- GET /api/users/users/{userId}/details ---
export const ZUserIdParams = z.object({ userId: z.coerce.number().int().positive().max(DB_INT_MAX) });
export const ZUidParams = z.object({ uId: z.coerce.number().int().positive().max(DB_INT_MAX) });
export const ZUserDetails = z
  .object({
    uId: z.number().int(),
    userName: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string().nullable(),
    email: z.string(),
    mobileNumberIsdCode: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    landlineNumberIsdCode: z.string().nullable(),
    landlineNumber: z.string().nullable(),
    status: z.string(),
    lastLogin: z.string().nullable(),
    accessAreaCount: z.object({
      groups: z.number().int(),
      parents: z.number().int(),
      authorities: z.number().int(),
    }),
  })
  .meta({ id: 'UserDetailsOfUser' });
export type TUserDetails = z.infer<typeof ZUserDetails>;

// --- GET /api/users/users/{userId}/authorities ---
export const ZUserAuthoritiesQuery = zPageQuery.extend({
  /** Only the authority level is listed by this call (spec 000 §2: the edit form is per authority). */
  accessAreaLevel: z.literal('A').default('A'),
  parentId: zCodeId.optional(),
  groupIds: z.union([z.array(zCodeId), zCodeId.transform((v) => v.split(','))]).optional(),
  permissionRole: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
  /** true: every authority the administrator may grant, with the user's role where they hold one. */
  IncludePermissions: zBool.optional(),
});
export const ZUserAccessEntry = z.object({
  authorityId: z.string(),
  authorityName: z.string(),
  secondAuthorityName: z.string().nullable(),
  customerName: z.string(),
  cardOfferType: z.string(),
  /** The role the user holds directly on this authority, null when none (spec 000 §3 user access entry). */
  defaultSelectedId: z.number().int().nullable(),
});
export type TUserAccessEntry = z.infer<typeof ZUserAccessEntry>;
export const ZUserAuthoritiesResponse = z
  .object({ authorities: z.array(ZUserAccessEntry), totalRecords: z.number().int() })
  .meta({ id: 'UserAuthorities' });

// --- GET /api/users/users/roles ---
export const ZRolesQuery = z.object({
  accessLevelCode: zCodeId.optional(),
  isDefaultPermission: zBool.optional(),
  removedGroupIds: z.union([z.array(zCodeId), zCodeId.transform((v) => v.split(','))]).optional(),
  removedParentIds: z.union([z.array(zCodeId), zCodeId.transform((v) => v.split(','))]).optional(),
  removedAuthorityIds: z.union([z.array(zCodeId), zCodeId.transform((v) => v.split(','))]).optional(),
});
export const ZRolesResponse = z
  .object({
    /** The authorities the administrator may grant, with the role ids offered for each. */
    authorities: z.array(
      z.object({
        authorityId: z.string(),
        authorityName: z.string(),
        secondAuthorityName: z.string().nullable(),
        customerName: z.string(),
        cardOfferType: z.string(),
        roleIds: z.array(z.number().int()),
      }),
    ),
    roleNames: z.array(ZRoleName),
  })
  .meta({ id: 'RoleNames' });
export type TRolesResponse = z.infer<typeof ZRolesResponse>;

// --- POST /api/users/users/{userId}: edit details and access (spec 000 §4 edit access) ---
const list = <T extends z.ZodType>(item: T) => z.array(item).max(2000).default([]);
export const ZEditUserBody = z
  .object({
    uId: z.coerce.number().int().positive().optional(),
    user: z.object({ basicDetails: ZUserBasicDetails.optional() }).optional(),
    groupAdded: list(ZGroupGrant),
    groupEdited: list(ZGroupGrant),
    groupRemoved: list(z.object({ groupId: zCodeId })),
    parentAdded: list(ZParentGrant),
    parentEdited: list(ZParentGrant),
    parentRemoved: list(z.object({ parentId: zCodeId })),
    authoritiesAdded: list(ZAuthorityGrant),
    authoritiesEdited: list(ZAuthorityGrant),
    authoritiesRemoved: list(z.object({ authorityId: zAuthorityId })),
  })
  .meta({ id: 'EditUser' });
export type TEditUserBody = z.input<typeof ZEditUserBody>;
export const ZEditUserResponse = z
  .object({ success: z.literal(true), name: z.string() })
  .meta({ id: 'EditUserResult' });

// --- POST /api/users/users/{userId}/removeaccess ---
export const ZRemoveAccessBody = z.object({
  /** The users whose access is removed; the path's user must be one of them. */
  uIdBlock: z.array(z.coerce.number().int().positive()).min(1).max(100),
});
export const ZRemoveAccessResponse = z
  .object({ success: z.literal(true), uIdBlock: z.array(z.number().int()) })
  .meta({ id: 'RemoveAccessResult' });

// --- GET /api/users/users/exists ---
export const ZUserExistsQuery = z.object({
  accessLevel: zAccessLevel.optional(),
  accessLevelCode: zCodeId.optional(),
  email: zEmail,
});
export const ZUserExistsResponse = z.boolean();

// --- PUT /api/users/users: create and invite (spec 000 §4 add-user wizard) ---
export const ZCreateUserBody = z
  .object({
    user: ZNewUserDetails,
    Authority: list(ZAuthorityGrant),
    parent: list(ZParentGrant),
    group: list(ZGroupGrant),
  })
  .refine((b) => b.Authority.length + b.parent.length + b.group.length > 0, {
    message: USERS_MESSAGE_KEYS.authorityRequired,
    path: ['Authority'],
  })
  .meta({ id: 'CreateUser' });
export type TCreateUserBody = z.input<typeof ZCreateUserBody>;
export const ZCreateUserResponse = z
  .object({ success: z.literal(true), uId: z.number().int(), email: z.string() })
  .meta({ id: 'CreateUserResult' });

// --- POST /api/users/users/{uId}/resendinvite ---
export const ZResendInviteQuery = z.object({
  accessLevel: zAccessLevel.optional(),
  accessLevelCode: zCodeId.optional(),
});
/**
 * Spec 000 §7 names sourceSystem without values; the portal's access pages send `portal`, the admin
 * panel `admin`. Anything else (a token kind such as `activation`) is refused (issue 14 finding 7).
 */
export const INVITE_SOURCE_SYSTEMS = ['portal', 'admin'] as const;
export const ZResendInviteBody = z.object({
  uId: z.coerce.number().int().positive().optional(),
  sourceSystem: z.enum(INVITE_SOURCE_SYSTEMS).optional(),
});
export const ZInviteResult = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'InviteResult' });

// --- PUT /api/users/users/{uId}/update-email ---
export const ZUpdateEmailBody = z.object({ Email: zEmail });
