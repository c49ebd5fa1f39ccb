-- Custom statement: order lines (kind 5) counted per profile and day in the document totals, for the ordered
-- products list's exact count and deep pages. One trigger per statement, over its transition tables, so an import
-- of a million lines adds one grouped upsert per batch, not one per line. Rows go in key order, so concurrent
-- statements lock the shared rows (profile 0) in the same order.
CREATE OR REPLACE FUNCTION order_items_day_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT profile_id, issue_date AS day, 1 AS n FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT profile_id, issue_date AS day, -1 AS n FROM old_rows'
    ELSE 'SELECT profile_id, issue_date AS day, 1 AS n FROM new_rows UNION ALL SELECT profile_id, issue_date, -1 FROM old_rows'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO document_day_totals AS t (kind, profile_id, day, status_id, doc_count, total_net, total)
    SELECT 5, v.p, d.day, 0, sum(d.n), 0, 0
      FROM (%s) d, LATERAL (VALUES (d.profile_id), (0)) v(p)
     WHERE d.day IS NOT NULL AND d.profile_id IS NOT NULL
     GROUP BY v.p, d.day HAVING sum(d.n) <> 0 ORDER BY v.p, d.day
    ON CONFLICT (kind, profile_id, day, status_id) DO UPDATE SET doc_count = t.doc_count + excluded.doc_count$q$, delta);
  EXECUTE format($q$
    INSERT INTO document_month_totals AS t (kind, profile_id, month, status_id, doc_count, total_net, total)
    SELECT 5, v.p, date_trunc('month', d.day)::date, 0, sum(d.n), 0, 0
      FROM (%s) d, LATERAL (VALUES (d.profile_id), (0)) v(p)
     WHERE d.day IS NOT NULL AND d.profile_id IS NOT NULL
     GROUP BY 2, 3 HAVING sum(d.n) <> 0 ORDER BY 2, 3
    ON CONFLICT (kind, profile_id, month, status_id) DO UPDATE SET doc_count = t.doc_count + excluded.doc_count$q$, delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_day_counts_insert AFTER INSERT ON order_items
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_day_counts();
--> statement-breakpoint
CREATE TRIGGER order_items_day_counts_update AFTER UPDATE ON order_items
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_day_counts();
--> statement-breakpoint
CREATE TRIGGER order_items_day_counts_delete AFTER DELETE ON order_items
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_day_counts();
--> statement-breakpoint
-- Databases that already hold order lines: their rows once, then statistics for the planner.
INSERT INTO document_day_totals (kind, profile_id, day, status_id, doc_count, total_net, total)
SELECT 5, v.p, i.issue_date, 0, count(*), 0, 0
  FROM order_items i, LATERAL (VALUES (i.profile_id), (0)) v(p)
 WHERE i.issue_date IS NOT NULL AND i.profile_id IS NOT NULL
 GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO document_month_totals (kind, profile_id, month, status_id, doc_count, total_net, total)
SELECT kind, profile_id, date_trunc('month', day)::date, 0, sum(doc_count), 0, 0
  FROM document_day_totals WHERE kind = 5 GROUP BY kind, profile_id, date_trunc('month', day);
--> statement-breakpoint
ANALYZE document_day_totals;
--> statement-breakpoint
ANALYZE document_month_totals;
