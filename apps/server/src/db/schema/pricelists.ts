import {
  bigint,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { authorities } from './hierarchy';
import { users } from './identity';

/** Price-list spreadsheets per authority (spec 001 §3 Key, LastModified, ETag); bytes in the object store. */
export const pricelistFiles = pgTable(
  'pricelist_files',
  {
    objectKey: text('object_key').primaryKey(),
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    etag: text('etag').notNull(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('pricelist_files_authority_idx').on(t.authorityId, t.lastModified.desc().nullsFirst())],
);

/**
 * Weekly EV prices per country (spec 001 §3 evpricelistdata, §9: AT, DE, NL, UK, PT, LU, PL, ES; the
 * week starts on Monday). price_milli is thousandths of the currency per unit.
 */
export const evPrices = pgTable(
  'ev_prices',
  {
    countryCode: text('country_code').notNull(),
    weekStart: date('week_start').notNull(),
    productName: text('product_name').notNull(),
    /** Country code plus -EV. */
    priceType: text('price_type').notNull(),
    priceMilli: bigint('price_milli', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    unit: text('unit').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.weekStart, t.productName] })],
);
