import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredFile } from '../../storage/file-storage';
import { fileStorageFor } from '../../storage/open-storage';
import { countOf } from '@portale/contract/italian-count';
import { defineCommand } from '../command';
import type { RowError } from '../import/import-entity';

/** The run's message, each count with its noun agreeing ('1 PDF nuovo', '2 file rifiutati'). */
export const pdfImportMessage = ({ created, updated, refused, dryRun }: { created: number; updated: number; refused: number; dryRun: boolean }) =>
  `${dryRun ? 'Prova: ' : ''}${countOf(created, 'PDF nuovo', 'PDF nuovi')}, ${countOf(updated, 'PDF sostituito', 'PDF sostituiti')}${refused ? `, ${countOf(refused, 'file rifiutato', 'file rifiutati')}` : ''}`;

const safe = (code: string) => code.replace(/[^A-Za-z0-9._-]/g, '_');

async function startsAsPdf(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    return buffer.subarray(0, bytesRead).toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

const sha256 = async (stream: Readable) => {
  const hash = crypto.createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
};

/** Compares a stored file with a local one by size, then by hash, both streamed: neither is held whole in memory. */
async function sameContent(stored: StoredFile, file: string): Promise<boolean> {
  if (stored.size !== (await fs.promises.stat(file)).size) {
    stored.stream.destroy();
    return false;
  }
  const [a, b] = await Promise.all([sha256(stored.stream), sha256(fs.createReadStream(file))]);
  return a === b;
}

/**
 * The ERP's PDFs of invoices and DDT: a folder of `<document code>.pdf` files inside the import folder.
 * Each file is matched by code to an invoice, else a DDT, checked to be a PDF, stored, and linked
 * (`pdf_available`). An identical file already stored changes nothing. Unmatched files are reported.
 */
export const importDocumentPdfs = defineCommand({
  name: 'import:document-pdfs',
  description: 'Importa i PDF di fatture e DDT da una cartella (file <codice documento>.pdf)',
  priority: 120,
  kind: 'task',
  arguments: [
    {
      name: 'folder',
      label: 'Cartella dentro la cartella import',
      default: 'pdf',
      validate: (v) => (v === path.basename(v) && !v.startsWith('.') ? null : 'Nome di cartella non valido'),
    },
  ],
  options: [{ name: 'dry-run', label: 'Prova (non scrive nulla)' }],
  async handler(ctx, params) {
    const dir = path.join(ctx.config.jobs.importDir, params.arguments.folder || 'pdf');
    if (!fs.existsSync(dir)) throw new Error(`Cartella non trovata nella cartella import: ${params.arguments.folder}`);
    const dryRun = Boolean(params.options['dry-run']);
    const storage = fileStorageFor(ctx.config);
    const pool = ctx.database.pool;
    const files = fs.readdirSync(dir).filter((f) => f.toLowerCase().endsWith('.pdf')).sort();
    const errors: RowError[] = [];
    let created = 0;
    let updated = 0;
    let i = 0;
    for (const file of files) {
      ctx.progress(i++, files.length);
      const code = file.slice(0, -4);
      const { rows } = await pool.query<{ kind: string; id: number; pdf_key: string | null }>(
        `SELECT 'invoices' AS kind, id, pdf_key FROM invoices WHERE code = $1
         UNION ALL SELECT 'ddt', id, pdf_key FROM shipping_documents WHERE code = $1 LIMIT 1`,
        [code],
      );
      if (!rows.length) {
        errors.push({ line: 0, field: file, reason: `Nessuna fattura o DDT con codice ${code}` });
        continue;
      }
      const source = path.join(dir, file);
      if (!(await startsAsPdf(source))) {
        errors.push({ line: 0, field: file, reason: 'Il file non è un PDF' });
        continue;
      }
      const doc = rows[0];
      const key = `${doc.kind}/${safe(code)}.pdf`;
      const stored = doc.pdf_key === key ? await storage.open(key) : null;
      if (stored && (await sameContent(stored, source))) continue;
      if (doc.pdf_key) updated++;
      else created++;
      if (dryRun) continue;
      await storage.put(key, fs.createReadStream(source));
      await pool.query(`UPDATE ${doc.kind === 'invoices' ? 'invoices' : 'shipping_documents'} SET pdf_key = $2 WHERE id = $1`, [doc.id, key]);
    }
    ctx.progress(files.length, files.length);
    const message = pdfImportMessage({ created, updated, refused: errors.length, dryRun });
    return { message, created, updated, refused: errors.length, errors_count: errors.length, errors: errors.slice(0, 100), dry_run: dryRun };
  },
});
