ALTER TABLE "visits" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "visits_idempotency_key" ON "visits" USING btree ("user_id","idempotency_key");