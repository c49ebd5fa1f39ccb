-- Custom statements drizzle cannot express: triggers that keep document_day_totals exact and copy the
-- order's profile and date onto its lines, whoever writes orders and invoices (ERP import, portal).
CREATE OR REPLACE FUNCTION document_day_totals_add(p_kind smallint, p_profile integer, p_day date, p_status integer, p_count integer, p_net numeric, p_total numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- One row for the profile and one for "all profiles" (profile 0).
  INSERT INTO document_day_totals AS t (kind, profile_id, day, status_id, doc_count, total_net, total)
  VALUES (p_kind, p_profile, p_day, p_status, p_count, p_net, p_total), (p_kind, 0, p_day, p_status, p_count, p_net, p_total)
  ON CONFLICT (kind, profile_id, day, status_id) DO UPDATE
    SET doc_count = t.doc_count + excluded.doc_count, total_net = t.total_net + excluded.total_net, total = t.total + excluded.total;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM document_day_totals_add(1::smallint, OLD.profile_id, OLD.issue_date, coalesce(OLD.status_id, 0), -1, -OLD.total_net, -OLD.total);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM document_day_totals_add(1::smallint, NEW.profile_id, NEW.issue_date, coalesce(NEW.status_id, 0), 1, NEW.total_net, NEW.total);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_day_totals AFTER INSERT OR DELETE OR UPDATE OF profile_id, issue_date, status_id, total_net, total ON orders
FOR EACH ROW EXECUTE FUNCTION orders_day_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM document_day_totals_add(2::smallint, OLD.profile_id, OLD.issue_date, 0, -1, -OLD.total_net, -OLD.total);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM document_day_totals_add(2::smallint, NEW.profile_id, NEW.issue_date, 0, 1, NEW.total_net, NEW.total);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_day_totals AFTER INSERT OR DELETE OR UPDATE OF profile_id, issue_date, total_net, total ON invoices
FOR EACH ROW EXECUTE FUNCTION invoices_day_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_fill_order_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.profile_id, o.issue_date INTO NEW.profile_id, NEW.issue_date FROM orders o WHERE o.id = NEW.order_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_fill_order_columns BEFORE INSERT OR UPDATE OF order_id ON order_items
FOR EACH ROW EXECUTE FUNCTION order_items_fill_order_columns();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sync_item_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_items SET profile_id = NEW.profile_id, issue_date = NEW.issue_date WHERE order_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_sync_item_columns AFTER UPDATE OF profile_id, issue_date ON orders
FOR EACH ROW WHEN (OLD.profile_id IS DISTINCT FROM NEW.profile_id OR OLD.issue_date IS DISTINCT FROM NEW.issue_date)
EXECUTE FUNCTION orders_sync_item_columns();
--> statement-breakpoint
-- Free search on visit notes (the visits table belongs to the visits module; the index serves the list).
CREATE INDEX IF NOT EXISTS "visits_notes_trgm_idx" ON "visits" USING gin ("notes" gin_trgm_ops);
