ALTER TABLE "carts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_idempotency_key" ON "carts" USING btree ("user_id","idempotency_key");