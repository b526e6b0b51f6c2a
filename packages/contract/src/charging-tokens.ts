// Contract of depot permissions (spec 001 §2 Depot permissions, §3 RFID card, §7 tokens/*).
import { z } from 'zod';
import { CHARGING_KEYS, chargingSearchOf, ZSitesQuery } from './charging';
import { TABLE_PAGE_SIZES, zSortOrder } from './common/paging';
import { zInstant } from './common/validation';
import { DEPOT_PERMISSION_ALL, RFID_CARD_STATUSES } from './rules/charging';

/** The card list of the select-cards step: the selection, search (3+ characters), zero-based pages. */
export const ZRfidListQuery = ZSitesQuery.extend({
  SearchBy: z
    .string()
    .max(60, CHARGING_KEYS.searchInvalid)
    .optional()
    .superRefine((value, issue) => {
      if (!value) return;
      const parsed = chargingSearchOf(value);
      if ('error' in parsed) issue.addIssue({ code: 'custom', message: parsed.error });
    }),
  /** Spec 001 §9: select cards sort by rfid. */
  sortBy: z.enum(['rfid'], { error: 'sort_column_unknown' }).default('rfid'),
  sortOrder: zSortOrder.default('asc'),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), { message: 'page_size_invalid' })
    .default(TABLE_PAGE_SIZES[0]),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TRfidListQuery = z.infer<typeof ZRfidListQuery>;

/** Spec 001 §3 RFID card (charging token); depotsAllowed counts the permitted depots. */
export const ZRfidCard = z.object({
  id: z.string(),
  rfId: z.string(),
  authorityId: z.string(),
  cardTitle: z.string(),
  cardHolderName: z.string().nullable(),
  cardNumberEnding: z.string(),
  expiryDateEmbossed: z.string(),
  cardStatus: z.enum(RFID_CARD_STATUSES),
  cardEnabled: z.boolean(),
  canUsePublicNetwork: z.boolean(),
  allowedSiteIds: z.array(z.string()),
  modifiedDate: z.string(),
  depotsAllowed: z.number().int(),
});
export type TRfidCard = z.infer<typeof ZRfidCard>;

export const ZRfidListResponse = z
  .object({ cards: z.array(ZRfidCard), totalRecords: z.number().int() })
  .meta({ id: 'RfidListResponse' });
export type TRfidListResponse = z.infer<typeof ZRfidListResponse>;

/** Spec 001 §9 ours: one save holds at most this many cards and permissions (decisions.md). */
export const DEPOT_SAVE_MAX_CARDS = 500;
export const DEPOT_SAVE_MAX_PERMISSIONS = 1_000;

const zAll = z.literal(DEPOT_PERMISSION_ALL);

/** POST tokens/restrictions/save (spec 001 §7); chargerId and connectorId may be the all-value. */
export const ZDepotPermissionsBody = z.object({
  canUsePublicNetwork: z.boolean(),
  publishedDate: zInstant().optional(),
  issuer: z.string().max(40).optional(),
  cards: z
    .array(
      z.object({
        rfId: z.string().min(1).max(40),
        authorityID: z.string().min(1).max(40),
        cardNumber: z.string().max(40).optional(),
        isActive: z.boolean().optional(),
      }),
    )
    .min(1, CHARGING_KEYS.cardNotFound)
    .max(DEPOT_SAVE_MAX_CARDS),
  permissions: z
    .array(
      z.object({
        siteId: z.string().min(1).max(64),
        chargerId: z.union([zAll, z.string().min(1).max(64)]),
        connectorId: z.union([zAll, z.coerce.number().int().min(0).max(32_767)]),
      }),
    )
    .max(DEPOT_SAVE_MAX_PERMISSIONS),
});
export type TDepotPermissionsBody = z.infer<typeof ZDepotPermissionsBody>;

export const ZDepotPermissionsResponse = z.object({
  status: z.literal('success'),
  savedCards: z.number().int(),
});
export type TDepotPermissionsResponse = z.infer<typeof ZDepotPermissionsResponse>;
