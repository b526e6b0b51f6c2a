-- Issue 18: Idempotency-Key of card orders is unique per user (it was global, so one user's key could
-- collide with another's), and nullable so a key older than 24 hours can be released for reuse.
DROP INDEX "card_orders_idempotency_key";--> statement-breakpoint
ALTER TABLE "card_orders" ALTER COLUMN "idempotency_key" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "card_orders_user_idempotency_key" ON "card_orders" USING btree ("user_id","idempotency_key") WHERE "card_orders"."idempotency_key" is not null;