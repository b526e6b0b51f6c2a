-- The list-page cache is gone (issue 13 §5); card and transaction totals are now counted per customer
-- (db/generations.ts installs those triggers after the migrations). Triggers of the retired global
-- counters on tables that no longer invalidate anything, and the global counters themselves, go.
DROP TRIGGER IF EXISTS authorities_cards_generation ON authorities;
--> statement-breakpoint
DROP TRIGGER IF EXISTS authorities_cards_generation_truncate ON authorities;
--> statement-breakpoint
DROP TRIGGER IF EXISTS restriction_profiles_cards_generation ON restriction_profiles;
--> statement-breakpoint
DROP TRIGGER IF EXISTS restriction_profiles_cards_generation_truncate ON restriction_profiles;
--> statement-breakpoint
DELETE FROM data_generations WHERE source IN ('cards', 'transactions');
--> statement-breakpoint
-- Whole-day totals read (authority, day) ranges and need the status and count only: index-only scans.
CREATE INDEX IF NOT EXISTS transaction_daily_rollups_totals_idx
  ON transaction_daily_rollups (authority_id, day) INCLUDE (transaction_status, row_count);
