// Contract of the EV charging area (spec 001 §2-§9): charging history first.
import { z } from 'zod';
import { TABLE_PAGE_SIZES, zSortOrder } from './common/paging';
import { zInstant } from './common/validation';
import { zAccessLevel } from './hierarchy';
import { CHARGER_ALIAS_KEYS } from './rules/charging';
import { parseSearchDay } from './rules/search-day';

/** Spec 001 §3 cdrType, and the history filter of §2 (all sessions, depot only, public only). */
export const CDR_TYPES = ['public', 'depot'] as const;
export const CDR_FILTERS = ['all', 'depot', 'public'] as const;
export type TCdrFilter = (typeof CDR_FILTERS)[number];
/** Spec 001 §5: charging history and card search need at least 3 characters. */
export const CHARGING_SEARCH_MIN = 3;
/** Spec 001 §5: the charging history range starts in 1983. */
export const CHARGING_HISTORY_FIRST_DAY = '1983-01-01';
/** Spec 001 §9: default sort of charging history. */
export const CHARGE_DATA_SORT_COLUMNS = ['endDate', 'startDate', 'totalEnergy', 'rfid', 'name'] as const;

export const CHARGING_KEYS = {
  searchTooShort: 'charging_search_too_short',
  searchInvalid: 'charging_search_invalid',
  dateRangeInvalid: 'charging_date_range_invalid',
  selectionInvalid: 'charging_selection_invalid',
  siteNotFound: 'charging_site_not_found',
  chargerNotFound: 'charging_charger_not_found',
  aliasLength: CHARGER_ALIAS_KEYS.length,
  aliasUnique: CHARGER_ALIAS_KEYS.unique,
  cardNotFound: 'depot_card_not_found',
  cardNotEnabled: 'depot_card_not_enabled',
  permissionInvalid: 'depot_permission_invalid',
} as const;

/**
 * Spec 001 §5 search: at least 3 characters, alphanumeric (spaces allowed between words) or a
 * DD/MM/YYYY date. Returns the kind of search, or the message key that refuses it.
 */
export function chargingSearchOf(
  term: string,
): { kind: 'day'; day: string } | { kind: 'text'; text: string } | { error: string } {
  const trimmed = term.trim();
  if (trimmed.length < CHARGING_SEARCH_MIN) return { error: CHARGING_KEYS.searchTooShort };
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(trimmed)) {
    const day = parseSearchDay(trimmed);
    return day ? { kind: 'day', day } : { error: CHARGING_KEYS.searchInvalid };
  }
  if (!/^[\p{L}\p{N} ]+$/u.test(trimmed)) return { error: CHARGING_KEYS.searchInvalid };
  return { kind: 'text', text: trimmed };
}

/** A charging list's date: an instant, refused with the date-range key (spec 001 §7). */
export const zChargingInstant = zInstant(CHARGING_KEYS.dateRangeInvalid);

/** GET /api/evis/v1/charge-data (spec 001 §7); page is zero-based. */
export const ZChargeDataQuery = z
  .object({
    accessLevel: zAccessLevel,
    accessLevelCode: z.string().min(1, 'access_level_code_invalid').max(40, 'access_level_code_invalid'),
    dateFrom: zChargingInstant.optional(),
    dateTo: zChargingInstant.optional(),
    cdrType: z.enum(CDR_FILTERS).default('all'),
    sortBy: z.enum(CHARGE_DATA_SORT_COLUMNS, { error: 'sort_column_unknown' }).default('endDate'),
    sortOrder: zSortOrder.optional(),
    SearchBy: z
      .string()
      .max(60, CHARGING_KEYS.searchInvalid)
      .optional()
      .superRefine((value, issue) => {
        if (!value) return;
        const parsed = chargingSearchOf(value);
        if ('error' in parsed) issue.addIssue({ code: 'custom', message: parsed.error });
      }),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), { message: 'page_size_invalid' })
      .default(TABLE_PAGE_SIZES[0]),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || Date.parse(q.dateFrom) <= Date.parse(q.dateTo), {
    message: CHARGING_KEYS.dateRangeInvalid,
    path: ['dateTo'],
  });
export type TChargeDataQuery = z.infer<typeof ZChargeDataQuery>;

/** Spec 001 §3 charging record (energy in kWh, speed in kW). */
export const ZChargingRecord = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  sessionStart: z.string(),
  sessionEnd: z.string(),
  totalEnergy: z.number(),
  cdrType: z.enum(CDR_TYPES),
  rfid: z.string(),
  cardTitle: z.string(),
  cardHolderName: z.string().nullable(),
  cardNumberEnding: z.string(),
  name: z.string(),
  evseId: z.string(),
  siteAddress: z.string(),
  connectorSpeed: z.number(),
  chargePointId: z.string().nullable(),
  siteId: z.string().nullable(),
  mapCenter: z.object({ lat: z.number(), lng: z.number() }),
  siteAlias: z.string().nullable(),
  site: z.object({
    id: z.string(),
    name: z.string(),
    alias: z.string().nullable(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    chargePointId: z.string(),
    evseId: z.string(),
    connectorPower: z.number(),
    latitude: z.number(),
    longitude: z.number(),
  }),
});
export type TChargingRecord = z.infer<typeof ZChargingRecord>;

export const ZChargeDataResponse = z
  .object({ chargeData: z.array(ZChargingRecord), totalChargeDataRecords: z.number().int() })
  .meta({ id: 'ChargeDataResponse' });
export type TChargeDataResponse = z.infer<typeof ZChargeDataResponse>;

/** Spec 001 §4 charge point and connector statuses. */
export const CHARGE_POINT_STATUSES = [
  'AVAILABLE',
  'CHARGING',
  'PLANNED',
  'RESERVED',
  'UNKNOWN',
  'PARTIALLY_AVAILABLE',
  'BLOCKED',
  'INOPERATIVE',
  'OUTOFORDER',
] as const;
export const CONNECTOR_STATUSES = [
  'AVAILABLE',
  'CHARGING',
  'RESERVED',
  'BLOCKED',
  'INOPERATIVE',
  'OUTOFORDER',
  'UNKNOWN',
] as const;

/** GET sites/list (spec 001 §7): the hierarchy selection. */
export const ZSitesQuery = z.object({
  accessLevel: zAccessLevel,
  accessLevelCode: z.string().min(1, 'access_level_code_invalid').max(40, 'access_level_code_invalid'),
});
export type TSitesQuery = z.infer<typeof ZSitesQuery>;

/** Spec 001 §3 charge point; powers in kW. */
export const ZChargePoint = z.object({
  chargePointId: z.string(),
  chargePointName: z.string(),
  chargePointStatus: z.enum(CHARGE_POINT_STATUSES),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  lowestConnectorPower: z.number().nullable(),
  highestConnectorPower: z.number().nullable(),
  totalVehiclesAllowed: z.number().int(),
  evses: z.array(
    z.object({
      evseId: z.string(),
      lastUpdated: z.string(),
      connectors: z.array(
        z.object({
          id: z.number().int(),
          standard: z.string(),
          status: z.enum(CONNECTOR_STATUSES),
          power: z.number(),
        }),
      ),
    }),
  ),
});
export type TChargePoint = z.infer<typeof ZChargePoint>;

/** Spec 001 §3 site. */
export const ZSite = z.object({
  siteId: z.string(),
  siteName: z.string(),
  siteAlias: z.string().nullable(),
  siteAliasLastUpdate: z.string().nullable(),
  siteAddress: z.string(),
  sitePostCode: z.string(),
  siteCity: z.string(),
  siteCountry: z.string(),
  authorityId: z.string(),
  authorityName: z.string(),
  openingTimes: z.object({
    regularHours: z.array(
      z.object({ weekDay: z.number().int().min(1).max(7), periodBegin: z.string(), periodEnd: z.string() }),
    ),
  }),
  chargePoints: z.array(ZChargePoint),
});
export type TSite = z.infer<typeof ZSite>;

export const ZSitesResponse = z.object({ sites: z.array(ZSite) }).meta({ id: 'SitesResponse' });
export type TSitesResponse = z.infer<typeof ZSitesResponse>;

/** Spec 001 §2: the selected sessions download holds at most this many rows (ours, decisions.md). */
export const CHARGE_DATA_DOWNLOAD_MAX = 500;

/**
 * The selected-sessions download of spec 001 §2, §9 (its path is not shown): the selection and the
 * session ids; the xlsx has the §9 columns.
 */
export const ZChargeDataDownloadQuery = ZSitesQuery.extend({
  ids: z.union([z.array(z.string()), z.string().transform((v) => v.split(','))]).pipe(
    z
      .array(z.string().regex(/^\d{1,18}$/, CHARGING_KEYS.selectionInvalid))
      .min(1, CHARGING_KEYS.selectionInvalid)
      .max(CHARGE_DATA_DOWNLOAD_MAX, CHARGING_KEYS.selectionInvalid),
  ),
});
export type TChargeDataDownloadQuery = z.infer<typeof ZChargeDataDownloadQuery>;
