import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Executor = Pick<Db, 'execute'>;

/** Each customer's invoices per year: what 'Fatturato' shows, so it reconciles with the invoice list. */
const fromInvoices = sql`SELECT customer_id, extract(year FROM issue_date)::int AS year, sum(total_net) AS invoices_total, count(*)::int AS invoices_count
  FROM invoices GROUP BY 1, 2`;

/**
 * Customers' yearly data (net invoices total and count per year) recomputed from the invoices: rows for years
 * without invoices go, changed ones are updated, missing ones created. Run it inside a transaction.
 */
export async function recomputeTurnover(db: Executor): Promise<{ created: number; updated: number; removed: number }> {
  const removed = await db.execute(sql`WITH t AS (${fromInvoices})
    DELETE FROM customer_year_data d WHERE NOT EXISTS (SELECT 1 FROM t WHERE t.customer_id = d.customer_id AND t.year = d.year)`);
  const updated = await db.execute(sql`WITH t AS (${fromInvoices})
    UPDATE customer_year_data d SET invoices_total = t.invoices_total, invoices_count = t.invoices_count FROM t
    WHERE t.customer_id = d.customer_id AND t.year = d.year AND (d.invoices_total, d.invoices_count) IS DISTINCT FROM (t.invoices_total, t.invoices_count)`);
  const created = await db.execute(sql`WITH t AS (${fromInvoices})
    INSERT INTO customer_year_data (customer_id, year, invoices_total, invoices_count)
    SELECT customer_id, year, invoices_total, invoices_count FROM t ON CONFLICT DO NOTHING`);
  return { created: created.rowCount ?? 0, updated: updated.rowCount ?? 0, removed: removed.rowCount ?? 0 };
}
