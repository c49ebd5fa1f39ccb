ALTER TABLE "customers" ADD COLUMN "doc_orders_lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Custom statements: each order counts its lines, and each customer the lines of its orders (doc_orders_lines, next
-- to the orders' count and sums of migration 0031), so that the admin's ordered products searched by a common word
-- ('rossi': 1,276 customers, 60,000 lines on L) get an exact count from the rows the customers' search reads anyway,
-- where they sampled a few hundred orders and estimated. The count goes through the order because a line deleted
-- with its order (ON DELETE CASCADE) no longer finds the order, nor so its customer: the order's own delete takes
-- its line_count off the customer instead.
--
-- The orders' line counts, kept by one trigger per statement on order_items (transition tables, as 0031); lines moving
-- nothing between orders (a price, a quantity) write nothing. The orders are locked in id order first, so that
-- statements touching the same orders wait for each other instead of deadlocking. Static statements, whose plans
-- the session keeps: an order of 5 lines costs ~1 ms more to write (its line count, then its customer's).
CREATE FUNCTION order_line_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM orders o WHERE o.id IN (SELECT order_id FROM new_rows) ORDER BY o.id FOR NO KEY UPDATE;
    UPDATE orders o SET line_count = o.line_count + d.n
      FROM (SELECT order_id, count(*)::int AS n FROM new_rows GROUP BY 1) d WHERE o.id = d.order_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM orders o WHERE o.id IN (SELECT order_id FROM old_rows) ORDER BY o.id FOR NO KEY UPDATE;
    UPDATE orders o SET line_count = o.line_count - d.n
      FROM (SELECT order_id, count(*)::int AS n FROM old_rows GROUP BY 1) d WHERE o.id = d.order_id;
  ELSE
    -- Only the orders whose count moves are locked: a price or quantity changed on many lines locks none.
    PERFORM 1 FROM orders o
     WHERE o.id IN (SELECT r.order_id FROM (SELECT order_id, 1 FROM new_rows UNION ALL SELECT order_id, -1 FROM old_rows) r(order_id, n)
                     GROUP BY 1 HAVING sum(r.n) <> 0)
     ORDER BY o.id FOR NO KEY UPDATE;
    UPDATE orders o SET line_count = o.line_count + d.n
      FROM (SELECT r.order_id, sum(r.n)::int AS n
              FROM (SELECT order_id, 1 FROM new_rows UNION ALL SELECT order_id, -1 FROM old_rows) r(order_id, n)
             GROUP BY 1 HAVING sum(r.n) <> 0) d
     WHERE o.id = d.order_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_line_counts_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION order_line_counts();
--> statement-breakpoint
CREATE TRIGGER order_items_line_counts_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION order_line_counts();
--> statement-breakpoint
CREATE TRIGGER order_items_line_counts_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION order_line_counts();
--> statement-breakpoint
-- 0031's customer totals, with a third argument for a table whose rows carry line_count: orders add doc_orders_lines.
CREATE OR REPLACE FUNCTION customer_document_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  has_amounts boolean := TG_NARGS > 1;
  has_lines boolean := TG_NARGS > 2;
  net text := CASE WHEN has_amounts THEN 'total_net' ELSE '0' END;
  total text := CASE WHEN has_amounts THEN 'total' ELSE '0' END;
  lines text := CASE WHEN has_lines THEN 'line_count' ELSE '0' END;
  added text := format('SELECT customer_id, 1, %s, %s, %s FROM new_rows', net, total, lines);
  removed text := format('SELECT customer_id, -1, -%s, -%s, -%s FROM old_rows', net, total, lines);
  delta text := CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END;
  sets text := concat_ws(', ',
    format('%1$I = c.%1$I + d.n', TG_ARGV[0] || '_count'),
    CASE WHEN has_amounts THEN format('%1$I = c.%1$I + d.net, %2$I = c.%2$I + d.total', TG_ARGV[0] || '_net', TG_ARGV[0] || '_total') END,
    CASE WHEN has_lines THEN format('%1$I = c.%1$I + d.lines', TG_ARGV[0] || '_lines') END);
  deltas text := format('SELECT r.customer_id, sum(r.n)::int AS n, sum(r.net) AS net, sum(r.total) AS total, sum(r.lines)::int AS lines
    FROM (%s) r(customer_id, n, net, total, lines) GROUP BY r.customer_id
    HAVING sum(r.n) <> 0 OR sum(r.net) <> 0 OR sum(r.total) <> 0 OR sum(r.lines) <> 0', delta);
BEGIN
  -- The customers locked first, in id order, so that statements touching the same customers wait for each other
  -- instead of deadlocking (an UPDATE … FROM locks in whatever order its join produces the rows).
  EXECUTE format('SELECT 1 FROM customers c WHERE c.id IN (SELECT d.customer_id FROM (%s) d) ORDER BY c.id FOR NO KEY UPDATE', deltas);
  EXECUTE format('UPDATE customers c SET %s FROM (%s) d WHERE c.id = d.customer_id', sets, deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER orders_customer_totals_insert ON orders;
--> statement-breakpoint
DROP TRIGGER orders_customer_totals_update ON orders;
--> statement-breakpoint
DROP TRIGGER orders_customer_totals_delete ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_customer_totals_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION customer_document_totals('doc_orders', 'amounts', 'lines');
--> statement-breakpoint
CREATE TRIGGER orders_customer_totals_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION customer_document_totals('doc_orders', 'amounts', 'lines');
--> statement-breakpoint
CREATE TRIGGER orders_customer_totals_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION customer_document_totals('doc_orders', 'amounts', 'lines');
--> statement-breakpoint
-- An order whose line count alone moved is not changed for the tablets: the lines written log it themselves (0029).
CREATE OR REPLACE FUNCTION order_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_changes (profile_id, order_id) SELECT profile_id, id FROM n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_changes (profile_id, order_id) SELECT profile_id, id FROM o;
  ELSE
    INSERT INTO order_changes (profile_id, order_id)
    SELECT v.profile_id, v.id
      FROM n JOIN o ON o.id = n.id, LATERAL (VALUES (n.profile_id, n.id), (o.profile_id, o.id)) v(profile_id, id)
     WHERE to_jsonb(n) - 'line_count' IS DISTINCT FROM to_jsonb(o) - 'line_count'
     GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The customers' change log (0032) leaves out the new total too.
CREATE OR REPLACE FUNCTION customers_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  totals text[] := ARRAY['doc_orders_count', 'doc_orders_net', 'doc_orders_total', 'doc_orders_lines', 'doc_invoices_count',
                         'doc_invoices_net', 'doc_invoices_total', 'doc_shipping_documents_count', 'doc_visits_count'];
BEGIN
  PERFORM log_customer_changes(array_agg(n.id))
     FROM n JOIN o ON o.id = n.id
    WHERE to_jsonb(n) - totals IS DISTINCT FROM to_jsonb(o) - totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every order's lines counted again, writing only the orders that differ: after a bulk load with the triggers off.
CREATE FUNCTION refresh_order_line_counts() RETURNS void LANGUAGE sql AS $$
  WITH l AS (SELECT order_id, count(*)::int AS n FROM order_items GROUP BY 1)
  UPDATE orders o SET line_count = coalesce(l.n, 0)
    FROM orders x LEFT JOIN l ON l.order_id = x.id
   WHERE x.id = o.id AND o.line_count <> coalesce(l.n, 0)
$$;
--> statement-breakpoint
-- 0032's recount of every customer's totals, the lines included, after the orders' own line counts.
CREATE OR REPLACE FUNCTION refresh_customer_document_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_line_counts();
  WITH o AS (SELECT customer_id, count(*)::int AS n, sum(total_net) AS net, sum(total) AS total, sum(line_count)::int AS lines FROM orders GROUP BY 1),
       i AS (SELECT customer_id, count(*)::int AS n, sum(total_net) AS net, sum(total) AS total FROM invoices GROUP BY 1),
       s AS (SELECT customer_id, count(*)::int AS n FROM shipping_documents GROUP BY 1),
       v AS (SELECT customer_id, count(*)::int AS n FROM visits GROUP BY 1),
       t AS (SELECT x.id, coalesce(o.n, 0) AS doc_orders_count, coalesce(o.net, 0) AS doc_orders_net, coalesce(o.total, 0) AS doc_orders_total,
                    coalesce(o.lines, 0) AS doc_orders_lines,
                    coalesce(i.n, 0) AS doc_invoices_count, coalesce(i.net, 0) AS doc_invoices_net, coalesce(i.total, 0) AS doc_invoices_total,
                    coalesce(s.n, 0) AS doc_shipping_documents_count, coalesce(v.n, 0) AS doc_visits_count
               FROM customers x
               LEFT JOIN o ON o.customer_id = x.id LEFT JOIN i ON i.customer_id = x.id
               LEFT JOIN s ON s.customer_id = x.id LEFT JOIN v ON v.customer_id = x.id)
  UPDATE customers c
     SET doc_orders_count = t.doc_orders_count, doc_orders_net = t.doc_orders_net, doc_orders_total = t.doc_orders_total,
         doc_orders_lines = t.doc_orders_lines,
         doc_invoices_count = t.doc_invoices_count, doc_invoices_net = t.doc_invoices_net, doc_invoices_total = t.doc_invoices_total,
         doc_shipping_documents_count = t.doc_shipping_documents_count, doc_visits_count = t.doc_visits_count
    FROM t
   WHERE t.id = c.id
     AND (c.doc_orders_count, c.doc_orders_net, c.doc_orders_total, c.doc_orders_lines, c.doc_invoices_count, c.doc_invoices_net,
          c.doc_invoices_total, c.doc_shipping_documents_count, c.doc_visits_count)
         IS DISTINCT FROM (t.doc_orders_count, t.doc_orders_net, t.doc_orders_total, t.doc_orders_lines, t.doc_invoices_count,
                           t.doc_invoices_net, t.doc_invoices_total, t.doc_shipping_documents_count, t.doc_visits_count);
END $$;
--> statement-breakpoint
SELECT refresh_customer_document_totals();
