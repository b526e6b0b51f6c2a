import { z } from 'zod';

/**
 * Restriction profiles (spec 002 §2.5-§2.8, §3.11, §4.10-§4.13, §5.4, §9): constants, message keys and
 * the five restriction blocks in the spec's field names. Money is in major units of the profile's
 * currency with at most 2 decimals; volumes and counts are whole numbers; null means "not set".
 */
export const RESTRICTION_LIMITS = {
  spendingMax: 999_999,
  rollingDaysMin: 2,
  rollingDaysMax: 30,
  productsMaxSelection: 10,
  fepIdsMax: 100,
  dailyVolumeFuelMax: 99_999,
  dailyVolumeOtherMax: 9_999,
  dailyValueMax: 9_999_999,
  txnVolumeOtherMax: 999,
  txnValueMax: 99_999,
  maximumDistanceMax: 999_999,
  profileNameMax: 100,
} as const;

/** Spec 002 §9: profiles may be cached 50 s; toasts close after 5 s. */
export const PROFILES_CACHE_MS = 50_000;
export const RESTRICTION_TOAST_MS = 5_000;

/** The edit-route segments of §2.6/§2.8, in the wizard's fixed order (§2.7). */
export const RESTRICTION_TYPES = [
  'spending-limits',
  'products-and-services',
  'sites',
  'day-and-time',
  'odometer',
] as const;
export type TRestrictionType = (typeof RESTRICTION_TYPES)[number];
export const isRestrictionType = (value: unknown): value is TRestrictionType =>
  typeof value === 'string' && (RESTRICTION_TYPES as readonly string[]).includes(value);

/** The block of the restriction details each type is held in (§3.11). */
export const RESTRICTION_BLOCK_OF = {
  'spending-limits': 'spendingLimitRestriction',
  'products-and-services': 'productAndServicesRestriction',
  sites: 'sitelocationRestrictions',
  'day-and-time': 'dayTimeRestriction',
  odometer: 'odometerAndDistanceRestriction',
} as const satisfies Record<TRestrictionType, string>;
export type TRestrictionBlockName = (typeof RESTRICTION_BLOCK_OF)[TRestrictionType];

/** Spec 002 §9 product categories. */
export const PRODUCT_CATEGORY_IDS = [100, 200, 300, 400, 600, 800] as const;
/** Spec 002 §2.7: setup types B weekday (days 1-5), W weekend (6, 7), C custom (1-7). */
export const DAY_SETUP_DAYS = { B: [1, 2, 3, 4, 5], W: [6, 7], C: [1, 2, 3, 4, 5, 6, 7] } as const;
export type TDaySetupType = keyof typeof DAY_SETUP_DAYS;
/** Spec 002 §9: default times 00:00 to 23:59. */
export const DEFAULT_DAY_TIMES = { startTime: '00:00', endTime: '23:59' } as const;
/** Spec 002 §2.7: the All option of region and site. */
export const ALL_OPTION_ID = 0;

export const RESTRICTION_KEYS = {
  required: 'restriction_valiation_required',
  positiveNumber: 'validation_positive_number',
  max: 'restriction_valiation_max',
  min: 'restriction_valiation_min',
  decimalPlace: 'restriction_valiation_decimal_place',
  numeric: 'restriction_valiation_numeric',
  productsMaxSelection: 'restriction_products_max_selection',
  productUnknown: 'restriction_product_unknown',
  categoryRequired: 'restriction_category_required',
  siteDuplicate: 'restriction_site_duplicate',
  siteFepLimit: 'restriction_site_fep_limit_reached',
  siteRequired: 'restriction_site_required',
  siteUnknown: 'restriction_site_unknown',
  siteTypeRequired: 'restriction_site_type_required',
  dayInvalid: 'restriction_day_time_invalid',
  odometerRequired: 'restriction_odometer_max_distance_required',
  odometerNoLetters: 'restriction_odometer_max_distance_no_letters',
  typeRequired: 'restriction_type_required',
  violationInvalid: 'restriction_violation_invalid',
  profileNameRequired: 'restriction_profile_name_required',
  profileNameExists: 'restriction_profile_name_exists',
  profileReadOnly: 'restriction_profile_read_only',
  profileNotFound: 'restriction_profile_not_found',
  serviceCodeRequired: 'restriction_service_code_required',
  updateError: 'restriction_profiles_update_notification_error_singular',
  /** Spec 002 §2.5, §6: Create profile is disabled while the acknowledgement flag is Y. */
  createNotAllowed: 'restriction_create_not_allowed',
  authorityRequired: 'restriction_authority_required',
} as const;
export type TRestrictionKey = (typeof RESTRICTION_KEYS)[keyof typeof RESTRICTION_KEYS];

const zAmount = z.number().finite().nullable();
const zCount = z.number().finite().nullable();

// --- Spending limits (§3.11) ---
export const ZSpendingLimitBlock = z.object({
  daily: z.object({ dailySpendLimit: zAmount, dailyTxnLimit: zCount }),
  weekly: z.object({ weeklySpendLimit: zAmount, weeklyTxnLimit: zCount }),
  monthly: z.object({ monthlySpendLimit: zAmount, monthlyTxnLimit: zCount }),
  rollingLimit: z.object({ rollingDaysCount: zCount, rollingDaysSpendLimit: zAmount }),
  acceptSpendingLimitViolation: z.boolean(),
  alertSpendingLimitViolation: z.boolean(),
});
export type TSpendingLimitBlock = z.infer<typeof ZSpendingLimitBlock>;

// --- Products and services (§3.11) ---
export const ZProductLimits = z.object({
  daily: z.object({ dailyMaxVolume: zCount, dailyMaxValue: zAmount }).nullable().optional(),
  monthly: z.object({ monthlyMaxVolume: zCount, monthlyMaxValue: zAmount }).nullable().optional(),
  transaction: z.object({ txnMaxVolume: zCount, txnMaxValue: zAmount }).nullable().optional(),
});
export type TProductLimits = z.infer<typeof ZProductLimits>;
const zAllow = z.union([z.literal(0), z.literal(1)]);
export const ZRestrictedProduct = z.object({
  productServiceId: z.number().int().positive(),
  /** Read form only (the catalogue's name and type F or N). */
  productServiceName: z.string().optional(),
  productServiceType: z.enum(['F', 'N']).optional(),
  isAllow: zAllow,
  productDetails: ZProductLimits.nullable().optional(),
});
export const ZRestrictedCategory = z.object({
  categoryId: z.number().int().positive(),
  applyForAllProductsInCategory: z.boolean(),
  categoryDetails: z.object({
    categoryLimits: ZProductLimits.nullable().optional(),
    isAllow: zAllow,
    products: z.array(ZRestrictedProduct).max(50),
  }),
});
export const ZProductsBlock = z.object({
  categories: z.array(ZRestrictedCategory).max(20),
  isAllowNotListed: z.boolean(),
  acceptProductServiceViolation: z.boolean(),
  alertProductServiceViolation: z.boolean(),
});
export type TProductsBlock = z.infer<typeof ZProductsBlock>;
export type TRestrictedCategory = z.infer<typeof ZRestrictedCategory>;

// --- Site locations (§3.11): the save form sends siteTypeGroupId, the read form adds names ---
const zId = z.number().int().min(0);
export const ZSiteEntryInput = z.object({
  isAllow: z.boolean(),
  countryId: zId,
  areaId: zId,
  site: z.object({ globalSiteId: zId, siteTypeId: zId.optional(), siteTypeGroupId: zId.optional() }),
});
export type TSiteEntryInput = z.infer<typeof ZSiteEntryInput>;
export const ZSiteEntry = z.object({
  isAllow: z.boolean(),
  countryCode: z.string(),
  countryId: z.number().int(),
  countryName: z.string(),
  areaId: z.number().int(),
  areaName: z.string().nullable(),
  site: z.object({ globalSiteId: z.number(), siteTypeId: z.number().int(), siteGroupId: z.number().int() }),
  siteLocation: z
    .object({
      siteName: z.string(),
      siteTypeId: z.number().int(),
      siteGroupIds: z.array(z.number().int()),
      globalSiteId: z.number(),
      fepIds: z.array(z.string()),
    })
    .nullable(),
});
const siteBlockBase = {
  allowedSiteGroupIds: z.array(z.number().int().positive()).max(20),
  deniedSiteGroupIds: z.array(z.number().int().positive()).max(20),
  isAllowNotListed: z.boolean(),
  acceptSitesViolation: z.boolean(),
  alertSitesViolation: z.boolean(),
};
export const ZSitesBlockInput = z.object({ sites: z.array(ZSiteEntryInput).max(200), ...siteBlockBase });
export type TSitesBlockInput = z.infer<typeof ZSitesBlockInput>;
export const ZSitesBlock = z.object({ sites: z.array(ZSiteEntry), ...siteBlockBase });
export type TSitesBlock = z.infer<typeof ZSitesBlock>;

// --- Day and time (§3.11) ---
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ZDayWithTime = z.object({
  dayOfWeek: z.number().int(),
  isAllow: z.boolean(),
  startTime: z.string().regex(TIME_PATTERN, RESTRICTION_KEYS.dayInvalid),
  endTime: z.string().regex(TIME_PATTERN, RESTRICTION_KEYS.dayInvalid),
});
export const ZDayTimeBlock = z.object({
  setupType: z.enum(['B', 'W', 'C'], { error: RESTRICTION_KEYS.dayInvalid }),
  daysWithTime: z.array(ZDayWithTime).max(7),
  acceptDayTimeViolation: z.boolean(),
  alertDayTimeViolation: z.boolean(),
});
export type TDayTimeBlock = z.infer<typeof ZDayTimeBlock>;
export type TDayWithTime = z.infer<typeof ZDayWithTime>;

// --- Odometer and distance (§3.11) ---
export const ZOdometerBlock = z.object({
  maximumDistance: z.number(),
  distanceUnit: z.string().max(10).default('KMS'),
  acceptOdometerViolation: z.boolean(),
  alertOdometerViolation: z.boolean(),
});
export type TOdometerBlock = z.infer<typeof ZOdometerBlock>;
