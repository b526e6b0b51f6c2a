-- Issue 16 Speed: the invoice list's and the archive's top rows (summaries and invoices outside any
-- summary) newest first over many authorities: a walk of this index stops after a page's worth of
-- rows instead of sorting every top row of the scope.
CREATE INDEX IF NOT EXISTS "invoices_top_date_idx" ON "invoices" USING btree ("invoice_date" DESC NULLS FIRST, "invoice_id" DESC NULLS FIRST) WHERE summary_statement_id is null;
--> statement-breakpoint
-- The archive's invoice number filter is a substring match (ilike '%…%'): trigrams find the few
-- documents holding it instead of testing every document of the scope.
CREATE INDEX IF NOT EXISTS "invoices_number_trgm_idx" ON "invoices" USING gin ("invoice_number" gin_trgm_ops);
