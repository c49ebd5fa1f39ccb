import { countOf } from '@portale/contract/italian-count';
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { ZodError } from 'zod';
import { ZOrderExportPayload, type TOrderExportPayload } from '@portale/contract/order-export';
import type { Database } from '../../db/client';
import { defineCommand } from '../command';
import { purgeAcknowledgedExports } from '../export-files';

export const EXPORT_COLUMNS = [
  'order_code', 'issue_date', 'profile_external_id', 'customer_external_id', 'price_list_code', 'shipping_name', 'shipping_address',
  'shipping_zip_code', 'shipping_city', 'shipping_district', 'notes', 'total_goods', 'discount_percentage', 'discount_amount',
  'total_net', 'payment_mode_external_id', 'row_type', 'product_external_id', 'quantity', 'price', 'discount_1', 'discount_2', 'total', 'row_notes',
] as const;

/** One order as the ERP reads it: one CSV row per line (goods, shipping, promotion), the header repeated. */
export function orderFile(p: TOrderExportPayload, issueDate: string): string {
  const a = p.shipping_address;
  const head = [p.code, issueDate, p.profile_external_id, p.customer_external_id, p.price_list_code ?? '', a?.name ?? '', a?.address ?? '', a?.zip_code ?? '',
    a?.city ?? '', a?.district ?? '', p.notes ?? '', p.total_goods, p.discount_percentage, p.discount_amount, p.total_net, p.payment_mode_external_id ?? ''];
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
  /** Whether an error ends the run instead of failing one order (the tests' simulated crashes). */
  rethrow?: (error: unknown) => boolean;
}

/** Characters a file name may not carry: the same rule in JavaScript (writing) and SQL (recovering). */
const UNSAFE = '[^A-Za-z0-9._-]';
const fileNameOf = (code: string) => `${code.replace(new RegExp(UNSAFE, 'g'), '_')}.csv`;
const FILE_NAME_SQL = `regexp_replace(e.payload->>'code', '${UNSAFE}', '_', 'g') || '.csv'`;

/** Makes a directory's entries (a new or renamed file) durable, not only the file's bytes. */
function fsyncDir(dir: string) {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** An order that could not be exported: counted and described on its row, the run goes on with the next. */
export interface ExportFailure {
  code: string;
  error: string;
}

/**
 * Delivers the export outbox exactly once. Per order: the file is written under export/.tmp and
 * synced, the outbox row marked in the same transaction, then (after commit) renamed into export/.
 * A crash before the commit leaves an unmarked row and a stray temporary file (deleted, the order is
 * exported again); after the commit, a marked row and its temporary file (renamed on the next run).
 * The ERP reads only export/*.csv, so it never sees a partial or a doubled order. An order that fails
 * (a payload that does not match the contract, a write error) gets `attempts` and `last_error` and is
 * skipped for this run: one bad order never holds back the orders after it.
 */
export async function exportOrders(database: Database, exportDir: string, hooks: ExportHooks = {}, progress?: (done: number, total: number) => void) {
  const tmpDir = path.join(exportDir, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const recovered = await recover(database, exportDir, tmpDir);
  const { rows: count } = await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_exports WHERE exported_at IS NULL`);
  const total = count[0].n;
  const files: string[] = [];
  const failures: ExportFailure[] = [];
  const failedIds: number[] = [];
  for (;;) {
    const client = await database.pool.connect();
    let name: string | null = null;
    let current: { id: number; code: string } | null = null;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: number; payload: unknown; issue_date: string }>(
        `SELECT e.id, e.payload, o.issue_date FROM order_exports e JOIN orders o ON o.id = e.order_id
         WHERE e.exported_at IS NULL AND NOT (e.id = ANY($1::int[])) ORDER BY e.id LIMIT 1 FOR UPDATE OF e SKIP LOCKED`,
        [failedIds],
      );
      if (!rows.length) {
        await client.query('ROLLBACK');
        break;
      }
      const row = rows[0];
      current = { id: row.id, code: String((row.payload as { code?: unknown } | null)?.code ?? `#${row.id}`) };
      const payload = ZOrderExportPayload.parse(row.payload);
      name = fileNameOf(payload.code);
      const fd = fs.openSync(path.join(tmpDir, name), 'w');
      try {
        fs.writeSync(fd, orderFile(payload, row.issue_date));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fsyncDir(tmpDir);
      await hooks.afterFileWritten?.();
      await client.query(`UPDATE order_exports SET exported_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [row.id]);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (!current || hooks.rethrow?.(err)) throw err;
      // This order only: its row says why, the next order goes on.
      const message = exportErrorMessage(err);
      failedIds.push(current.id);
      failures.push({ code: current.code, error: message });
      // On this connection: the embedded database's pool has one.
      await client.query(`UPDATE order_exports SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [current.id, message]);
      if (name) fs.rmSync(path.join(tmpDir, name), { force: true });
      continue;
    } finally {
      client.release();
    }
    await hooks.afterMarked?.();
    fs.renameSync(path.join(tmpDir, name), path.join(exportDir, name));
    fsyncDir(exportDir);
    files.push(name);
    progress?.(files.length + failures.length, total);
  }
  return { exported: files.length, files, failures, recovered };
}

/** A short Italian reason for the order's row and the Job screen. */
function exportErrorMessage(err: unknown): string {
  if (err instanceof ZodError) return `Dati dell'ordine non validi per l'export: ${err.issues.map((i) => `${i.path.join('.') || 'ordine'} ${i.message}`).join('; ')}`;
  return `Scrittura del file non riuscita: ${err instanceof Error ? err.message : String(err)}`;
}

/** Finishes what a crashed run left in export/.tmp: marked orders are renamed in, unmarked ones dropped. */
async function recover(database: Database, exportDir: string, tmpDir: string) {
  const leftovers = fs.readdirSync(tmpDir).filter((f) => f.endsWith('.csv'));
  if (!leftovers.length) return 0;
  // The file name is matched through the same rule that made it (fileNameOf / FILE_NAME_SQL).
  const { rows } = await database.pool.query<{ file: string }>(
    `SELECT ${FILE_NAME_SQL} AS file FROM order_exports e WHERE e.exported_at IS NOT NULL AND ${FILE_NAME_SQL} = ANY($1::text[])`,
    [leftovers],
  );
  const marked = new Set(rows.map((r) => r.file));
  let recovered = 0;
  for (const f of leftovers) {
    if (marked.has(f)) {
      fs.renameSync(path.join(tmpDir, f), path.join(exportDir, f));
      recovered++;
    } else fs.rmSync(path.join(tmpDir, f));
  }
  fsyncDir(exportDir);
  return recovered;
}

export const ordersExport = defineCommand({
  name: 'orders:export',
  description: 'Consegna al gestionale gli ordini inviati dal portale (un file per ordine nella cartella export)',
  priority: 5,
  arguments: [],
  options: [],
  async handler(ctx) {
    const { exported, files, failures, recovered } = await exportOrders(ctx.database, ctx.config.jobs.exportDir, {}, (d, t) => ctx.progress(d, t));
    // Files the ERP acknowledged over HTTP are kept for a while, then cleaned up here (the export's own folder).
    const purged = purgeAcknowledgedExports(ctx.config.jobs.exportDir, ctx.config.jobs.exportAcknowledgedDays);
    // The files by name (the first ten), so the admin knows where the orders went (issue 22).
    const named = files.length ? `: ${files.slice(0, 10).join(', ')}${files.length > 10 ? ` e altri ${files.length - 10}` : ''}` : '';
    const parts = [
      `${countOf(exported, 'ordine esportato', 'ordini esportati')} nella cartella export${named}`,
      ...(recovered ? [`${countOf(recovered, 'completato', 'completati')} da un'esecuzione interrotta`] : []),
      ...(purged ? [`${countOf(purged, 'file confermato eliminato', 'file confermati eliminati')} (più vecchi di ${ctx.config.jobs.exportAcknowledgedDays} giorni)`] : []),
      ...(failures.length ? [`${countOf(failures.length, 'ordine non esportato', 'ordini non esportati')}: ${failures.map((f) => `${f.code} (${f.error})`).join('; ')}`] : []),
    ];
    // A failed order turns the run red on the Job screen; the others are delivered all the same.
    return { message: parts.join(', '), exported, files, failures, recovered, purged, failed: failures.length > 0 };
  },
});
