import {
  bigint,
  boolean,
  char,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { authorities } from './hierarchy';
import { users } from './identity';

/**
 * The five restriction blocks keep the spec's document shape and names (spec 002 §3.11). Money inside
 * them is in minor units of the profile's currency; volumes are whole units; null means "not set".
 */
export type SpendingLimitBlock = {
  daily: { dailySpendLimit: number | null; dailyTxnLimit: number | null };
  weekly: { weeklySpendLimit: number | null; weeklyTxnLimit: number | null };
  monthly: { monthlySpendLimit: number | null; monthlyTxnLimit: number | null };
  rollingLimit: { rollingDaysCount: number | null; rollingDaysSpendLimit: number | null };
  acceptSpendingLimitViolation: boolean;
  alertSpendingLimitViolation: boolean;
};
type ProductLimits = {
  daily?: { dailyMaxVolume: number | null; dailyMaxValue: number | null };
  monthly?: { monthlyMaxVolume: number | null; monthlyMaxValue: number | null };
  transaction?: { txnMaxVolume: number | null; txnMaxValue: number | null };
};
export type ProductsBlock = {
  categories: Array<{
    categoryId: number;
    applyForAllProductsInCategory: boolean;
    categoryDetails: {
      categoryLimits?: ProductLimits;
      isAllow: 0 | 1;
      products: Array<{ productServiceId: number; isAllow: 0 | 1; productDetails?: ProductLimits }>;
    };
  }>;
  isAllowNotListed: boolean;
  acceptProductServiceViolation: boolean;
  alertProductServiceViolation: boolean;
};
export type SitesBlock = {
  sites: Array<{
    isAllow: boolean;
    countryId: number;
    areaId: number;
    site: { globalSiteId: number; siteTypeId: number; siteGroupId: number };
  }>;
  allowedSiteGroupIds: number[];
  deniedSiteGroupIds: number[];
  isAllowNotListed: boolean;
  acceptSitesViolation: boolean;
  alertSitesViolation: boolean;
};
export type DayTimeBlock = {
  /** B weekdays, W weekend, C custom (spec 002 §2.7). */
  setupType: 'B' | 'W' | 'C';
  daysWithTime: Array<{ dayOfWeek: number; isAllow: boolean; startTime: string; endTime: string }>;
  acceptDayTimeViolation: boolean;
  alertDayTimeViolation: boolean;
};
export type OdometerBlock = {
  maximumDistance: number;
  distanceUnit: string;
  acceptOdometerViolation: boolean;
  alertOdometerViolation: boolean;
};

/** Spec 002 §3.11 restriction profiles of an authority. */
export const restrictionProfiles = pgTable(
  'restriction_profiles',
  {
    profileId: integer('profile_id').primaryKey().generatedByDefaultAsIdentity(),
    profileName: text('profile_name').notNull(),
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    parentId: text('parent_id'),
    serviceCode: text('service_code').notNull(),
    /** Always A today (spec 002 §4.13). */
    profileLevel: char('profile_level', { length: 1 }).notNull().default('A'),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    /** The base profile this one was derived from. */
    baseProfileId: integer('base_profile_id'),
    currency: char('currency', { length: 3 }).notNull(),
    distanceUnit: text('distance_unit').notNull().default('KMS'),
    spendingLimit: jsonb('spending_limit').$type<SpendingLimitBlock>(),
    productsAndServices: jsonb('products_and_services').$type<ProductsBlock>(),
    siteLocations: jsonb('site_locations').$type<SitesBlock>(),
    dayTime: jsonb('day_time').$type<DayTimeBlock>(),
    odometerAndDistance: jsonb('odometer_and_distance').$type<OdometerBlock>(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    createdByUserName: text('created_by_user_name'),
    updatedByUserName: text('updated_by_user_name'),
  },
  (t) => [
    uniqueIndex('restriction_profiles_authority_name_key').on(t.authorityId, t.profileName),
    foreignKey({
      name: 'restriction_profiles_base_profile_fk',
      columns: [t.baseProfileId],
      foreignColumns: [t.profileId],
    }).onDelete('set null'),
  ],
);

/** The base profile set for an authority ("Set base profile", spec 002 §2.5). */
export const baseProfiles = pgTable('base_profiles', {
  authorityId: text('authority_id')
    .primaryKey()
    .references(() => authorities.authorityId, { onDelete: 'cascade' }),
  profileId: integer('profile_id')
    .notNull()
    .references(() => restrictionProfiles.profileId, { onDelete: 'cascade' }),
  setAt: tstz('set_at').notNull().defaultNow(),
  setByUserId: integer('set_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** Temporary override of an authority's profiles (spec 002 §4.11); active while end_time is ahead. */
export const restrictionOverrides = pgTable(
  'restriction_overrides',
  {
    overrideId: integer('override_id').primaryKey().generatedByDefaultAsIdentity(),
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    parentId: text('parent_id'),
    acceptViolation: boolean('accept_violation').notNull(),
    alertViolation: boolean('alert_violation').notNull(),
    startsAt: tstz('starts_at').notNull(),
    endTime: tstz('end_time').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('restriction_overrides_authority_idx').on(t.authorityId, t.endTime.desc().nullsFirst())],
);

/** Spec 002 §3.12 account spending limits, one row per authority; money in minor units. */
export const accountSpendingLimits = pgTable(
  'account_spending_limits',
  {
    authorityId: text('authority_id').primaryKey(),
    customerId: text('customer_id').notNull(),
    /** Shown as parentNumber; the list's default sort. */
    parentId: text('parent_id'),
    currency: char('currency', { length: 3 }).notNull(),
    dailySpendLimit: bigint('daily_spend_limit', { mode: 'number' }),
    weeklySpendLimit: bigint('weekly_spend_limit', { mode: 'number' }),
    monthlySpendLimit: bigint('monthly_spend_limit', { mode: 'number' }),
    rollingDays: smallint('rolling_days'),
    rollingSpendLimit: bigint('rolling_spend_limit', { mode: 'number' }),
    acceptViolation: boolean('accept_violation').notNull(),
    alertViolation: boolean('alert_violation').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({
      name: 'account_spending_limits_authority_fk',
      columns: [t.authorityId],
      foreignColumns: [authorities.authorityId],
    }).onDelete('cascade'),
    index('account_spending_limits_parent_idx').on(t.parentId, t.authorityId),
  ],
);
