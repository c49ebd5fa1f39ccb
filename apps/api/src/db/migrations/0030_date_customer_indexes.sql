-- Custom statements: free text on a common word (a surname matching a thousand customers) pages through the
-- documents newest first and keeps those of the matching customers, which their id in the date index lets it do
-- index-only (about 3,700 index entries for 20 orders of 'rossi' on L, instead of reading and sorting all 12,658
-- of those customers' orders). The planner picks this walk or the per-customer index from the number of matching
-- customers (lists/text-match.ts).
-- The same indexes as before, with the customer's id added.
DROP INDEX IF EXISTS "orders_date_idx";--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" ("issue_date" DESC NULLS LAST, "id" DESC NULLS LAST, "status_id") INCLUDE ("customer_id");--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_date_idx";--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" ("issue_date" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("customer_id");--> statement-breakpoint
DROP INDEX IF EXISTS "shipping_documents_date_idx";--> statement-breakpoint
CREATE INDEX "shipping_documents_date_idx" ON "shipping_documents" ("issue_date" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("customer_id");--> statement-breakpoint
DROP INDEX IF EXISTS "visits_date_idx";--> statement-breakpoint
CREATE INDEX "visits_date_idx" ON "visits" ("date_visit", "id") INCLUDE ("customer_id");--> statement-breakpoint
ANALYZE "orders";--> statement-breakpoint
ANALYZE "invoices";--> statement-breakpoint
ANALYZE "shipping_documents";--> statement-breakpoint
ANALYZE "visits";
