CREATE TABLE "order_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tx" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"profile_id" integer NOT NULL,
	"order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_changes_profile_tx_idx" ON "order_changes" USING btree ("profile_id","tx","seq");--> statement-breakpoint
-- Custom statements: the triggers that fill the orders' change log, one statement each (transition tables), as in
-- 0028. An order written reaches its agent profile; one moved to another profile reaches the old one too (which then
-- gets a tombstone); a line written, changed or removed reaches its order's profile.
CREATE FUNCTION order_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_changes (profile_id, order_id) SELECT profile_id, id FROM n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_changes (profile_id, order_id) SELECT profile_id, id FROM o;
  ELSE
    INSERT INTO order_changes (profile_id, order_id) SELECT profile_id, id FROM n UNION SELECT profile_id, id FROM o;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_sync_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION order_rows_changed();
--> statement-breakpoint
CREATE TRIGGER orders_sync_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS o NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION order_rows_changed();
--> statement-breakpoint
CREATE TRIGGER orders_sync_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS o
FOR EACH STATEMENT EXECUTE FUNCTION order_rows_changed();
--> statement-breakpoint
CREATE FUNCTION order_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_changes (profile_id, order_id) SELECT o.profile_id, o.id FROM orders o WHERE o.id IN (SELECT order_id FROM n);
  ELSIF TG_OP = 'DELETE' THEN
    -- Lines removed with their order find no order: the order's own delete is logged.
    INSERT INTO order_changes (profile_id, order_id) SELECT o.profile_id, o.id FROM orders o WHERE o.id IN (SELECT order_id FROM old_lines);
  ELSE
    INSERT INTO order_changes (profile_id, order_id) SELECT o.profile_id, o.id FROM orders o WHERE o.id IN (SELECT order_id FROM n UNION SELECT order_id FROM old_lines);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_sync_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION order_lines_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_sync_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_lines NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION order_lines_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_sync_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_lines
FOR EACH STATEMENT EXECUTE FUNCTION order_lines_changed();
