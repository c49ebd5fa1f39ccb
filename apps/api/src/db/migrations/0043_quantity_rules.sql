-- Issue 56: the maker's quantity rules and order minimum. A product states a minimum per line and a pack multiple
-- ('cartone da 6'); a price list may override either for one of its products (product_prices); the nearest stated
-- value wins per field. A price list may also carry a minimum goods amount for an order.
ALTER TABLE "products" ADD COLUMN "min_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_multiple" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_description" text;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "min_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "quantity_multiple" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "min_order_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_rules_positive" CHECK ((min_quantity IS NULL OR min_quantity > 0) AND (quantity_multiple IS NULL OR quantity_multiple > 0));--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_quantity_rules_positive" CHECK ((min_quantity IS NULL OR min_quantity > 0) AND (quantity_multiple IS NULL OR quantity_multiple > 0));--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_min_order_amount_positive" CHECK (min_order_amount IS NULL OR min_order_amount > 0);
