-- Issue 13 Speed, transactions text search: a term is looked up in the card numbers and site names
-- first (trigrams find the few matching rows instead of testing every card and site), and the lines
-- are then found by their own columns: a site's lines in the period by (site_id, time), registrations
-- holding the term by trigrams. Without these the search joined seven tables for every line of the
-- period (7.9 s at p95 on the large preset).
CREATE INDEX IF NOT EXISTS "cards_number_trgm_idx" ON "cards" USING gin (card_number gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sites_name_trgm_idx" ON "sites" USING gin (site_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_site_time_idx" ON "transactions" USING btree ("site_id","transaction_date_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_vrn_trgm_idx" ON "transactions" USING gin (vehicle_registration_number gin_trgm_ops);
