import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { type Address, authorities } from './hierarchy';
import { users } from './identity';
import { restrictionProfiles } from './restrictions';

/** Spec 002 §3.2: POOL_CARD 1, DRIVER_CARD 2, VEHICLE_CARD 3, DRIVER_VEHICLE_CARD 4, DRIVER_PIN_CARD 5. */
export const cardTypes = pgTable('card_types', {
  cardTypeId: smallint('card_type_id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
});

/**
 * Card statuses (spec 002 §4.1). The spec shows the styled ids; the ids it leaves out are ours:
 * 930 awaiting re-issue, 940 not for re-issue, and the stopped statuses 2 stolen, 3 lost, 31 damaged.
 */
export const cardStatuses = pgTable('card_statuses', {
  statusId: integer('status_id').primaryKey(),
  name: text('name').notNull(),
  /** Named status key where the spec names one: Lost, Destroyed, Stolen, awaitReissue, notForReissue. */
  code: text('code'),
  /** success, danger or warning */
  style: text('style').notNull(),
  isStopped: boolean('is_stopped').notNull().default(false),
});

/** Fuel and charge cards (spec 002 §3.6 card row, §3.7 card details). Y/N flags are booleans here. */
/**
 * Every column the card search looks in (modules/cards CARD_SEARCH_SQL), joined by a unit separator
 * into one text a trigram index covers. Each column's text, and the embossing lines joined by spaces as
 * the search compares them (concat_ws, which is not immutable, spelled out), is a contiguous part of it, so a column that matches a pattern means this
 * text matches it too: the index narrows, the per-column conditions decide. `prefix` is a table alias
 * with its dot ('' in the index), so the query's expression is the index's.
 */
export const cardSearchText = (prefix: string) =>
  `(${['card_number', 'card_serial_number', 'card_holder_name', 'vehicle_registration', 'cost_center_name']
    .map((column) => `coalesce(${prefix}${column}, '')`)
    .join(
      ' || chr(31) || ',
    )} || chr(31) || ${prefix}embossing_line1 || coalesce(' ' || ${prefix}embossing_line2, '') || coalesce(' ' || ${prefix}embossing_line3, ''))`;

export const cards = pgTable(
  'cards',
  {
    cardId: bigint('card_id', { mode: 'number' }).primaryKey(),
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId),
    /** Full card number (PAN). */
    cardNumber: text('card_number').notNull(),
    cardSerialNumber: text('card_serial_number').notNull(),
    cardStatusId: integer('card_status_id')
      .notNull()
      .references(() => cardStatuses.statusId),
    cardTypeId: smallint('card_type_id')
      .notNull()
      .references(() => cardTypes.cardTypeId),
    /** Spec 002 §3.10: 1 choose own, 0 random by post, 2 or 3 customer-wide, others invalid. */
    pinMethod: smallint('pin_method').notNull(),
    pinReq: smallint('pin_req').notNull(),
    profileId: integer('profile_id').references(() => restrictionProfiles.profileId, {
      onDelete: 'set null',
    }),
    cardProgramNumber: integer('card_program_number').notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    serviceCode: text('service_code').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    cardHolderName: text('card_holder_name'),
    vehicleRegistration: text('vehicle_registration'),
    driverName: text('driver_name'),
    embossingLine1: text('embossing_line1').notNull(),
    embossingLine2: text('embossing_line2'),
    embossingLine3: text('embossing_line3'),
    internationalInd: boolean('international_ind').notNull(),
    fuelAndCharge: boolean('fuel_and_charge').notNull(),
    gasoleoProfessional: boolean('gasoleo_professional').notNull().default(false),
    costCenterName: text('cost_center_name'),
    /**
     * cardSearchText kept as a column: under row-level security PostgreSQL may test a condition in an
     * index only when it cannot leak (LEAKPROOF); `||` and coalesce are not, so a trigram index on the
     * expression went unused and every search read all cards (2.5 s at `large`). On a column, the
     * search's ILIKE (LEAKPROOF, db/row-security.ts) reads the index.
     */
    searchText: text('search_text').generatedAlwaysAs(sql.raw(cardSearchText(''))),
    subCostCenter: text('sub_cost_center'),
    /** The card asks for the odometer (cardsOdometerFlag) and for additional information. */
    odometerRequired: boolean('odometer_required').notNull().default(false),
    addInfoRequired: boolean('add_info_required').notNull().default(false),
    austrianRoadTax: boolean('austrian_road_tax').notNull().default(false),
    targetNeutral: boolean('target_neutral').notNull().default(false),
    ivmhScheme: text('ivmh_scheme'),
    hasReissueFeature: boolean('has_reissue_feature').notNull().default(true),
    bpMeEnabled: boolean('bp_me_enabled').notNull().default(false),
    cardProvisioned: boolean('card_provisioned').notNull().default(false),
    mobileLastUsedAt: tstz('mobile_last_used_at'),
    sendToAddress: smallint('send_to_address'),
    deliveryAddress: jsonb('delivery_address').$type<Address>(),
    replaceCardOrderedOn: tstz('replace_card_ordered_on'),
    /** The card this one replaces. */
    replacesCardId: bigint('replaces_card_id', { mode: 'number' }),
    lastTransactionAt: tstz('last_transaction_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cards_card_number_key').on(t.cardNumber),
    index('cards_authority_serial_idx').on(t.authorityId, t.cardSerialNumber),
    // Wide scopes walk the default order (serial, then id) and stop after one page.
    index('cards_serial_idx').on(t.cardSerialNumber, t.cardId),
    index('cards_authority_status_idx').on(t.authorityId, t.cardStatusId, t.cardSerialNumber),
    index('cards_profile_idx').on(t.profileId),
    // Substring search over every searchable column at once (pg_trgm; a column since migration 0017).
    index('cards_search_text_trgm_idx').using('gin', sql`search_text gin_trgm_ops`),
    // The transactions text search looks its term up in the card numbers first (migration 0013).
    index('cards_number_trgm_idx').using('gin', sql`card_number gin_trgm_ops`),
  ],
);

/** Spec 002 §3.9: status history per card. */
export const cardStatusHistory = pgTable(
  'card_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => cards.cardId, { onDelete: 'cascade' }),
    cardStatusId: integer('card_status_id')
      .notNull()
      .references(() => cardStatuses.statusId),
    changedAt: tstz('changed_at').notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    policeReference: text('police_reference'),
  },
  (t) => [index('card_status_history_card_idx').on(t.cardId, t.changedAt.desc().nullsFirst())],
);
