-- Custom statement: the totals function now also keeps the month rows (see document-totals.ts).
CREATE OR REPLACE FUNCTION document_day_totals_add(p_kind smallint, p_profile integer, p_day date, p_status integer, p_count integer, p_net numeric, p_total numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- One row for the profile and one for "all profiles" (profile 0), per day and per month.
  INSERT INTO document_day_totals AS t (kind, profile_id, day, status_id, doc_count, total_net, total)
  VALUES (p_kind, p_profile, p_day, p_status, p_count, p_net, p_total), (p_kind, 0, p_day, p_status, p_count, p_net, p_total)
  ON CONFLICT (kind, profile_id, day, status_id) DO UPDATE
    SET doc_count = t.doc_count + excluded.doc_count, total_net = t.total_net + excluded.total_net, total = t.total + excluded.total;
  INSERT INTO document_month_totals AS t (kind, profile_id, month, status_id, doc_count, total_net, total)
  VALUES (p_kind, p_profile, date_trunc('month', p_day)::date, p_status, p_count, p_net, p_total),
         (p_kind, 0, date_trunc('month', p_day)::date, p_status, p_count, p_net, p_total)
  ON CONFLICT (kind, profile_id, month, status_id) DO UPDATE
    SET doc_count = t.doc_count + excluded.doc_count, total_net = t.total_net + excluded.total_net, total = t.total + excluded.total;
END $$;
--> statement-breakpoint
-- Databases that already hold documents: build the month rows from the day rows once.
INSERT INTO document_month_totals (kind, profile_id, month, status_id, doc_count, total_net, total)
SELECT kind, profile_id, date_trunc('month', day)::date, status_id, sum(doc_count), sum(total_net), sum(total)
  FROM document_day_totals GROUP BY 1, 2, 3, 4;
