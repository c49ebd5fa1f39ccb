import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client';
import { defineCommand } from '../command';

interface ExportLine {
  product_external_id: string;
  quantity: number;
  price: string;
  discount_1: number;
  discount_2: number;
  total: string;
  notes: string | null;
}
interface ExportPayload {
  code: string;
  profile_external_id: string;
  customer_external_id: string;
  price_list_id: number | null;
  notes: string | null;
  shipping_address: { name: string | null; address: string; zip_code: string | null; city: string | null; district: string | null } | null;
  lines: ExportLine[];
  shipping: { external_id: string; price: string }[];
  promotion: { external_id: string } | null;
  total_goods: string;
  discount_percentage: string;
  discount_amount: string;
  total_net: string;
}

export const EXPORT_COLUMNS = [
  'order_code', 'issue_date', 'profile_external_id', 'customer_external_id', 'price_list_id', 'shipping_name', 'shipping_address',
  'shipping_zip_code', 'shipping_city', 'shipping_district', 'notes', 'total_goods', 'discount_percentage', 'discount_amount',
  'total_net', 'row_type', 'product_external_id', 'quantity', 'price', 'discount_1', 'discount_2', 'total', 'row_notes',
] as const;

/** One order as the ERP reads it: one CSV row per line (goods, shipping, promotion), the header repeated. */
export function orderFile(p: ExportPayload, issueDate: string): string {
  const a = p.shipping_address;
  const head = [p.code, issueDate, p.profile_external_id, p.customer_external_id, p.price_list_id ?? '', a?.name ?? '', a?.address ?? '', a?.zip_code ?? '',
    a?.city ?? '', a?.district ?? '', p.notes ?? '', p.total_goods, p.discount_percentage, p.discount_amount, p.total_net];
  const rows = [
    ...p.lines.map((l) => [...head, 'articolo', l.product_external_id, l.quantity, l.price, l.discount_1, l.discount_2, l.total, l.notes ?? '']),
    ...p.shipping.map((s) => [...head, 'spedizione', s.external_id, 1, s.price, 0, 0, s.price, '']),
    ...(p.promotion ? [[...head, 'promozione', p.promotion.external_id, 1, '0.00', 0, 0, '0.00', '']] : []),
  ];
  return stringify(rows, { delimiter: ';', header: true, columns: [...EXPORT_COLUMNS], bom: true, escape_formulas: true });
}

export interface ExportHooks {
  /** Test seams: a simulated crash after the temporary file is written / after the row is marked. */
  afterFileWritten?: () => Promise<void>;
  afterMarked?: () => Promise<void>;
}

const safeName = (code: string) => code.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * Delivers the export outbox exactly once. Per order: the file is written under export/.tmp and
 * synced, the outbox row marked in the same transaction, then (after commit) renamed into export/.
 * A crash before the commit leaves an unmarked row and a stray temporary file (deleted, the order is
 * exported again); after the commit, a marked row and its temporary file (renamed on the next run).
 * The ERP reads only export/*.csv, so it never sees a partial or a doubled order.
 */
export async function exportOrders(database: Database, exportDir: string, hooks: ExportHooks = {}, progress?: (done: number, total: number) => void) {
  const tmpDir = path.join(exportDir, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const recovered = await recover(database, exportDir, tmpDir);
  const { rows: count } = await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_exports WHERE exported_at IS NULL`);
  const total = count[0].n;
  let exported = 0;
  for (;;) {
    const client = await database.pool.connect();
    let name: string | null = null;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: number; payload: ExportPayload; issue_date: string }>(
        `SELECT e.id, e.payload, o.issue_date FROM order_exports e JOIN orders o ON o.id = e.order_id
         WHERE e.exported_at IS NULL ORDER BY e.id LIMIT 1 FOR UPDATE OF e SKIP LOCKED`,
      );
      if (!rows.length) {
        await client.query('ROLLBACK');
        break;
      }
      const row = rows[0];
      name = `${safeName(row.payload.code)}.csv`;
      const tmp = path.join(tmpDir, name);
      const fd = fs.openSync(tmp, 'w');
      try {
        fs.writeSync(fd, orderFile(row.payload, row.issue_date));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      await hooks.afterFileWritten?.();
      await client.query(`UPDATE order_exports SET exported_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [row.id]);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    await hooks.afterMarked?.();
    fs.renameSync(path.join(tmpDir, name), path.join(exportDir, name));
    exported++;
    progress?.(exported, total);
  }
  return { exported, recovered };
}

/** Finishes what a crashed run left in export/.tmp: marked orders are renamed in, unmarked ones dropped. */
async function recover(database: Database, exportDir: string, tmpDir: string) {
  const files = fs.readdirSync(tmpDir).filter((f) => f.endsWith('.csv'));
  if (!files.length) return 0;
  const { rows } = await database.pool.query<{ code: string }>(
    `SELECT e.payload->>'code' AS code FROM order_exports e WHERE e.exported_at IS NOT NULL AND e.payload->>'code' = ANY($1::text[])`,
    [files.map((f) => f.slice(0, -4))],
  );
  const marked = new Set(rows.map((r) => `${safeName(r.code)}.csv`));
  let recovered = 0;
  for (const f of files) {
    if (marked.has(f)) {
      fs.renameSync(path.join(tmpDir, f), path.join(exportDir, f));
      recovered++;
    } else fs.rmSync(path.join(tmpDir, f));
  }
  return recovered;
}

export const ordersExport = defineCommand({
  name: 'orders:export',
  description: 'Consegna al gestionale gli ordini inviati dal portale (un file per ordine nella cartella export)',
  priority: 5,
  arguments: [],
  options: [],
  async handler(ctx) {
    const { exported, recovered } = await exportOrders(ctx.database, ctx.config.jobs.exportDir, {}, (d, t) => ctx.progress(d, t));
    return { message: `${exported} ordini esportati${recovered ? `, ${recovered} completati da un'esecuzione interrotta` : ''}`, exported, recovered };
  },
});
