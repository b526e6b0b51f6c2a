CREATE TABLE "row_scopes" (
	"scope_key" text PRIMARY KEY NOT NULL,
	"authority_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
