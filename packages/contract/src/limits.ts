import { z } from 'zod';
import type { TAuditActionCode } from './audit-log-types';
import { DEFAULT_PAGE_SIZE } from './common/constants';
import { MAX_PAGE_SIZE } from './common/paging';
import { DB_INT_MAX, zInstant } from './common/validation';
import { ZScopeQuery, zAccessLevel } from './hierarchy';
import {
  accountLimitIssues,
  LIMIT_RULE_KEYS,
  OVERRIDE_HOURS,
  type TSpendingLimitValues,
} from './rules/limits';

// Contract of the overrides, account spending limits and the authorization check (spec 002 §2.9,
// §3.11 Override, §3.12, §4.10, §4.11, §5.4, §7). Money leaves and enters in major units of the
// authority's currency (at most 2 decimals); the database keeps minor units.

export const LIMIT_KEYS = {
  ...LIMIT_RULE_KEYS,
  overrideDurationInvalid: 'override_duration_invalid',
  overrideAcceptRequired: 'override_accept_required',
  overrideNotActive: 'override_not_active',
  authorityCustomerMismatch: 'authority_customer_mismatch',
  authorizeCardRequired: 'authorize_card_required',
} as const;

/** Spec 002 §9: account limits sort by parentNumber ascending; 15 rows a page. */
export const ACCOUNT_LIMIT_SORT_COLUMNS = ['parentNumber', 'authorityId', 'customerName'] as const;
export const ACCOUNT_LIMITS_DEFAULT_SORT = 'parentNumber:asc';

const idList = z
  .union([z.array(z.string()), z.string().transform((v) => v.split(',').filter(Boolean))])
  .pipe(z.array(z.string().min(1).max(40)).max(MAX_PAGE_SIZE));

// --- overrides (spec 002 §3.11 Override, §4.11) ---

export const ZOverride = z.object({
  overrideId: z.number().int(),
  /** ISO instant; the override is active until then. */
  endTime: z.string(),
  startTime: z.string(),
  customerName: z.string(),
  authorityNumber: z.string(),
  customerId: z.string(),
  authorityId: z.string(),
  parentId: z.string().nullable(),
  acceptViolation: z.boolean(),
  alertViolation: z.boolean(),
});
export type TOverride = z.infer<typeof ZOverride>;

export const ZOverridesQuery = ZScopeQuery.extend({ AuthorityIds: idList.optional() });
export type TOverridesQuery = z.infer<typeof ZOverridesQuery>;
export const ZOverridesResponse = z.object({ overrides: z.array(ZOverride) });
export type TOverridesResponse = z.infer<typeof ZOverridesResponse>;

/**
 * POST overrides: duration 1 to 3 creates one, 1 to 10 extends the running one (changing its alert
 * choice with it), 0 ends it now. The options are Accept or Accept and alert, so accept is true.
 */
export const ZOverrideBody = z.object({
  acceptViolation: z.literal(true, { error: LIMIT_KEYS.overrideAcceptRequired }),
  alertViolation: z.boolean(),
  authorityId: z.string().min(1).max(40),
  customerId: z.string().min(1).max(40),
  parentId: z.string().max(40).nullish(),
  duration: z.coerce
    .number({ error: LIMIT_KEYS.overrideDurationInvalid })
    .int(LIMIT_KEYS.overrideDurationInvalid)
    .min(OVERRIDE_HOURS.end, LIMIT_KEYS.overrideDurationInvalid)
    .max(OVERRIDE_HOURS.extend.max, LIMIT_KEYS.overrideDurationInvalid),
});
export type TOverrideBody = z.infer<typeof ZOverrideBody>;

// --- account spending limits (spec 002 §2.9, §3.12) ---

export const ZAccountLimitsQuery = ZScopeQuery.extend({
  /** The selected entry as the spec names it (applyLevel A/P/G, accessId its code). */
  applyLevel: zAccessLevel.optional(),
  accessId: z.string().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  start: z.coerce.number().int().min(0).default(0),
  searchText: z.string().trim().max(100).optional(),
  /** column:asc|desc, column one of ACCOUNT_LIMIT_SORT_COLUMNS. */
  sortCriteria: z.string().max(40).default(ACCOUNT_LIMITS_DEFAULT_SORT),
});
export type TAccountLimitsQuery = z.infer<typeof ZAccountLimitsQuery>;

export const ZAccountLimitRow = z.object({
  authorityId: z.string(),
  authorityName: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  parentId: z.string().nullable(),
  parentNumber: z.string().nullable(),
  currency: z.string(),
  dailySpendLimit: z.number().nullable(),
  weeklySpendLimit: z.number().nullable(),
  monthlySpendLimit: z.number().nullable(),
  rollingDays: z.number().int().nullable(),
  rollingSpendLimit: z.number().nullable(),
  acceptViolation: z.boolean(),
  alertViolation: z.boolean(),
  /** Whether limits are stored for the authority (false: none set yet, the defaults shown). */
  isSet: z.boolean(),
  lastUpdatedDate: z.string().nullable(),
});
export type TAccountLimitRow = z.infer<typeof ZAccountLimitRow>;

export const ZAccountLimitsResponse = z.object({
  accountSpendingLimits: z.array(ZAccountLimitRow),
  /** The spec's name for the number of rows of the whole list. */
  totalCards: z.number().int(),
});
export type TAccountLimitsResponse = z.infer<typeof ZAccountLimitsResponse>;

/** An amount field: empty text and null are null; numbers and numeric text are numbers. */
const zLimitAmount = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z.number({ error: LIMIT_KEYS.decimalPlace }).nullable(),
);

export const ZAccountLimitsWriteQuery = z.object({
  authorityIds: idList.optional(),
  parentIds: idList.optional(),
});
export type TAccountLimitsWriteQuery = z.infer<typeof ZAccountLimitsWriteQuery>;

export const ZAccountLimitBody = z
  .object({
    authorityId: z.string().min(1).max(40),
    customerId: z.string().min(1).max(40),
    parentId: z.string().max(40).nullish(),
    dailySpendLimit: zLimitAmount,
    weeklySpendLimit: zLimitAmount,
    monthlySpendLimit: zLimitAmount,
    rollingDays: zLimitAmount,
    rollingSpendLimit: zLimitAmount,
    acceptViolation: z.boolean(),
    alertViolation: z.boolean(),
  })
  .superRefine((body, ctx) => {
    for (const issue of accountLimitIssues(body as TSpendingLimitValues))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key, params: issue.values });
  });
export type TAccountLimitBody = z.infer<typeof ZAccountLimitBody>;

// --- the authorization check (issue 19): a card's status, profile, override and account limits ---

/** The rules a transaction can fail, in the order they are checked. */
export const AUTHORIZATION_RULES = [
  'cardUnknown',
  'cardStopped',
  'cardExpired',
  'product',
  'productLimit',
  'site',
  'dayTime',
  'odometer',
  'spendingLimit',
  'accountLimit',
] as const;
export type TAuthorizationRule = (typeof AUTHORIZATION_RULES)[number];

/** The decline reason a transaction keeps (oacResultCodeDescription), per rule. */
export const AUTHORIZATION_REASONS: Record<TAuthorizationRule, string> = {
  cardUnknown: 'Card unknown',
  cardStopped: 'Card stopped',
  cardExpired: 'Card expired',
  product: 'Product not allowed',
  productLimit: 'Product limit exceeded',
  site: 'Site not allowed',
  dayTime: 'Outside allowed days and times',
  odometer: 'Odometer check failed',
  spendingLimit: 'Spending limit exceeded',
  accountLimit: 'Account spending limit exceeded',
};

export const ZAuthorizeBody = z
  .object({
    cardNumber: z
      .string()
      .regex(/^\d{6,19}$/)
      .optional(),
    cardId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    siteId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    fepId: z.string().min(1).max(40).optional(),
    productId: z.number().int().positive().max(DB_INT_MAX),
    /** In the product's unit (L, kWh, kg or pieces). */
    quantity: z.number().min(0).max(1_000_000),
    /** Gross, in major units of the card's account currency. */
    amount: z.number().min(0).max(100_000_000),
    /** ISO instant of the transaction; now when left out. */
    time: zInstant().optional(),
    odometer: z.number().int().min(0).max(99_999_999).optional(),
  })
  .refine((b) => b.cardNumber !== undefined || b.cardId !== undefined, {
    message: LIMIT_KEYS.authorizeCardRequired,
    path: ['cardNumber'],
  });
export type TAuthorizeBody = z.infer<typeof ZAuthorizeBody>;

export const ZAuthorizeResponse = z.object({
  decision: z.enum(['allowed', 'declined']),
  /** The rule that declined it; null when allowed. */
  rule: z.enum(AUTHORIZATION_RULES).nullable(),
  reason: z.string().nullable(),
  /** Violations accepted by their profile choice, the override or the account choice. */
  accepted: z.array(z.enum(AUTHORIZATION_RULES)),
  /** An alert is raised (an accepted violation whose choice alerts, or any decline). */
  alert: z.boolean(),
  overrideApplied: z.boolean(),
  cardId: z.number().int().nullable(),
  authorityId: z.string().nullable(),
});
export type TAuthorizeResponse = z.infer<typeof ZAuthorizeResponse>;

/** Audit codes of the writes here (ours; spec 000 §3 names none for them). */
export const LIMIT_AUDIT_CODES = {
  override: 'PROV',
  accountLimits: 'ASLU',
} as const satisfies Record<string, TAuditActionCode>;
