import { defineCommand } from '../command';

/** Customers' yearly data (invoices total and count per year) recomputed from the invoices. */
export const turnoverRecompute = defineCommand({
  name: 'turnover:recompute',
  description: 'Ricalcola il fatturato annuo dei clienti dalle fatture',
  priority: 130,
  arguments: [],
  options: [],
  async handler(ctx) {
    const client = await ctx.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`CREATE TEMP TABLE t ON COMMIT DROP AS
        SELECT customer_id, extract(year FROM issue_date)::int AS year, sum(total_net) AS invoices_total, count(*)::int AS invoices_count
        FROM invoices GROUP BY 1, 2`);
      const removed = await client.query(`DELETE FROM customer_year_data d WHERE NOT EXISTS (SELECT 1 FROM t WHERE t.customer_id = d.customer_id AND t.year = d.year)`);
      const updated = await client.query(`UPDATE customer_year_data d SET invoices_total = t.invoices_total, invoices_count = t.invoices_count FROM t
        WHERE t.customer_id = d.customer_id AND t.year = d.year AND (d.invoices_total, d.invoices_count) IS DISTINCT FROM (t.invoices_total, t.invoices_count)`);
      const created = await client.query(`INSERT INTO customer_year_data (customer_id, year, invoices_total, invoices_count)
        SELECT customer_id, year, invoices_total, invoices_count FROM t ON CONFLICT DO NOTHING`);
      await client.query('COMMIT');
      const [c, u, r] = [created.rowCount ?? 0, updated.rowCount ?? 0, removed.rowCount ?? 0];
      return { message: `${c} righe create, ${u} righe modificate, ${r} righe rimosse`, created: c, updated: u, removed: r };
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  },
});
