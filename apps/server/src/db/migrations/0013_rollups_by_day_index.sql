-- Issue 20 with issue 7's exact total: today's part of a transactions total is read from today's
-- rollups of every authority of the scope. By (authority, day) that is one index probe per authority
-- (2,000 at the widest scope: 14 ms); by (day, authority) one short range of a single day (2 ms).
CREATE INDEX IF NOT EXISTS "transaction_daily_rollups_day_idx" ON "transaction_daily_rollups" USING btree ("day", "authority_id") INCLUDE ("transaction_status", "row_count");
