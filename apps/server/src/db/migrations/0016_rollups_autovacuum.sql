-- The rollup tables are read for today's part of every list total (an index-only scan) and updated by
-- every ingested batch. PostgreSQL's default vacuums a table once a fifth of its rows changed: about
-- 180,000 changes for the million rollup rows of the `large` preset, so through a day of ingestion
-- today's rows stayed unvacuumed and each read fetched every row from the heap (today's part of the
-- widest transactions total: 5.9 ms for 4,793 rows, 3.1 ms after a vacuum). Vacuum them after a fixed
-- number of changed or inserted rows instead.
ALTER TABLE "transaction_daily_rollups" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000);--> statement-breakpoint
ALTER TABLE "transaction_product_daily_rollups" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000);--> statement-breakpoint
ALTER TABLE "charging_daily_rollups" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000);
