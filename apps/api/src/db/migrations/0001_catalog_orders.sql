CREATE TABLE "product_prices" (
	"price_list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "product_prices_price_list_id_product_id_pk" PRIMARY KEY("price_list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) DEFAULT '0' NOT NULL,
	"quantity_code" text DEFAULT 'PZ' NOT NULL,
	"unit_of_measure" text DEFAULT 'PZ' NOT NULL,
	"weight" numeric(10, 3) DEFAULT '0' NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '22' NOT NULL,
	"disable_discounts" boolean DEFAULT false NOT NULL,
	"group_code" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(translate("products"."external_id" || ' ' || "products"."description", 'àáâäèéêëìíîïòóôöùúûüÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜ', 'aaaaeeeeiiiioooouuuuAAAAEEEEIIIIOOOOUUUU'))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_external_id" text NOT NULL,
	"description" text NOT NULL,
	"notes" text,
	"price" numeric(12, 2) NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"discount_1" numeric(5, 2) DEFAULT '0' NOT NULL,
	"discount_2" numeric(5, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '22' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"issue_date" date NOT NULL,
	"issued" boolean DEFAULT false NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"status_id" integer,
	"total_net" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"notes" text,
	"shipping_name" text,
	"shipping_address" text,
	"shipping_zip_code" text,
	"shipping_city" text,
	"profile_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_id_order_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_external_id_key" ON "products" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_statuses_code_key" ON "order_statuses" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_key" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");