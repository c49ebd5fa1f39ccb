-- Free text resolves the customers first (their trigram index) and then reads those customers' documents. These
-- indexes give a customer's documents in list order with every column the lists filter and sum on, so the page,
-- the count and the sums of a search are read index-only, without visiting the table. They replace the plain
-- customer_id indexes (still usable for a customer_id lookup: it is their first column).
CREATE INDEX IF NOT EXISTS "orders_customer_date_idx" ON "orders" ("customer_id", "issue_date" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("profile_id", "status_id", "total_net", "total");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_customer_date_idx" ON "invoices" ("customer_id", "issue_date" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("profile_id", "total_net", "total");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipping_documents_customer_date_idx" ON "shipping_documents" ("customer_id", "issue_date" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("profile_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "visits_customer_date_idx" ON "visits" ("customer_id", "date_visit" DESC, "id" DESC) INCLUDE ("profile_id");--> statement-breakpoint
DROP INDEX IF EXISTS "visits_customer_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_customer_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_customer_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "shipping_documents_customer_idx";--> statement-breakpoint
ANALYZE "orders";--> statement-breakpoint
ANALYZE "invoices";--> statement-breakpoint
ANALYZE "shipping_documents";--> statement-breakpoint
ANALYZE "visits";
