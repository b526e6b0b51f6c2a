import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Spec 002 §9: 100 diesel, 200 motor spirits, 300 lubricants, 400 vehicle services, 600 shop, 800 wash. */
export const productCategories = pgTable('product_categories', {
  categoryId: integer('category_id').primaryKey(),
  categoryName: text('category_name').notNull(),
});

/** Products 10001 … 90001 (spec 002 §9); type F fuel, N non-fuel (spec 002 §3.11). */
export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.categoryId),
    productName: text('product_name').notNull(),
    productServiceType: char('product_service_type', { length: 1 }).notNull(),
    /** Unit of quantity: L, kWh, kg or EA. */
    unit: text('unit').notNull(),
  },
  (t) => [index('products_category_idx').on(t.categoryId)],
);

/** Countries of the site catalogue (spec 002 §3.11: countryId, countryName, countryCode). */
export const countries = pgTable(
  'countries',
  {
    countryId: integer('country_id').primaryKey(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    countryName: text('country_name').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** VAT rate in basis points, used to split gross into net and VAT. */
    vatRateBp: smallint('vat_rate_bp').notNull(),
    /** International dialling code for phone numbers. */
    isdCode: text('isd_code').notNull(),
  },
  (t) => [uniqueIndex('countries_code_key').on(t.countryCode)],
);

/** Regions of a country (spec 002 §3.11: areaId, region). */
export const regions = pgTable(
  'regions',
  {
    areaId: integer('area_id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.countryId),
    regionName: text('region_name').notNull(),
  },
  (t) => [index('regions_country_idx').on(t.countryId, t.regionName)],
);

/** Tiles of the site step (spec 002 §2.7). */
export const siteTypeGroups = pgTable('site_type_groups', {
  siteGroupId: integer('site_group_id').primaryKey(),
  groupName: text('group_name').notNull(),
});

/** Spec 001 §3 site types with their descriptions, each in one site type group. */
export const siteTypes = pgTable('site_types', {
  siteTypeId: integer('site_type_id').primaryKey(),
  code: text('code').notNull(),
  description: text('description').notNull(),
  siteGroupId: integer('site_group_id')
    .notNull()
    .references(() => siteTypeGroups.siteGroupId),
});

/** Retail sites where transactions happen (spec 001 §3 mapDetails, spec 002 §3.11 site). */
export const sites = pgTable(
  'sites',
  {
    globalSiteId: bigint('global_site_id', { mode: 'number' }).primaryKey(),
    siteName: text('site_name').notNull(),
    siteTypeId: integer('site_type_id')
      .notNull()
      .references(() => siteTypes.siteTypeId),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.countryId),
    areaId: integer('area_id')
      .notNull()
      .references(() => regions.areaId),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    town: text('town').notNull(),
    postCode: text('post_code').notNull(),
    telephoneNumber: text('telephone_number'),
    /** Null for the few sites without coordinates ("No site details found"). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Terminal ids; a site restriction may hold at most 100 across its sites (spec 002 §5.4). */
    fepIds: text('fep_ids').array().notNull(),
  },
  (t) => [
    index('sites_area_idx').on(t.countryId, t.areaId, t.siteName),
    index('sites_type_idx').on(t.siteTypeId),
    // The transactions text search looks its term up in the site names first (migration 0013).
    index('sites_name_trgm_idx').using('gin', sql`site_name gin_trgm_ops`),
  ],
);
