-- A user's quotes, temporary orders, private notes, visits, orders, quote versions and current cart are data:
-- deleting the user must be refused while any exist ("disable instead"), never cascade or orphan them.
ALTER TABLE "carts" DROP CONSTRAINT "carts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_carts" DROP CONSTRAINT "current_carts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "current_carts" ADD CONSTRAINT "current_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" DROP CONSTRAINT "customer_notes_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" DROP CONSTRAINT "visits_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_versions" DROP CONSTRAINT "cart_versions_saved_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "cart_versions" ADD CONSTRAINT "cart_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
