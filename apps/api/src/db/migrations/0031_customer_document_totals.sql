ALTER TABLE "customers" ADD COLUMN "doc_orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "doc_orders_net" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "doc_orders_total" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "doc_invoices_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "doc_invoices_net" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "doc_invoices_total" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "doc_shipping_documents_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "doc_visits_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Custom statements: the per-customer totals kept exact by one trigger per statement on each document table (over
-- its transition tables, like order_items_day_counts), so an import of thousands of documents updates each of their
-- customers once per statement. TG_ARGV[0] is the columns' prefix (doc_orders → doc_orders_count, doc_orders_net,
-- doc_orders_total); a second argument says the table has amounts. An update that moves nothing (a status, a flag)
-- writes nothing.
CREATE FUNCTION customer_document_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  has_amounts boolean := TG_NARGS > 1;
  added text := CASE WHEN has_amounts THEN 'SELECT customer_id, 1, total_net, total FROM new_rows' ELSE 'SELECT customer_id, 1, 0, 0 FROM new_rows' END;
  removed text := CASE WHEN has_amounts THEN 'SELECT customer_id, -1, -total_net, -total FROM old_rows' ELSE 'SELECT customer_id, -1, 0, 0 FROM old_rows' END;
  delta text := CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END;
  sets text := CASE WHEN has_amounts
    THEN format('%1$I = c.%1$I + d.n, %2$I = c.%2$I + d.net, %3$I = c.%3$I + d.total', TG_ARGV[0] || '_count', TG_ARGV[0] || '_net', TG_ARGV[0] || '_total')
    ELSE format('%1$I = c.%1$I + d.n', TG_ARGV[0] || '_count') END;
  deltas text := format('SELECT r.customer_id, sum(r.n)::int AS n, sum(r.net) AS net, sum(r.total) AS total
    FROM (%s) r(customer_id, n, net, total) GROUP BY r.customer_id HAVING sum(r.n) <> 0 OR sum(r.net) <> 0 OR sum(r.total) <> 0', delta);
BEGIN
  -- The customers locked first, in id order, so that statements touching the same customers wait for each other
  -- instead of deadlocking (an UPDATE … FROM locks in whatever order its join produces the rows).
  EXECUTE format('SELECT 1 FROM customers c WHERE c.id IN (SELECT d.customer_id FROM (%s) d) ORDER BY c.id FOR NO KEY UPDATE', deltas);
  EXECUTE format('UPDATE customers c SET %s FROM (%s) d WHERE c.id = d.customer_id', sets, deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- <table>_customer_totals_insert, _update and _delete on each document table; orders and invoices carry amounts.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('orders', ', ''amounts'''), ('invoices', ', ''amounts'''),
                                 ('shipping_documents', ''), ('visits', '')) v(name, args) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT '
                   'EXECUTE FUNCTION customer_document_totals(%L%s)', t.name || '_customer_totals_insert', t.name, 'doc_' || t.name, t.args);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION customer_document_totals(%L%s)', t.name || '_customer_totals_update', t.name, 'doc_' || t.name, t.args);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT '
                   'EXECUTE FUNCTION customer_document_totals(%L%s)', t.name || '_customer_totals_delete', t.name, 'doc_' || t.name, t.args);
  END LOOP;
END $$;
--> statement-breakpoint
-- A customer's change log (offline tablets) takes the rows whose own data changed, not the totals moving with
-- every document.
CREATE FUNCTION customers_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  totals text[] := ARRAY['doc_orders_count', 'doc_orders_net', 'doc_orders_total', 'doc_invoices_count', 'doc_invoices_net',
                         'doc_invoices_total', 'doc_shipping_documents_count', 'doc_visits_count'];
BEGIN
  PERFORM log_customer_changes(array_agg(n.id))
     FROM n JOIN o ON o.id = n.id
    WHERE to_jsonb(n) - totals IS DISTINCT FROM to_jsonb(o) - totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER customers_sync_update ON customers;
--> statement-breakpoint
CREATE TRIGGER customers_sync_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS o NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customers_rows_changed();
--> statement-breakpoint
-- Every customer's totals counted again from the documents, writing only the rows that differ: once below for
-- databases that already hold documents, and after a bulk load with the triggers off (bench/load-scale.ts).
CREATE FUNCTION refresh_customer_document_totals() RETURNS void LANGUAGE sql AS $$
  WITH o AS (SELECT customer_id, count(*)::int AS n, sum(total_net) AS net, sum(total) AS total FROM orders GROUP BY 1),
       i AS (SELECT customer_id, count(*)::int AS n, sum(total_net) AS net, sum(total) AS total FROM invoices GROUP BY 1),
       s AS (SELECT customer_id, count(*)::int AS n FROM shipping_documents GROUP BY 1),
       v AS (SELECT customer_id, count(*)::int AS n FROM visits GROUP BY 1),
       t AS (SELECT x.id, coalesce(o.n, 0) AS doc_orders_count, coalesce(o.net, 0) AS doc_orders_net, coalesce(o.total, 0) AS doc_orders_total,
                    coalesce(i.n, 0) AS doc_invoices_count, coalesce(i.net, 0) AS doc_invoices_net, coalesce(i.total, 0) AS doc_invoices_total,
                    coalesce(s.n, 0) AS doc_shipping_documents_count, coalesce(v.n, 0) AS doc_visits_count
               FROM customers x
               LEFT JOIN o ON o.customer_id = x.id LEFT JOIN i ON i.customer_id = x.id
               LEFT JOIN s ON s.customer_id = x.id LEFT JOIN v ON v.customer_id = x.id)
  UPDATE customers c
     SET doc_orders_count = t.doc_orders_count, doc_orders_net = t.doc_orders_net, doc_orders_total = t.doc_orders_total,
         doc_invoices_count = t.doc_invoices_count, doc_invoices_net = t.doc_invoices_net, doc_invoices_total = t.doc_invoices_total,
         doc_shipping_documents_count = t.doc_shipping_documents_count, doc_visits_count = t.doc_visits_count
    FROM t
   WHERE t.id = c.id
     AND (c.doc_orders_count, c.doc_orders_net, c.doc_orders_total, c.doc_invoices_count, c.doc_invoices_net, c.doc_invoices_total,
          c.doc_shipping_documents_count, c.doc_visits_count)
         IS DISTINCT FROM (t.doc_orders_count, t.doc_orders_net, t.doc_orders_total, t.doc_invoices_count, t.doc_invoices_net,
                           t.doc_invoices_total, t.doc_shipping_documents_count, t.doc_visits_count)
$$;
--> statement-breakpoint
SELECT refresh_customer_document_totals();
