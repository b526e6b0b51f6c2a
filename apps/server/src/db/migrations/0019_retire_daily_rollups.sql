-- Its counts live in transaction_daily_counts (0018); its sums were read by nobody (the dashboard reads
-- transaction_product_daily_rollups).
DROP TABLE "transaction_daily_rollups" CASCADE;
