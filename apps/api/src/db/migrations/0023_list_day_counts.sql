-- Custom statement: DDT (kind 3) and visits (kind 4) counted per profile and day in the document totals, as orders
-- and invoices are, so that their lists count exactly and seek deep pages by day (lists/dated-page.ts). No amounts.
-- One function for both tables: TG_ARGV[0] is the kind, TG_ARGV[1] the row's date column.
CREATE OR REPLACE FUNCTION document_day_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM document_day_totals_add(TG_ARGV[0]::smallint, OLD.profile_id, (to_jsonb(OLD) ->> TG_ARGV[1])::date, 0, -1, 0, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM document_day_totals_add(TG_ARGV[0]::smallint, NEW.profile_id, (to_jsonb(NEW) ->> TG_ARGV[1])::date, 0, 1, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shipping_documents_day_totals AFTER INSERT OR DELETE OR UPDATE OF profile_id, issue_date ON shipping_documents
FOR EACH ROW EXECUTE FUNCTION document_day_counts('3', 'issue_date');
--> statement-breakpoint
CREATE TRIGGER visits_day_totals AFTER INSERT OR DELETE OR UPDATE OF profile_id, date_visit ON visits
FOR EACH ROW EXECUTE FUNCTION document_day_counts('4', 'date_visit');
--> statement-breakpoint
-- Databases that already hold DDT and visits: their rows once.
INSERT INTO document_day_totals (kind, profile_id, day, status_id, doc_count, total_net, total)
SELECT kind, p, day, 0, count(*), 0, 0
  FROM (SELECT 3::smallint AS kind, profile_id, issue_date AS day FROM shipping_documents
        UNION ALL SELECT 4::smallint, profile_id, date_visit FROM visits) d,
       LATERAL (VALUES (d.profile_id), (0)) v(p)
 GROUP BY kind, p, day;
--> statement-breakpoint
INSERT INTO document_month_totals (kind, profile_id, month, status_id, doc_count, total_net, total)
SELECT kind, profile_id, date_trunc('month', day)::date, 0, sum(doc_count), 0, 0
  FROM document_day_totals WHERE kind IN (3, 4) GROUP BY kind, profile_id, date_trunc('month', day);
--> statement-breakpoint
-- Planner statistics for the new rows at once: without them the first deep pages scan every DDT row of the totals.
ANALYZE document_day_totals;
--> statement-breakpoint
ANALYZE document_month_totals;
