CREATE TABLE "cart_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"version" integer NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_at" timestamp with time zone,
	"valid_until" date,
	"total_final" numeric(14, 2) NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_version" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "cart_versions" ADD CONSTRAINT "cart_versions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_versions" ADD CONSTRAINT "cart_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_versions_cart_version_key" ON "cart_versions" USING btree ("cart_id","version");--> statement-breakpoint
-- Every existing archive entry is its own v1: valid for 30 days from its creation, shared when it was issued.
UPDATE "carts" SET "shared_at" = "issue_date", "valid_until" = CASE WHEN "type" = 'quotes' THEN (("created_at" AT TIME ZONE 'Europe/Rome')::date + 30) END;--> statement-breakpoint
INSERT INTO "cart_versions" ("cart_id", "version", "saved_by", "saved_at", "shared_at", "valid_until", "total_final", "content")
SELECT c."id", 1, c."user_id", c."updated_at", c."shared_at", c."valid_until", c."total_final",
  jsonb_build_object(
    'name', c."name", 'notes', c."notes",
    'payment_mode', (SELECT pm."description" FROM "payment_modes" pm JOIN "customers" cu ON cu."id" = c."customer_id" WHERE pm."id" = coalesce(c."payment_mode_id", cu."payment_mode_id")),
    'total', c."total"::text, 'discount_percentage', c."discount_percentage"::text, 'discount_amount', c."discount_amount"::text,
    'total_weight', c."total_weight"::text, 'shipping_items', c."shipping_items", 'promotion_item', c."promotion_item",
    'items', coalesce((SELECT jsonb_agg(jsonb_build_object(
        'product_id', i."product_id", 'product_code', i."product_code", 'description', i."description", 'quantity', i."quantity"::text,
        'price', i."price"::text, 'discount_1', i."discount_1", 'discount_2', i."discount_2", 'row_total', i."row_total"::text, 'notes', i."notes")
      ORDER BY i."position") FROM "cart_items" i WHERE i."cart_id" = c."id"), '[]'::jsonb))
FROM "carts" c;
