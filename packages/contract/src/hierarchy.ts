import { z } from 'zod';
import { ZImpersonatedUser } from './admin';

/** Spec 000 §3 selected hierarchy: A authority, P parent, G group. */
export const ACCESS_LEVELS = ['A', 'P', 'G'] as const;
export const zAccessLevel = z.enum(ACCESS_LEVELS, { error: 'access_level_invalid' });
export type TAccessLevel = z.infer<typeof zAccessLevel>;

const zCode = z.string().min(1, 'access_level_code_invalid').max(40, 'access_level_code_invalid');

/** The scope of a request: a selected entry, or lists of ids (transactions style). */
export const ZScopeQuery = z.object({
  accessLevel: zAccessLevel.optional(),
  accessLevelCode: zCode.optional(),
  authorityIds: z.union([z.array(zCode), zCode.transform((v) => v.split(','))]).optional(),
  parentIds: z.union([z.array(zCode), zCode.transform((v) => v.split(','))]).optional(),
  groupIds: z.union([z.array(zCode), zCode.transform((v) => v.split(','))]).optional(),
});
export type TScopeQuery = z.infer<typeof ZScopeQuery>;

export const ZHierarchyAuthority = z.object({
  authorityId: z.string(),
  customerName: z.string(),
  authorityName: z.string(),
  secondAuthorityName: z.string().nullable(),
  /** Role ids the user holds on this authority. */
  roles: z.array(z.number().int()),
  cardOfferType: z.string(),
});
export const ZHierarchyParent = z.object({
  parentId: z.string(),
  parentName: z.string(),
  accessLevelCode: z.string(),
  authorityIds: z.array(z.string()),
  /** How many authorities the parent holds. */
  authorities: z.number().int(),
});
export const ZHierarchyGroup = z.object({
  groupId: z.string(),
  groupName: z.string(),
  accessLevelCode: z.string(),
  /** Parent ids in the group. */
  parents: z.array(z.string()),
  authorityIds: z.array(z.string()),
  authorities: z.number().int(),
});
export const ZRoleName = z.object({ roleId: z.number().int(), roleName: z.string(), offerType: z.string() });

// GET /api/users/users/hierarchy
export const ZHierarchyResponse = z
  .object({
    locale: z.string(),
    oneFleetMigratedStatus: z.number().int(),
    isOneFleetMigrated: z.boolean(),
    authorities: z.array(ZHierarchyAuthority),
    parents: z.array(ZHierarchyParent),
    groups: z.array(ZHierarchyGroup),
    userRoles: z.array(ZRoleName),
    /** Operator letter -> country code (spec 000 §3). */
    isoCodeLookup: z.record(z.string(), z.string()),
  })
  .meta({ id: 'Hierarchy' });
export type THierarchyResponse = z.infer<typeof ZHierarchyResponse>;

// GET and PUT /api/users/users/loggedinuser (PUT: our choice, records the selection and audits USHS)
export const ZLoggedInUser = z
  .object({ accessLevel: zAccessLevel, accessLevelCode: zCode })
  .meta({ id: 'SelectedHierarchy' });
export type TLoggedInUser = z.infer<typeof ZLoggedInUser>;
/** GET loggedinuser also says whom an impersonating admin acts as (spec 000 §3 Account user). */
export const ZLoggedInUserResponse = ZLoggedInUser.extend({
  impersonatedUser: ZImpersonatedUser.nullish(),
}).meta({ id: 'LoggedInUser' });

// GET /api/users/users/permissions
export const ZPermissionsResponse = z
  .object({
    masthead: z.object({ isAck: z.enum(['Y', 'N']).nullable() }),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'Permissions' });
export type TPermissionsResponse = z.infer<typeof ZPermissionsResponse>;

const zOption = z.object({ description: z.string(), value: z.string() });
// GET /api/users/users/preferences (spec's field names, typos included)
export const ZPreferenceOptions = z
  .object({
    languageCodes: z.array(zOption),
    numberFormate: z.array(zOption),
    dateFormate: z.array(zOption),
    csvDelimiter: z.array(zOption),
    measurement: z.array(zOption),
    emediaAttachSize: z.array(zOption),
  })
  .meta({ id: 'PreferenceOptions' });
export type TPreferenceOptions = z.infer<typeof ZPreferenceOptions>;

const option = (description: string, value: string) => ({ description, value });
/** The options of GET /api/users/users/preferences (spec 000 §2: language descriptions end with the locale code). */
export const PREFERENCE_OPTIONS: TPreferenceOptions = {
  languageCodes: [
    option('English (en)', 'en'),
    option('Español (es)', 'es'),
    option('Deutsch (de)', 'de'),
    option('Nederlands (nl)', 'nl'),
    option('Português (pt)', 'pt'),
    option('Polski (pl)', 'pl'),
  ],
  numberFormate: [option('1,234.56', 'en'), option('1.234,56', 'de'), option('1 234,56', 'pl')],
  dateFormate: [
    option('DD/MM/YYYY hh:mm:ss', 'DD/MM/YYYY hh:mm:ss'),
    option('MM/DD/YYYY hh:mm:ss', 'MM/DD/YYYY hh:mm:ss'),
    option('YYYY-MM-DD hh:mm:ss', 'YYYY-MM-DD hh:mm:ss'),
    option('DD.MM.YYYY hh:mm:ss', 'DD.MM.YYYY hh:mm:ss'),
  ],
  csvDelimiter: [
    option('Comma (,)', ','),
    option('Semicolon (;)', ';'),
    option('Tab', '\t'),
    option('Pipe (|)', '|'),
  ],
  measurement: [
    option('Kilometres and litres', '1'),
    option('Miles and litres', '2'),
    option('Miles and gallons', '3'),
  ],
  emediaAttachSize: [option('5 MB', '5'), option('10 MB', '10'), option('20 MB', '20')],
};

// --- The signed-in user's details and preferences (spec 000 §3 Account user, Preferences; §7) ---

/** Sections whose column lists a user keeps (001 §3 User preferences, 002 column editors). */
export const COLUMN_PREFERENCE_SECTIONS = [
  'transactions',
  'invoices',
  'cards',
  'cardReissue',
  'chargeData',
] as const;
/** The general preferences of the account page are saved as this section. */
export const GENERAL_PREFERENCE_SECTION = 'general';
/** Column chooser: at most 10 selected columns (001 §4). */
export const MAX_SELECTED_COLUMNS = 10;
export const PREFERENCE_KEYS = {
  sectionUnknown: 'preference_section_unknown',
  valueInvalid: 'preference_value_invalid',
  tooManyColumns: 'preference_too_many_columns',
} as const;

const optionValues = (list: { value: string }[]) => list.map((o) => o.value) as [string, ...string[]];
const oneOf = (list: { value: string }[]) =>
  z.string().refine((v) => optionValues(list).includes(v), { message: PREFERENCE_KEYS.valueInvalid });

/** Stored general preferences (spec's field names). */
export const ZPreferences = z
  .object({
    dateFormat: z.string().optional(),
    cSVDelimiter: z.string().optional(),
    numberFormat: z.string().optional(),
    measurement: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    languageCode: z.string().optional(),
    emediaAttachSize: z.number().int().optional(),
  })
  .meta({ id: 'Preferences' });
export type TPreferences = z.infer<typeof ZPreferences>;

// PUT /api/users/userpreferences/general: only values the options call offers.
export const ZGeneralPreferencesBody = z
  .object({
    dateFormat: oneOf(PREFERENCE_OPTIONS.dateFormate),
    cSVDelimiter: oneOf(PREFERENCE_OPTIONS.csvDelimiter),
    numberFormat: oneOf(PREFERENCE_OPTIONS.numberFormate),
    measurement: z.coerce
      .number()
      .int()
      .refine((v) => v === 1 || v === 2 || v === 3, { message: PREFERENCE_KEYS.valueInvalid }),
    languageCode: oneOf(PREFERENCE_OPTIONS.languageCodes),
    emediaAttachSize: z.coerce
      .number()
      .int()
      .refine((v) => optionValues(PREFERENCE_OPTIONS.emediaAttachSize).includes(String(v)), {
        message: PREFERENCE_KEYS.valueInvalid,
      }),
  })
  .partial()
  .strict();

// PUT /api/users/userpreferences/{column section}
export const ZColumnPreferencesBody = z
  .object({
    columns: z
      .array(z.string().trim().min(1).max(64))
      .min(1)
      .max(MAX_SELECTED_COLUMNS, { message: PREFERENCE_KEYS.tooManyColumns }),
    dateFormat: oneOf(PREFERENCE_OPTIONS.dateFormate).optional(),
  })
  .strict();

export const ZSectionPreferences = z.object({
  columns: z.array(z.string()),
  dateFormat: z.string().nullable(),
});
// GET /api/users/userpreferences (and the answer of each PUT)
export const ZUserPreferences = z
  .object({
    preferences: ZPreferences,
    sections: z.record(z.string(), ZSectionPreferences),
  })
  .meta({ id: 'UserPreferences' });
export type TUserPreferences = z.infer<typeof ZUserPreferences>;

// GET /api/users/users/details: the Account user of spec 000 §3 plus the contact fields the account page shows
export const ZAccountUser = z
  .object({
    uId: z.number(),
    uniqueId: z.string().nullable(),
    userName: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    jobTitle: z.string().nullable(),
    email: z.string(),
    mobileNumberIsdCode: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    landlineNumberIsdCode: z.string().nullable(),
    landlineNumber: z.string().nullable(),
    status: z.string(),
    lastLogin: z.string().nullable(),
    role: z.array(z.string()),
    brand: z.number(),
    preferences: ZPreferences,
    userPermissions: z.array(z.string()),
    isAdmin: z.boolean(),
    /** While an admin impersonates: the user whose data is shown (these details are that user's). */
    impersonatedUser: z
      .object({ uId: z.number(), uniqueId: z.string().nullable(), name: z.string(), email: z.string() })
      .nullable(),
    onefleetmigratedstatus: z.number(),
  })
  .meta({ id: 'AccountUser' });
export type TAccountUser = z.infer<typeof ZAccountUser>;
export const ZDetailsResponse = z.object({ userDetails: ZAccountUser }).meta({ id: 'UserDetails' });
