import {
  char,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { chargePointStatus, connectorStatus, evSiteKind } from './enums';
import { authorities } from './hierarchy';

/**
 * Charging sites (spec 001 §3 Site). Depots belong to an authority; public sites (authority null) are
 * where public charging sessions happen.
 */
export const evSites = pgTable(
  'ev_sites',
  {
    siteId: text('site_id').primaryKey(),
    kind: evSiteKind('kind').notNull(),
    authorityId: text('authority_id').references(() => authorities.authorityId, { onDelete: 'cascade' }),
    siteName: text('site_name').notNull(),
    /** The charger alias of spec 001 §2, 1 to 120 characters. */
    siteAlias: text('site_alias'),
    siteAliasLastUpdate: tstz('site_alias_last_update'),
    siteAddress: text('site_address').notNull(),
    sitePostCode: text('site_post_code').notNull(),
    siteCity: text('site_city').notNull(),
    siteCountry: char('site_country', { length: 2 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('ev_sites_authority_idx').on(t.authorityId, t.siteName)],
);

/** openingTimes.regularHours: weekDay 1 (Monday) to 7, periodBegin, periodEnd. */
export const evSiteOpeningHours = pgTable(
  'ev_site_opening_hours',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => evSites.siteId, { onDelete: 'cascade' }),
    weekDay: smallint('week_day').notNull(),
    periodBegin: time('period_begin').notNull(),
    periodEnd: time('period_end').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.weekDay, t.periodBegin] })],
);

/** Spec 001 §3 charge point; connector powers live on connectors (lowest/highest are derived). */
export const chargePoints = pgTable(
  'charge_points',
  {
    chargePointId: text('charge_point_id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => evSites.siteId, { onDelete: 'cascade' }),
    chargePointName: text('charge_point_name').notNull(),
    chargePointStatus: chargePointStatus('charge_point_status').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    totalVehiclesAllowed: smallint('total_vehicles_allowed').notNull(),
  },
  (t) => [index('charge_points_site_idx').on(t.siteId, t.chargePointName)],
);

/** EVSEs of a charge point; evse_id in the eMI3 form (for example DE*CVF*E1000001*1). */
export const evses = pgTable(
  'evses',
  {
    evseId: text('evse_id').primaryKey(),
    chargePointId: text('charge_point_id')
      .notNull()
      .references(() => chargePoints.chargePointId, { onDelete: 'cascade' }),
    lastUpdated: tstz('last_updated').notNull(),
  },
  (t) => [index('evses_charge_point_idx').on(t.chargePointId)],
);

/** Connectors of an EVSE with the statuses of spec 001 §4; power in watts. */
export const connectors = pgTable(
  'connectors',
  {
    evseId: text('evse_id')
      .notNull()
      .references(() => evses.evseId, { onDelete: 'cascade' }),
    connectorId: smallint('connector_id').notNull(),
    /** OCPI standard, for example IEC_62196_T2 or IEC_62196_T2_COMBO. */
    standard: text('standard').notNull(),
    status: connectorStatus('status').notNull(),
    powerW: integer('power_w').notNull(),
    lastUpdated: tstz('last_updated').notNull(),
  },
  (t) => [primaryKey({ columns: [t.evseId, t.connectorId] })],
);
