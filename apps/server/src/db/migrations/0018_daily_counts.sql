-- Issue 20: the list totals' counts move from transaction_daily_rollups (one row per authority, day,
-- status and currency, with sums nobody read) to one row per authority and day with a count per
-- status. Today's part of the widest scope's total summed 5,126 rollup rows at 09:20 (7.3 ms of the
-- page's 9 ms statement, a heap fetch and the scope tests per row); one row per authority is 2,000 at
-- most (bench/results/speed-budgets.md, nineteenth and twentieth sessions).
CREATE TABLE "transaction_daily_counts" (
	"authority_id" text NOT NULL,
	"day" date NOT NULL,
	"authorised" integer DEFAULT 0 NOT NULL,
	"declined" integer DEFAULT 0 NOT NULL,
	"uninvoiced" integer DEFAULT 0 NOT NULL,
	"invoiced" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transaction_daily_counts_pk" PRIMARY KEY("authority_id","day")
);
--> statement-breakpoint
ALTER TABLE "transaction_daily_counts" ADD CONSTRAINT "transaction_daily_counts_authority_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("authority_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "transaction_daily_counts" ("authority_id", "day", "authorised", "declined", "uninvoiced", "invoiced")
SELECT "authority_id", "day",
       coalesce(sum("row_count") FILTER (WHERE "transaction_status" = 'Authorised'), 0),
       coalesce(sum("row_count") FILTER (WHERE "transaction_status" = 'Declined'), 0),
       coalesce(sum("row_count") FILTER (WHERE "transaction_status" = 'Uninvoiced'), 0),
       coalesce(sum("row_count") FILTER (WHERE "transaction_status" = 'Invoiced'), 0)
  FROM "transaction_daily_rollups"
 GROUP BY 1, 2;--> statement-breakpoint
-- A day's rows of a scope (today's part: one short range), read from the index alone once vacuumed.
CREATE INDEX IF NOT EXISTS "transaction_daily_counts_day_idx" ON "transaction_daily_counts" USING btree ("day", "authority_id") INCLUDE ("authorised", "declined", "uninvoiced", "invoiced");--> statement-breakpoint
ANALYZE "transaction_daily_counts";--> statement-breakpoint
ALTER TABLE "transaction_daily_counts" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000);
