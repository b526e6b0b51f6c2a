import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cards } from './cards';
import { products, sites } from './catalogue';
import { transactionStatus } from './enums';
import { authorities } from './hierarchy';
import { invoices } from './invoices';

/**
 * One product line of a card transaction (spec 001 §3). transactionUniqueId is transaction_id (36
 * characters) followed by product_id, or by nothing when the line has no product (declines).
 * Money is in minor units: *_supply_* in supply_currency, *_invoice_* in the authority's currency.
 */
export const transactions = pgTable(
  'transactions',
  {
    transactionId: uuid('transaction_id').notNull(),
    productId: integer('product_id').references(() => products.productId),
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => cards.cardId),
    brandCode: smallint('brand_code').notNull(),
    transactionStatus: transactionStatus('transaction_status').notNull(),
    transactionDateTime: timestamp('transaction_date_time', { withTimezone: true }).notNull(),
    siteId: bigint('site_id', { mode: 'number' }).references(() => sites.globalSiteId),
    supplyCountry: char('supply_country', { length: 2 }).notNull(),
    vehicleRegistrationNumber: text('vehicle_registration_number'),
    driverName: text('driver_name'),
    vehicleDriverCode: text('vehicle_driver_code'),
    /** Thousandths of the product unit (L, kWh, kg, EA). */
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    supplyCurrency: char('supply_currency', { length: 3 }).notNull(),
    netSupplyMinor: bigint('net_supply_minor', { mode: 'number' }).notNull(),
    vatSupplyMinor: bigint('vat_supply_minor', { mode: 'number' }).notNull(),
    grossSupplyMinor: bigint('gross_supply_minor', { mode: 'number' }).notNull(),
    originalGrossSupplyMinor: bigint('original_gross_supply_minor', { mode: 'number' }).notNull(),
    /** List price per unit in thousandths of the supply currency. */
    netUnitListPriceMilli: bigint('net_unit_list_price_milli', { mode: 'number' }),
    invoiceCurrency: char('invoice_currency', { length: 3 }).notNull(),
    netInvoiceMinor: bigint('net_invoice_minor', { mode: 'number' }).notNull(),
    vatInvoiceMinor: bigint('vat_invoice_minor', { mode: 'number' }).notNull(),
    grossInvoiceMinor: bigint('gross_invoice_minor', { mode: 'number' }).notNull(),
    isPriced: boolean('is_priced').notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.invoiceId),
    authorisationType: text('authorisation_type').notNull(),
    transactionVoucherNumber: text('transaction_voucher_number').notNull(),
    authorisationCode: text('authorisation_code'),
    odometer: integer('odometer'),
    additionalInformation: text('additional_information'),
    transactionType: text('transaction_type').notNull(),
    typeOfTransaction: text('type_of_transaction').notNull(),
    suspiciousIndicator: boolean('suspicious_indicator').notNull().default(false),
    alertIndicator: boolean('alert_indicator').notNull().default(false),
    /** Why a transaction was declined (oacResultCodeDescription). */
    oacResultCodeDescription: text('oac_result_code_description'),
  },
  (t) => [
    unique('transactions_unique_id_key').on(t.transactionId, t.productId).nullsNotDistinct(),
    // One authority's list; also the uninvoiced filter (Authorised and Uninvoiced lines are the newest).
    index('transactions_authority_time_idx').on(t.authorityId, t.transactionDateTime.desc().nullsFirst()),
    // The first page over many authorities (a parent, a group, every account): newest first, filtered.
    index('transactions_time_idx').on(t.transactionDateTime.desc().nullsFirst()),
    index('transactions_card_time_idx').on(t.cardId, t.transactionDateTime.desc().nullsFirst()),
    index('transactions_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
    // Text search (migration 0013): the lines of the sites and registrations a term matches.
    index('transactions_site_time_idx').on(t.siteId, t.transactionDateTime.desc().nullsFirst()),
    index('transactions_vrn_trgm_idx').using('gin', sql`vehicle_registration_number gin_trgm_ops`),
  ],
);

const totals = () => ({
  rowCount: integer('row_count').notNull(),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
  vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
  grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
});

/**
 * How many lines each authority has per UTC day, by status (DESIGN §6), written in the same
 * transaction as the lines: the list totals' whole days and today's part. One row per authority and
 * day (not per status and currency), so today's part of the widest scope's total reads one row per
 * authority with a line today.
 */
export const transactionDailyCounts = pgTable(
  'transaction_daily_counts',
  {
    authorityId: text('authority_id').notNull(),
    day: date('day').notNull(),
    authorised: integer('authorised').notNull().default(0),
    declined: integer('declined').notNull().default(0),
    uninvoiced: integer('uninvoiced').notNull().default(0),
    invoiced: integer('invoiced').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'transaction_daily_counts_pk', columns: [t.authorityId, t.day] }),
    foreignKey({
      name: 'transaction_daily_counts_authority_fk',
      columns: [t.authorityId],
      foreignColumns: [authorities.authorityId],
    }).onDelete('cascade'),
  ],
);

/** The count column of each status in transaction_daily_counts. */
export const STATUS_COUNT_COLUMNS = {
  Authorised: 'authorised',
  Declined: 'declined',
  Uninvoiced: 'uninvoiced',
  Invoiced: 'invoiced',
} as const satisfies Record<(typeof transactionStatus.enumValues)[number], string>;

/**
 * Per-authority, per-day (UTC), per-product totals of transactions (DESIGN §6), written in the same
 * transaction as the rows they summarise: dashboard sums and quantities come from here. Sums are in
 * invoice currency; product_id 0 stands for lines without a product.
 */
export const transactionProductDailyRollups = pgTable(
  'transaction_product_daily_rollups',
  {
    authorityId: text('authority_id').notNull(),
    day: date('day').notNull(),
    transactionStatus: transactionStatus('transaction_status').notNull(),
    productId: integer('product_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    ...totals(),
  },
  (t) => [
    primaryKey({
      name: 'transaction_product_daily_rollups_pk',
      columns: [t.authorityId, t.day, t.transactionStatus, t.productId, t.currency],
    }),
    foreignKey({
      name: 'transaction_product_daily_rollups_authority_fk',
      columns: [t.authorityId],
      foreignColumns: [authorities.authorityId],
    }).onDelete('cascade'),
  ],
);
