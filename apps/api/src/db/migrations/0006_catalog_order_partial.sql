DROP INDEX "products_description_idx";--> statement-breakpoint
CREATE INDEX "products_catalog_order_idx" ON "products" USING btree ("description","id") WHERE "products"."enabled";