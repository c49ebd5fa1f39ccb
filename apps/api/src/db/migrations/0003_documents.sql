CREATE TABLE "invoice_expirations" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"product_id" integer,
	"product_external_id" text NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"number" text NOT NULL,
	"issue_date" date NOT NULL,
	"total_net" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"notes" text,
	"payment_mode_id" integer,
	"profile_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_document_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipping_document_id" integer NOT NULL,
	"product_id" integer,
	"product_external_id" text NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_of_measure" text DEFAULT 'PZ' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"issue_date" date NOT NULL,
	"causal" text,
	"packages_count" integer,
	"appearance" text,
	"freight" text,
	"notes" text,
	"profile_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_day_totals" (
	"kind" smallint NOT NULL,
	"profile_id" integer NOT NULL,
	"day" date NOT NULL,
	"status_id" integer NOT NULL,
	"doc_count" integer NOT NULL,
	"total_net" numeric(16, 2) NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "document_day_totals_kind_profile_id_day_status_id_pk" PRIMARY KEY("kind","profile_id","day","status_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "issue_date" date;--> statement-breakpoint
ALTER TABLE "invoice_expirations" ADD CONSTRAINT "invoice_expirations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_mode_id_payment_modes_id_fk" FOREIGN KEY ("payment_mode_id") REFERENCES "public"."payment_modes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_document_items" ADD CONSTRAINT "shipping_document_items_shipping_document_id_shipping_documents_id_fk" FOREIGN KEY ("shipping_document_id") REFERENCES "public"."shipping_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_document_items" ADD CONSTRAINT "shipping_document_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_documents" ADD CONSTRAINT "shipping_documents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_documents" ADD CONSTRAINT "shipping_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_expirations_invoice_idx" ON "invoice_expirations" USING btree ("invoice_id","date");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_code_key" ON "invoices" USING btree ("code");--> statement-breakpoint
CREATE INDEX "invoices_profile_date_idx" ON "invoices" USING btree ("profile_id","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_code_trgm_idx" ON "invoices" USING gin ("code" gin_trgm_ops,"number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipping_document_items_document_idx" ON "shipping_document_items" USING btree ("shipping_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_documents_code_key" ON "shipping_documents" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shipping_documents_profile_date_idx" ON "shipping_documents" USING btree ("profile_id","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipping_documents_date_idx" ON "shipping_documents" USING btree ("issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipping_documents_customer_idx" ON "shipping_documents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "shipping_documents_code_trgm_idx" ON "shipping_documents" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_profile_date_idx" ON "order_items" USING btree ("profile_id","issue_date" DESC NULLS LAST,"order_id" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "order_items_date_idx" ON "order_items" USING btree ("issue_date" DESC NULLS LAST,"order_id" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_profile_date_idx" ON "orders" USING btree ("profile_id","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST,"status_id");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("issue_date" DESC NULLS LAST,"id" DESC NULLS LAST,"status_id");--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status_id","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_code_trgm_idx" ON "orders" USING gin ("code" gin_trgm_ops);