CREATE TABLE "data_generations" (
	"source" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cards_serial_idx" ON "cards" USING btree ("card_serial_number","card_id");