-- Issue 16 Speed: the invoice list's and the archive's top rows (summaries and invoices outside any
-- summary) newest first over many authorities: a walk of this index stops after a page's worth of
-- rows instead of sorting every top row of the scope.
CREATE INDEX IF NOT EXISTS "invoices_top_date_idx" ON "invoices" USING btree ("invoice_date" DESC NULLS FIRST, "invoice_id" DESC NULLS FIRST) WHERE summary_statement_id is null;
