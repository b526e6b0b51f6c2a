import { z } from 'zod';
import { zPageQuery } from './common/paging';
import { DB_INT_MAX } from './common/validation';
import { ZScopeQuery } from './hierarchy';
import {
  RESTRICTION_KEYS,
  RESTRICTION_LIMITS,
  RESTRICTION_TYPES,
  ZDayTimeBlock,
  ZOdometerBlock,
  ZProductsBlock,
  ZSitesBlock,
  ZSitesBlockInput,
  ZSpendingLimitBlock,
} from './restrictions';

/** Requests and answers of the restriction-profile calls (spec 002 §7, §3.11). */

// --- GET /api/cards/profile/all ---
export const PROFILE_SORT_COLUMNS = ['profileName', 'createdDate', 'lastUpdatedDate', 'noOfCards'] as const;
export const ZProfilesQuery = ZScopeQuery.extend(zPageQuery.shape).extend({
  searchText: z.string().trim().max(100).optional(),
});
export type TProfilesQuery = z.input<typeof ZProfilesQuery>;
export const ZProfileRow = z.object({
  profileId: z.number().int(),
  profileName: z.string(),
  createdDate: z.string(),
  lastUpdatedDate: z.string(),
  createdByUserName: z.string().nullable(),
  lastUpdatedByUserName: z.string().nullable(),
  customerId: z.string(),
  parentId: z.string().nullable(),
  noOfCards: z.number().int(),
  isReadOnly: z.boolean(),
  authorityId: z.string(),
  serviceCode: z.string(),
  baseProfileId: z.number().int().nullable(),
  /** Ours: whether this is the authority's base profile ("Set base profile"). */
  isBaseProfile: z.boolean(),
  /** Ours: the types the profile holds, as edit-route segments. */
  restrictionTypes: z.array(z.enum(RESTRICTION_TYPES)),
  currency: z.string(),
  distanceUnit: z.string(),
});
export type TProfileRow = z.infer<typeof ZProfileRow>;
export const ZProfilesResponse = z.object({
  profiles: z.array(ZProfileRow),
  totalProfiles: z.number().int(),
});
export type TProfilesResponse = z.infer<typeof ZProfilesResponse>;

// --- GET /api/cards/profile/baseprofiles ---
export const ZBaseProfilesQuery = ZScopeQuery.extend({
  searchText: z.string().trim().max(100).optional(),
  serviceCode: z.string().max(20).optional(),
});
export const ZBaseProfilesResponse = z.object({
  baseProfiles: z.array(
    z.object({ profileId: z.number().int(), profileName: z.string(), isBaseProfile: z.boolean() }),
  ),
});
export type TBaseProfilesResponse = z.infer<typeof ZBaseProfilesResponse>;

// --- GET /api/cards/profile/restrictions/:profileId ---
export const ZProfileIdParams = z.object({ profileId: z.coerce.number().int().positive().max(DB_INT_MAX) });
export const ZRestrictionDetails = z.object({
  profile: ZProfileRow,
  spendingLimitRestriction: ZSpendingLimitBlock.nullable(),
  productAndServicesRestriction: ZProductsBlock.nullable(),
  sitelocationRestrictions: ZSitesBlock.nullable(),
  dayTimeRestriction: ZDayTimeBlock.nullable(),
  odometerAndDistanceRestriction: ZOdometerBlock.nullable(),
  customerId: z.string(),
});
export type TRestrictionDetails = z.infer<typeof ZRestrictionDetails>;
export const ZRestrictionDetailsResponse = z.object({ restrictiondetails: ZRestrictionDetails });

// --- POST /api/cards/profile/restrictions (create when profileId is empty, else update) ---
/** A block left out is unchanged on update; null removes it (§4.12). */
export const ZRestrictionDetailInput = z.object({
  profileId: z.union([z.number().int().positive(), z.literal(''), z.null()]).optional(),
  profileName: z
    .string()
    .max(RESTRICTION_LIMITS.profileNameMax, RESTRICTION_KEYS.profileNameRequired)
    .optional(),
  restrictionTypes: z.array(z.enum(RESTRICTION_TYPES)).max(5).optional(),
  saveProfile: z.boolean().optional(),
  existingProfile: z.boolean().optional(),
  profileLevel: z.literal('A').optional(),
  authorityId: z.string().max(20).optional(),
  parentId: z.string().max(20).nullable().optional(),
  currency: z.string().max(3).optional(),
  distanceUnit: z.string().max(10).optional(),
  spendingLimitRestriction: ZSpendingLimitBlock.nullable().optional(),
  productAndServicesRestriction: ZProductsBlock.nullable().optional(),
  sitelocationRestrictions: ZSitesBlockInput.nullable().optional(),
  dayTimeRestriction: ZDayTimeBlock.nullable().optional(),
  odometerAndDistanceRestriction: ZOdometerBlock.nullable().optional(),
});
export type TRestrictionDetailInput = z.infer<typeof ZRestrictionDetailInput>;
export const ZSaveRestrictionsBody = z.object({ restrictionDetail: ZRestrictionDetailInput });
export type TSaveRestrictionsBody = z.infer<typeof ZSaveRestrictionsBody>;
export const ZSaveRestrictionsResponse = z.object({ profileId: z.number().int(), profileName: z.string() });

// --- GET /api/cards/profile/stats ---
export const ZProfileStatsQuery = ZScopeQuery.extend({
  AuthorityIds: z
    .union([
      z.array(z.string().max(20)),
      z
        .string()
        .max(2000)
        .transform((v) => v.split(',')),
    ])
    .optional(),
});
export const ZProfileStatsResponse = z.object({
  cardProfileStats: z.array(
    z.object({
      totalProfiles: z.number().int(),
      totalCards: z.number().int(),
      cardsWithProfile: z.number().int(),
      cardsWithoutProfile: z.number().int(),
    }),
  ),
});
