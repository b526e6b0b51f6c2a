import { z } from 'zod';

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
