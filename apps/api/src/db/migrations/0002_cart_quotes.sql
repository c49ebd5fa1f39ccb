CREATE SEQUENCE "public"."web_order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"product_code" text NOT NULL,
	"description" text NOT NULL,
	"notes" text,
	"price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"discount_1" integer DEFAULT 0 NOT NULL,
	"discount_2" integer DEFAULT 0 NOT NULL,
	"row_total" numeric(14, 2) NOT NULL,
	"weight" numeric(10, 3) DEFAULT '0' NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '22' NOT NULL,
	"disable_discounts" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"notes" text,
	"price_list_id" integer,
	"total" numeric(14, 2) NOT NULL,
	"total_final" numeric(14, 2) NOT NULL,
	"total_weight" numeric(14, 3) NOT NULL,
	"discount_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"shipping_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promotion_item" jsonb,
	"shipping_address" jsonb,
	"shipping_address_id" integer,
	"shipping_address_is_new" boolean DEFAULT false NOT NULL,
	"shipping_address_new" text,
	"issue_date" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_additions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"external_id" text NOT NULL,
	"description" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"price_list_id" integer,
	"weight_min" numeric(12, 3),
	"weight_max" numeric(12, 3),
	"amount_min" numeric(14, 2),
	"amount_max" numeric(14, 2),
	"is_free_shipping" boolean DEFAULT false NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_users" (
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "shop_users_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"details" text,
	"logo" text,
	"color" text,
	"custom_style" text,
	"quote_footer" text
);
--> statement-breakpoint
CREATE TABLE "order_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_address_id_customer_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_additions" ADD CONSTRAINT "cart_additions_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_users" ADD CONSTRAINT "shop_users_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_users" ADD CONSTRAINT "shop_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exports" ADD CONSTRAINT "order_exports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","position");--> statement-breakpoint
CREATE INDEX "carts_archive_idx" ON "carts" USING btree ("user_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cart_additions_match_idx" ON "cart_additions" USING btree ("type","price_list_id","priority");--> statement-breakpoint
CREATE INDEX "shop_users_user_idx" ON "shop_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_external_id_key" ON "shops" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_exports_order_key" ON "order_exports" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_exports_pending_idx" ON "order_exports" USING btree ("created_at") WHERE exported_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);