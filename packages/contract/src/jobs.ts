import { z } from 'zod';
import { defineCall } from './call';
import { ZIdParam, ZPage, ZPaged, ZSuccessResponse } from './common';

// --- Jobs (spec §7 "Jobs", admin only) ---

export const ZCommandRunSummary = z.object({ finished_at: z.string(), elapsed_time: z.number().nullable(), completed: z.boolean() });

export const ZCommandParams = z.object({
  arguments: z.record(z.string(), z.string()),
  options: z.record(z.string(), z.boolean()),
});
export type TCommandParams = z.infer<typeof ZCommandParams>;

export const ZCommand = z.object({
  name: z.string(),
  description: z.string(),
  priority: z.number().int(),
  /** Imports take a file (uploadable) and the 'Prova' / partial options. */
  kind: z.enum(['import', 'task']),
  arguments: z.array(z.object({ name: z.string(), label: z.string(), required: z.boolean(), value: z.string() })),
  options: z.array(z.object({ name: z.string(), label: z.string(), checked: z.boolean() })),
  /** The last runs, newest first (elapsed_time in seconds). */
  history: z.array(ZCommandRunSummary),
  /** Cron schedule (Europe/Rome) with the file, arguments and options its runs use, or null. */
  schedule: z.object({ cron: z.string(), next_run_at: z.string(), params: ZCommandParams }).nullable(),
});
export type TCommand = z.infer<typeof ZCommand>;
export const ZGetCommandsResponse = z.object({ commands: z.array(ZCommand) });

/** One refused row of an import, as its output lists it (`output.errors`). */
export const ZRowError = z.object({ line: z.number().int(), field: z.string(), reason: z.string() });
export type TRowError = z.infer<typeof ZRowError>;

/** What a run writes as its output: `message` always; the fields of imports and of orders:export when it is one; others free. */
export const ZCommandOutput = z
  .object({
    message: z.string(),
    failed: z.boolean(),
    // Imports (import:*).
    dry_run: z.boolean(),
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
    skipped: z.number().int(),
    errors_count: z.number().int(),
    /** The first 100 refused rows (all of them: job/getRunErrors). */
    errors: z.array(ZRowError),
    encoding: z.string(),
    // orders:export.
    exported: z.number().int(),
    /** The files written in the export folder (job/getExportFiles, job/getExportFile). */
    files: z.array(z.string()),
    failures: z.array(z.object({ code: z.string(), error: z.string() })),
    recovered: z.number().int(),
    purged: z.number().int(),
  })
  .partial()
  .catchall(z.unknown());
export const ZCommandRunStatus = z.enum(['queued', 'started', 'completed', 'failed', 'interrupted']);

export const ZCommandHistoryEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  params: ZCommandParams,
  status: ZCommandRunStatus,
  /** Seconds. */
  elapsed_time: z.number().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  completed: z.boolean(),
  /** Rows (or steps) done of a total (null: unknown), and what the run is doing now ('Lettura del file'…). */
  progress: z.object({ done: z.number().int(), total: z.number().int().nullable(), phase: z.string().nullable() }),
  output: ZCommandOutput.nullable(),
  error: z.string().nullable(),
  /** A CSV of every refused row can be downloaded (job/getRunErrors). */
  has_errors_file: z.boolean(),
});
export type TCommandHistoryEntry = z.infer<typeof ZCommandHistoryEntry>;
export const ZGetQueueQuery = z.object({ page: ZPage });
export const ZGetQueueResponse = z.object({ commands_history: ZPaged(ZCommandHistoryEntry) });

const ZArgInput = z.union([z.array(z.object({ name: z.string(), value: z.union([z.string().nullable(), z.number()]).optional() })), z.record(z.string(), z.union([z.string(), z.number()]))]);
const ZOptInput = z.union([z.array(z.object({ name: z.string(), checked: z.boolean().optional() })), z.record(z.string(), z.boolean())]);

export const ZExecuteCommandRequest = z.object({
  command: z.object({
    name: z.string().min(1, 'Indicare il comando'),
    /** As getCommands lists them (name, value) or as a map name → value. */
    arguments: ZArgInput.optional(),
    options: ZOptInput.optional(),
  }),
});
export const ZExecuteCommandResponse = ZSuccessResponse.extend({ id: z.number().int() });

export const ZUploadImportFileResponse = z.object({ success: z.boolean(), file: z.string(), message: z.string() });

export const ZSetScheduleRequest = z.object({
  name: z.string(),
  /** Cron in Europe/Rome ('0 2 * * *'); null or '' removes the schedule. */
  cron: z.string().nullable(),
  params: ZCommandParams.optional(),
});

const tag = 'jobs';
/** The calls of the ERP's workflow (docs/INTEGRATION.md): an integration key reaches these and nothing else. */
const integration = true;

export const getCommandsCall = defineCall({ method: 'GET', path: 'job/getCommands', summary: 'Comandi disponibili, con le ultime esecuzioni e la pianificazione', access: 'admin', integration, tag, response: ZGetCommandsResponse });
export const getQueueCall = defineCall({ method: 'GET', path: 'job/getQueue', summary: 'Coda e storico delle esecuzioni dei comandi', access: 'admin', integration, tag, query: ZGetQueueQuery, response: ZGetQueueResponse });
export const executeCommandCall = defineCall({
  method: 'POST',
  path: 'job/executeCommand',
  summary: "Accoda l'esecuzione di un comando",
  access: 'admin',
  integration,
  tag,
  body: ZExecuteCommandRequest,
  response: ZExecuteCommandResponse,
});
/** An import file uploaded from the Jobs screen, stored in the import folder under a fresh name. */
export const uploadImportFileCall = defineCall({
  method: 'POST',
  path: 'job/uploadImportFile',
  summary: 'Carica un file nella cartella import',
  access: 'admin',
  integration,
  tag,
  body: 'multipart',
  multipart: { files: [{ name: 'file', required: true, description: 'File CSV (.csv o .txt) del gestionale, al massimo 500 MB' }] },
  response: ZUploadImportFileResponse,
});
/** Every refused row of a run as CSV (riga;campo;errore). */
export const getRunErrorsCall = defineCall({
  method: 'GET',
  path: 'job/getRunErrors/:id',
  summary: 'CSV delle righe rifiutate da un import',
  produces: ['text/csv'],
  access: 'admin',
  integration,
  tag,
  params: z.object({ id: ZIdParam }),
  response: 'binary',
});
const ZExportFileName = z.object({ name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.csv$/, 'Nome di file non valido') });
/** A file orders:export wrote (by the name its run lists), to check what the ERP receives. */
export const getExportFileCall = defineCall({
  method: 'GET',
  path: 'job/getExportFile/:name',
  summary: 'Un file scritto da orders:export nella cartella export',
  description: 'Scarica un file in attesa nella cartella export (elencati da job/getExportFiles). Un file già confermato con job/acknowledgeExportFile risponde 404.',
  produces: ['text/csv'],
  access: 'admin',
  integration,
  tag,
  params: ZExportFileName,
  response: 'binary',
});

export const ZExportFile = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** When orders:export wrote it (ISO 8601). */
  modified_at: z.string(),
});
export const ZGetExportFilesResponse = z.object({ files: z.array(ZExportFile) });
/** The export files not yet acknowledged: what an ERP without access to the server's disk still has to fetch. */
export const getExportFilesCall = defineCall({
  method: 'GET',
  path: 'job/getExportFiles',
  summary: 'File della cartella export in attesa di conferma dal gestionale',
  description: 'I file scritti da orders:export e non ancora confermati, per nome. Il gestionale scarica ciascuno con job/getExportFile e poi lo conferma con job/acknowledgeExportFile.',
  access: 'admin',
  integration,
  tag,
  response: ZGetExportFilesResponse,
});

export const ZAcknowledgeExportFileResponse = ZSuccessResponse.extend({
  file: z.string(),
  /** true: the file had already been acknowledged (a repeated call changes nothing). */
  already_acknowledged: z.boolean(),
});
/** The ERP has the file: it leaves the pending list (moved aside, kept EXPORT_ACKNOWLEDGED_DAYS days). Idempotent. */
export const acknowledgeExportFileCall = defineCall({
  method: 'POST',
  path: 'job/acknowledgeExportFile/:name',
  summary: 'Conferma che il gestionale ha acquisito un file della cartella export',
  description:
    "Sposta il file in export/.acknowledged, dove resta EXPORT_ACKNOWLEDGED_DAYS giorni (predefinito 30) prima che orders:export lo elimini. Ripetere la chiamata è innocuo: risponde 200 con already_acknowledged = true. Un nome mai esportato (o già eliminato) risponde 404.",
  access: 'admin',
  integration,
  tag,
  params: ZExportFileName,
  response: ZAcknowledgeExportFileResponse,
});
export const setScheduleCall = defineCall({ method: 'POST', path: 'job/setSchedule', summary: 'Pianifica un comando (cron, ora italiana)', access: 'admin', integration, tag, body: ZSetScheduleRequest, response: ZSuccessResponse });

export const jobsCalls = [
  getCommandsCall,
  getQueueCall,
  executeCommandCall,
  uploadImportFileCall,
  getRunErrorsCall,
  getExportFileCall,
  getExportFilesCall,
  acknowledgeExportFileCall,
  setScheduleCall,
] as const;
