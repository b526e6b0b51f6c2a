// Contract of the charger details and depot lists (spec 001 §2 Charger details, §3, §7 sites/*).
import { z } from 'zod';
import { CHARGING_HISTORY_FIRST_DAY, CHARGING_KEYS, ZSite, ZSitesQuery, zChargingInstant } from './charging';
import { zSortOrder } from './common/paging';
import { CHARGER_ALIAS_MAX } from './rules/charging';

const zId = z.string().min(1).max(64);

/**
 * GET sites/details (spec 001 §7): the site, its charge points and the usage summary of the charger
 * for the period (ISO instants; without them the current month up to now). The CDR counts are 0.
 */
export const ZSiteDetailsQuery = ZSitesQuery.extend({
  siteId: zId,
  chargePointId: zId,
  usageDateFrom: zChargingInstant.optional(),
  usageDateTo: zChargingInstant.optional(),
  ChargePointCDRCount: z.coerce.number().int().min(0).max(0).optional(),
  SiteCDRCount: z.coerce.number().int().min(0).max(0).optional(),
}).refine(
  (q) => !q.usageDateFrom || !q.usageDateTo || Date.parse(q.usageDateFrom) <= Date.parse(q.usageDateTo),
  { message: CHARGING_KEYS.dateRangeInvalid, path: ['usageDateTo'] },
);
export type TSiteDetailsQuery = z.infer<typeof ZSiteDetailsQuery>;

/** Spec 001 §3 usage summary: average kWh, average duration in decimal hours, sessions under 10 min. */
export const ZUsageSummary = z.object({
  averageKwhSupplied: z.number(),
  averageChargeDuration: z.number(),
  chargeSessionsBelowTenMinutes: z.number().int(),
  /** Ours: how many sessions the averages cover, and the period they cover. */
  totalSessions: z.number().int(),
  usageDateFrom: z.string(),
  usageDateTo: z.string(),
});
export type TUsageSummary = z.infer<typeof ZUsageSummary>;

export const ZSiteDetailsResponse = z
  .object({ site: ZSite, usageSummary: ZUsageSummary })
  .meta({ id: 'SiteDetailsResponse' });
export type TSiteDetailsResponse = z.infer<typeof ZSiteDetailsResponse>;

/** Spec 001 §9: the charger details session tables page by 10. */
export const SITE_SESSIONS_PAGE_SIZE = 10;

/**
 * GET sites/details/charge-data (spec 001 §7): the charger's sessions with chargePointId, the whole
 * site's without; dateFrom defaults to 1983 (§5); sorted by date (the only sortable column, §2).
 */
export const ZSiteChargeDataQuery = ZSitesQuery.extend({
  siteId: zId,
  chargePointId: zId.optional(),
  dateFrom: zChargingInstant.default(`${CHARGING_HISTORY_FIRST_DAY}T00:00:00.000Z`),
  sortBy: z.enum(['sessionStart'], { error: 'sort_column_unknown' }).default('sessionStart'),
  sortOrder: zSortOrder.default('desc'),
  pageSize: z.coerce.number().int().min(1, 'page_size_invalid').max(120, 'page_size_invalid').default(10),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TSiteChargeDataQuery = z.infer<typeof ZSiteChargeDataQuery>;

/** Spec 001 §3 session row (charger details); totalTime in seconds, totalEnergy in kWh. */
export const ZSessionRow = z.object({
  id: z.string(),
  siteId: z.string(),
  chargePointId: z.string(),
  rfid: z.string(),
  sessionStart: z.string(),
  sessionEnd: z.string(),
  totalTime: z.number().int(),
  totalEnergy: z.number(),
});
export type TSessionRow = z.infer<typeof ZSessionRow>;

export const ZSiteChargeDataResponse = z
  .object({ chargeData: z.array(ZSessionRow), totalChargeDataRecords: z.number().int() })
  .meta({ id: 'SiteChargeDataResponse' });
export type TSiteChargeDataResponse = z.infer<typeof ZSiteChargeDataResponse>;

/** POST sites/details/alias (spec 001 §5, §7): 1 to 120 characters, unique; '' deletes. */
export const ZSiteAliasBody = ZSitesQuery.extend({
  siteId: zId,
  siteAlias: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().max(CHARGER_ALIAS_MAX, CHARGING_KEYS.aliasLength)),
});
export type TSiteAliasBody = z.infer<typeof ZSiteAliasBody>;

export const ZSiteAliasResponse = z.object({
  siteId: z.string(),
  siteAlias: z.string().nullable(),
  siteAliasLastUpdate: z.string().nullable(),
});
export type TSiteAliasResponse = z.infer<typeof ZSiteAliasResponse>;

/** Spec 001 §3 depot (sites/admin): siteId, siteAlias and the charge points with their connectors. */
export const ZDepot = z.object({
  siteId: z.string(),
  siteAlias: z.string().nullable(),
  siteName: z.string(),
  siteCity: z.string(),
  authorityId: z.string(),
  chargePoints: z.array(
    z.object({
      chargePointId: z.string(),
      chargePointName: z.string(),
      connectorIds: z.array(z.number().int()),
    }),
  ),
});
export type TDepot = z.infer<typeof ZDepot>;

export const ZDepotsResponse = z.object({ depots: z.array(ZDepot) }).meta({ id: 'DepotsResponse' });
export type TDepotsResponse = z.infer<typeof ZDepotsResponse>;
