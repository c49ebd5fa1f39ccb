import { countOf } from '@portale/contract/italian-count';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { stringify } from 'csv-stringify';
import { defineCommand, type CommandContext, type CommandDefinition, type CommandOutput, type CommandParams } from '../command';
import { countLines, detectEncoding, readCsv } from './csv-source';
import { checkFileName, errorsDraft, localImportFile, publishErrors } from './import-files';
import { parseField, stagedExpr, type FieldSpec } from './fields';

export type Queryable = Pick<pg.PoolClient, 'query'>;

/** One refused row: line in the file (1 = header), the column, an Italian reason. */
export interface RowError {
  line: number;
  field: string;
  reason: string;
}

/**
 * What an ERP file of one entity looks like and how it lands in the tables. During `checks` and
 * `apply` the file's valid rows are the temporary table `s` (one typed column per field, NULL when
 * the file lacks the column; `line` = line number), inside the file's single transaction.
 */
export interface ImportEntity {
  /** Command name suffix: import:<entity>. */
  entity: string;
  description: string;
  priority: number;
  /** Key columns: a key repeated inside one file is reported. Empty for "replace the set" files. */
  key: string[];
  fields: Record<string, FieldSpec>;
  /** Rows to refuse after reading: SELECT line, field, reason (reads `s`). */
  checks?(has: (field: string) => boolean): string[];
  /** Valid rows deliberately not imported (not errors): SELECT line (reads `s`); counted as skipped. */
  skips?(has: (field: string) => boolean): string;
  /** Writes `s` into the real tables; answers how many rows were created and changed. */
  apply(q: Queryable, has: (field: string) => boolean): Promise<{ created: number; updated: number }>;
}

const BATCH = 5000;
const SHOWN_ERRORS = 100;

/** A command that imports one entity's file: arguments `file`, options `dry-run` ('Prova') and `partial`. */
export function importCommand(entity: ImportEntity): CommandDefinition {
  return defineCommand({
    name: `import:${entity.entity}`,
    description: entity.description,
    priority: entity.priority,
    kind: 'import',
    columns: Object.keys(entity.fields),
    arguments: [{ name: 'file', label: 'File (cartella import)', required: true, validate: checkFileName }],
    options: [
      { name: 'dry-run', label: 'Prova (non scrive nulla)' },
      { name: 'partial', label: 'Applica le righe valide anche se altre hanno errori' },
    ],
    handler: (ctx, params) => runImport(ctx, entity, params),
  });
}

const READING = 'Lettura del file';
const CHECKING = 'Controlli (prova, nulla viene scritto)';
const APPLYING = 'Controlli e scrittura nel database';

export async function runImport(ctx: CommandContext, entity: ImportEntity, params: CommandParams): Promise<CommandOutput> {
  const { file, done } = await localImportFile(ctx, params.arguments.file);
  try {
    return await importFile(ctx, entity, params, file);
  } finally {
    done();
  }
}

async function importFile(ctx: CommandContext, entity: ImportEntity, params: CommandParams, file: string): Promise<CommandOutput> {
  const dryRun = Boolean(params.options['dry-run']);
  const partial = Boolean(params.options.partial);
  const pool = ctx.database.pool;
  const t0 = Date.now();
  const timings = { read_ms: 0, check_ms: 0, apply_ms: 0 };
  const errors = new ErrorLog(errorsDraft(ctx.config.dataDir, ctx.runId));
  const [encoding, lines] = await Promise.all([detectEncoding(file), countLines(file)]);
  const total = Math.max(lines - 1, 0);
  ctx.progress(0, total, READING);

  let header: string[] | null = null;
  let read = 0;
  let batch: unknown[][] = [];
  // One batch is written while the next is parsed: reading and writing overlap, memory stays bounded.
  let writing: Promise<void> = Promise.resolve();
  let writeError: unknown = null;
  const written = async () => {
    await writing;
    if (writeError) throw writeError;
  };
  const flush = async () => {
    if (!batch.length) return;
    const rows = JSON.stringify(batch);
    batch = [];
    await written();
    writing = pool
      .query(`INSERT INTO import_staging (run_id, line, data) SELECT $1, (e->>0)::int, e - 0 FROM jsonb_array_elements($2::jsonb) e`, [
        ctx.runId,
        rows,
      ])
      .then(
        () => undefined,
        (err: unknown) => {
          writeError = err;
        },
      );
  };
  try {
    for await (const { line, fields } of readCsv(file, encoding, (l, reason) => errors.add({ line: l, field: '', reason }))) {
      if (!header) {
        header = fields.map((h) => h.trim().toLowerCase());
        const problems = checkHeader(entity, header);
        if (problems.length) {
          for (const p of problems) errors.add(p);
          await errors.close();
          return { failed: true, message: `Intestazione non valida: ${problems.map((p) => p.reason).join('; ')}`, ...summary(errors, 0, 0, 0, 0, encoding) };
        }
        continue;
      }
      read++;
      if (fields.length !== header.length) {
        errors.add({ line, field: '', reason: `Numero di campi errato: attesi ${header.length}, trovati ${fields.length}` });
      } else {
        // [line, the values in header order]: staged as a jsonb array (see stagedExpr).
        const row: unknown[] = [line];
        let ok = true;
        for (let i = 0; i < header.length; i++) {
          const parsed = parseField(entity.fields[header[i]], fields[i]);
          if (parsed.ok) row.push(parsed.value);
          else {
            ok = false;
            errors.add({ line, field: header[i], reason: parsed.reason });
          }
        }
        if (ok) batch.push(row);
      }
      if (batch.length >= BATCH) await flush();
      await errors.drained();
      if (read % 1000 === 0) ctx.progress(read, Math.max(total, read));
    }
    await flush();
    await written();
    if (!header) throw new Error('Il file è vuoto: manca la riga di intestazione');
    // Checks and writes are single statements over the whole file: their length is unknown (total null), but
    // the screen says what is going on — written before the transaction takes the connection.
    ctx.progress(read, null, dryRun ? CHECKING : APPLYING);
    await ctx.flushProgress();

    timings.read_ms = Date.now() - t0;
    const present = new Set(header);
    const has = (f: string) => present.has(f);
    const client = await pool.connect();
    let created = 0;
    let updated = 0;
    let skipped = 0;
    let applied = false;
    try {
      await client.query('BEGIN');
      const columns = header;
      await client.query(`CREATE TEMP TABLE s ON COMMIT DROP AS SELECT line, ${Object.entries(entity.fields)
        .map(([name, spec]) => `${stagedExpr(spec, columns.indexOf(name))} AS "${name}"`)
        .join(', ')} FROM import_staging WHERE run_id = ${Number(ctx.runId)}`);
      if (entity.key.length) await client.query(`CREATE INDEX ON s (${entity.key.join(', ')})`);
      await client.query('ANALYZE s');
      const found: RowError[] = [];
      for (const sql of [...duplicateChecks(entity), ...(entity.checks?.(has) ?? [])]) {
        const { rows } = await client.query<RowError>(sql);
        found.push(...rows);
      }
      found.sort((a, b) => a.line - b.line);
      timings.check_ms = Date.now() - t0 - timings.read_ms;
      for (const e of found) {
        errors.add(e);
        await errors.drained();
      }
      if (errors.count && !partial && !dryRun) {
        await client.query('ROLLBACK');
      } else {
        if (found.length) {
          await client.query(`DELETE FROM s WHERE line = ANY($1::int[])`, [[...new Set(found.map((e) => e.line))]]);
        }
        if (entity.skips) {
          const res = await client.query(`DELETE FROM s WHERE line IN (${entity.skips(has)})`);
          skipped = res.rowCount ?? 0;
        }
        ({ created, updated } = await entity.apply(client, has));
        timings.apply_ms = Date.now() - t0 - timings.read_ms - timings.check_ms;
        if (dryRun) await client.query('ROLLBACK');
        else {
          await client.query('COMMIT');
          applied = true;
        }
      }
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    await errors.close();
    const refusedLines = errors.lines.size;
    const counts = { ...summary(errors, read, created, updated, refusedLines, encoding, skipped, applied || dryRun), timings };
    const skippedText = skipped ? `, ${countOf(skipped, 'riga saltata', 'righe saltate')}` : '';
    if (dryRun) {
      const outcome = `${countOf(created, 'riga da creare', 'righe da creare')}, ${countOf(updated, 'riga da modificare', 'righe da modificare')}${skippedText}, ${countOf(refusedLines, 'riga rifiutata', 'righe rifiutate')}`;
      // Without 'partial' one refused row keeps the whole file out: the dry run says so, not only the counts.
      const verdict = refusedLines && !partial ? ': con questi errori non verrebbe scritto nulla (solo con «Applica le righe valide» le altre righe)' : '';
      return { message: `Prova: ${outcome}${verdict}`, dry_run: true, ...counts };
    }
    if (!applied)
      return { failed: true, message: `Nessuna riga importata: il file contiene ${countOf(errors.count, 'errore', 'errori')}`, ...counts };
    return {
      failed: false,
      message: `${countOf(created, 'riga creata', 'righe create')}, ${countOf(updated, 'riga modificata', 'righe modificate')}${skippedText}${refusedLines ? `, ${countOf(refusedLines, 'riga rifiutata', 'righe rifiutate')}` : ''}`,
      ...counts,
    };
  } finally {
    await writing;
    await errors.close();
    await pool.query(`DELETE FROM import_staging WHERE run_id = $1`, [ctx.runId]).catch(() => undefined);
    await publishErrors(ctx.config, ctx.runId);
  }
}

/** `compared`: the rows were checked against the stored ones (false when a refused all-or-nothing run wrote nothing). */
function summary(errors: ErrorLog, rows: number, created: number, updated: number, refused: number, encoding: string, skipped = 0, compared = true) {
  return {
    rows,
    created,
    updated,
    unchanged: compared ? Math.max(rows - created - updated - refused - skipped, 0) : 0,
    refused,
    skipped,
    errors_count: errors.count,
    errors: [...errors.first].sort((a, b) => a.line - b.line),
    encoding: encoding === 'utf8' ? 'UTF-8' : 'Windows-1252',
  };
}

function checkHeader(entity: ImportEntity, header: string[]): RowError[] {
  const problems: RowError[] = [];
  const seen = new Set<string>();
  for (const h of header) {
    if (!entity.fields[h]) problems.push({ line: 1, field: h, reason: `Colonna sconosciuta "${h}"` });
    if (seen.has(h)) problems.push({ line: 1, field: h, reason: `Colonna ripetuta "${h}"` });
    seen.add(h);
  }
  const required = entity.key.length ? entity.key : Object.keys(entity.fields).filter((f) => entity.fields[f].notNull && entity.fields[f].requiredForNew);
  for (const k of required) if (!seen.has(k)) problems.push({ line: 1, field: k, reason: `Manca la colonna obbligatoria "${k}"` });
  return problems;
}

/** A key repeated inside the file: every repetition after the first is refused, naming the first line. */
function duplicateChecks(entity: ImportEntity): string[] {
  if (!entity.key.length) return [];
  const key = entity.key.join(', ');
  return [
    `SELECT line, '${entity.key[0]}' AS field, 'Chiave ripetuta nel file (già alla riga ' || first || ')' AS reason
     FROM (SELECT line, min(line) OVER (PARTITION BY ${key}) AS first FROM s) d WHERE line <> first`,
  ];
}

/** Every refused row goes to a CSV next to the run (downloadable); the first 100 stay in the output. */
/** Past this many refused rows the file is not what the command expects: the run stops instead of listing them all. */
export const MAX_IMPORT_ERRORS = 100_000;

/** Thrown when the error log cannot go on (too many errors, or its file cannot be written): the run fails with it. */
class ErrorLogFailure extends Error {}

/**
 * The refused rows of a run: the first ones kept for the run's output, all of them (up to MAX_IMPORT_ERRORS)
 * written as CSV for download. The file's write errors (a full disk) fail the run instead of crashing the
 * process, and writing waits for the disk (`drained`), so memory stays bounded whatever the file.
 */
export class ErrorLog {
  count = 0;
  first: RowError[] = [];
  lines = new Set<number>();
  private out: ReturnType<typeof stringify> | undefined;
  private done: Promise<void> | undefined;
  private draining: Promise<void> | null = null;
  private failure: Error | null = null;

  constructor(private readonly file: string) {}

  add(e: RowError) {
    this.count++;
    if (this.count > MAX_IMPORT_ERRORS) {
      this.failure ??= new ErrorLogFailure(`Oltre ${countOf(MAX_IMPORT_ERRORS, 'riga rifiutata', 'righe rifiutate')}: il file non sembra nel formato atteso, importazione interrotta`);
      return;
    }
    this.lines.add(e.line);
    if (this.first.length < SHOWN_ERRORS) this.first.push(e);
    if (!this.out) this.open();
    if (!this.out!.write([e.line, e.field, e.reason]) && !this.draining) {
      this.draining = new Promise<void>((resolve) => this.out!.once('drain', () => resolve())).then(() => {
        this.draining = null;
      });
    }
  }

  /** Waits while the file catches up; throws once the log has failed (the caller ends the run). */
  async drained() {
    if (this.draining) await this.draining;
    if (this.failure) throw this.failure;
  }

  private open() {
    this.out = stringify({ delimiter: ';', bom: true, header: true, columns: ['riga', 'campo', 'errore'], escape_formulas: true });
    const fail = (error: Error) => {
      this.failure ??= new ErrorLogFailure(`Impossibile scrivere il registro degli errori: ${error.message}`);
      // Nobody waits for a drain that will not come.
      this.out!.emit('drain');
    };
    this.out.on('error', fail);
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
    } catch (error) {
      fail(error as Error);
    }
    const sink = fs.createWriteStream(this.file);
    sink.on('error', fail);
    this.out.pipe(sink);
    this.done = new Promise((resolve) => {
      sink.on('close', () => resolve());
      sink.on('error', () => resolve());
    });
  }

  async close() {
    if (this.out && this.out.writable) this.out.end();
    await this.done;
    if (this.failure) throw this.failure;
  }
}
