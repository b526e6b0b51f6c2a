import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value facts about this database: which demo preset and seed filled it, and when. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counters of cached values: `access` (reaches) and one per customer for cards and transactions
 * totals (`cards:<customer id>`). Deferred triggers (`db/generations.ts`) raise a counter once per
 * committing transaction that changed what it covers, so a cached value is used only while nothing
 * it counts has changed.
 */
export const dataGenerations = pgTable('data_generations', {
  source: text('source').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});

/**
 * The authority scopes the API's connections work under (db/row-security.ts): the ids of one scope as a
 * jsonb object, under a key derived from them. A connection names its key in the setting `portal.scope`.
 */
export const rowScopes = pgTable('row_scopes', {
  scopeKey: text('scope_key').primaryKey(),
  authorityIds: jsonb('authority_ids').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
