import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cards } from './cards';
import { tstz } from './columns';
import { cdrType, rfidCardStatus } from './enums';
import { chargePoints, evSites, evses } from './ev';
import { authorities } from './hierarchy';

/** Charging tokens (spec 001 §3 RFID card); a fuel-and-charge card has one, standalone tokens do not. */
export const rfidTokens = pgTable(
  'rfid_tokens',
  {
    tokenId: bigint('token_id', { mode: 'number' }).primaryKey(),
    rfId: text('rf_id').notNull(),
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId, { onDelete: 'cascade' }),
    cardId: bigint('card_id', { mode: 'number' }).references(() => cards.cardId, { onDelete: 'set null' }),
    cardTitle: text('card_title').notNull(),
    cardHolderName: text('card_holder_name'),
    cardNumberEnding: text('card_number_ending').notNull(),
    expiryDateEmbossed: date('expiry_date_embossed').notNull(),
    cardStatus: rfidCardStatus('card_status').notNull(),
    cardEnabled: boolean('card_enabled').notNull(),
    /** Set by the depot-permissions save (canUsePublicNetwork, publishedDate, issuer). */
    canUsePublicNetwork: boolean('can_use_public_network').notNull().default(true),
    permissionsPublishedAt: tstz('permissions_published_at'),
    permissionsIssuer: text('permissions_issuer'),
    modifiedAt: tstz('modified_at').notNull(),
  },
  (t) => [
    uniqueIndex('rfid_tokens_rf_id_key').on(t.rfId),
    index('rfid_tokens_authority_idx').on(t.authorityId, t.rfId),
    index('rfid_tokens_card_idx').on(t.cardId),
  ],
);

/**
 * Which depots a token may use (spec 001 §7 restrictions/save permissions); null charger or connector
 * means all of them. allowedSiteIds of a token are the distinct site ids here.
 */
export const depotPermissions = pgTable(
  'depot_permissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tokenId: bigint('token_id', { mode: 'number' })
      .notNull()
      .references(() => rfidTokens.tokenId, { onDelete: 'cascade' }),
    siteId: text('site_id')
      .notNull()
      .references(() => evSites.siteId, { onDelete: 'cascade' }),
    chargePointId: text('charge_point_id'),
    connectorId: smallint('connector_id'),
  },
  (t) => [
    foreignKey({
      name: 'depot_permissions_charge_point_fk',
      columns: [t.chargePointId],
      foreignColumns: [chargePoints.chargePointId],
    }).onDelete('cascade'),
    unique('depot_permissions_key')
      .on(t.tokenId, t.siteId, t.chargePointId, t.connectorId)
      .nullsNotDistinct(),
    index('depot_permissions_site_idx').on(t.siteId),
  ],
);

/** Charging sessions, the CDRs of spec 001 §3 charging record; energy in watt-hours. */
export const chargingSessions = pgTable(
  'charging_sessions',
  {
    sessionId: bigint('session_id', { mode: 'number' }).primaryKey(),
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId),
    tokenId: bigint('token_id', { mode: 'number' })
      .notNull()
      .references(() => rfidTokens.tokenId),
    cdrType: cdrType('cdr_type').notNull(),
    siteId: text('site_id')
      .notNull()
      .references(() => evSites.siteId),
    chargePointId: text('charge_point_id').notNull(),
    evseId: text('evse_id')
      .notNull()
      .references(() => evses.evseId),
    connectorId: smallint('connector_id').notNull(),
    connectorPowerW: integer('connector_power_w').notNull(),
    sessionStart: tstz('session_start').notNull(),
    sessionEnd: tstz('session_end').notNull(),
    totalEnergyWh: integer('total_energy_wh').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'charging_sessions_charge_point_fk',
      columns: [t.chargePointId],
      foreignColumns: [chargePoints.chargePointId],
    }),
    index('charging_sessions_authority_end_idx').on(t.authorityId, t.sessionEnd.desc().nullsFirst()),
    index('charging_sessions_end_idx').on(t.sessionEnd.desc().nullsFirst()),
    index('charging_sessions_charge_point_idx').on(t.chargePointId, t.sessionStart.desc().nullsFirst()),
    index('charging_sessions_site_idx').on(t.siteId, t.sessionStart.desc().nullsFirst()),
  ],
);

const usageColumns = () => ({
  sessionCount: integer('session_count').notNull(),
  energyWh: bigint('energy_wh', { mode: 'number' }).notNull(),
  durationSeconds: bigint('duration_seconds', { mode: 'number' }).notNull(),
  /** Sessions shorter than ten minutes (usage summary chargeSessionsBelowTenMinutes). */
  shortSessionCount: integer('short_session_count').notNull(),
});

/** Per-authority, per-day (UTC, by session end) totals of charging sessions (DESIGN §6). */
export const chargingDailyRollups = pgTable(
  'charging_daily_rollups',
  {
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    cdrType: cdrType('cdr_type').notNull(),
    ...usageColumns(),
  },
  (t) => [primaryKey({ columns: [t.authorityId, t.day, t.cdrType] })],
);

/** Per-charge-point, per-day (UTC, by session start) usage for the charger details usage summary. */
export const chargePointDailyUsage = pgTable(
  'charge_point_daily_usage',
  {
    chargePointId: text('charge_point_id').notNull(),
    day: date('day').notNull(),
    siteId: text('site_id')
      .notNull()
      .references(() => evSites.siteId, { onDelete: 'cascade' }),
    ...usageColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.chargePointId, t.day] }),
    foreignKey({
      name: 'charge_point_daily_usage_charge_point_fk',
      columns: [t.chargePointId],
      foreignColumns: [chargePoints.chargePointId],
    }).onDelete('cascade'),
    index('charge_point_daily_usage_site_idx').on(t.siteId, t.day),
  ],
);
