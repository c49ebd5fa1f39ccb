import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import { createDiskStorage } from '../../storage/disk-storage';
import type { StoredFile } from '../../storage/file-storage';
import { fileStorageFor } from '../../storage/open-storage';
import type { CommandContext } from '../command';

/**
 * The files of an import run: the file it reads (the ERP's, in the import folder, or one uploaded from the Jobs
 * screen, in the file storage) and the CSV of its refused rows (written locally, then kept in the file storage).
 */

export function checkFileName(value: string) {
  if (!value || value !== path.basename(value) || value.startsWith('.')) return 'Nome di file non valido: indicare solo il nome di un file della cartella import';
  return null;
}

/** Where a run's refused rows are written while it runs: a local file, moved to the file storage at the end. */
export function errorsDraft(dataDir: string, runId: number) {
  return path.join(dataDir, 'jobs', `run-${runId}-errors.csv`);
}

/** A run's errors CSV in the file storage, so that any API host serves what the worker host wrote. */
export const errorsKey = (runId: number) => `jobs/run-${runId}-errors.csv`;

/** A run's errors CSV: from the file storage, or where runs before 25/11/2026 left it (DATA_DIR/jobs). */
export async function openErrorsFile(config: Config, runId: number): Promise<StoredFile | null> {
  const stored = await fileStorageFor(config).open(errorsKey(runId));
  if (stored) return stored;
  return createDiskStorage(path.join(config.dataDir, 'jobs')).open(`run-${runId}-errors.csv`);
}

export async function hasErrorsFile(config: Config, runId: number): Promise<boolean> {
  return (await fileStorageFor(config).exists(errorsKey(runId))) || fs.existsSync(errorsDraft(config.dataDir, runId));
}

/** Moves the finished errors CSV into the file storage (nothing when the run refused no row). */
export async function publishErrors(config: Config, runId: number) {
  const draft = errorsDraft(config.dataDir, runId);
  if (!fs.existsSync(draft)) return;
  await fileStorageFor(config).put(errorsKey(runId), fs.createReadStream(draft));
  fs.rmSync(draft, { force: true });
}

/** A file uploaded from the Jobs screen, in the file storage so that the host running the import finds it. */
export const uploadKey = (name: string) => `uploads/${name}`;

/** An import file is the ERP's (in the import folder) or uploaded (in the file storage). */
export async function importFileExists(config: Config, name: string): Promise<boolean> {
  return fs.existsSync(path.join(config.jobs.importDir, name)) || fileStorageFor(config).exists(uploadKey(name));
}

/**
 * The import file as a local path: the ERP's file where it lies; an uploaded one copied (streamed) from the file
 * storage next to the run, because the reader passes over the file more than once. `done` removes the copy.
 */
export async function localImportFile(ctx: CommandContext, name: string): Promise<{ file: string; done: () => void }> {
  const missing = new Error(`File non trovato nella cartella import: ${name}`);
  if (checkFileName(name)) throw missing;
  const dropped = path.join(ctx.config.jobs.importDir, name);
  if (fs.existsSync(dropped)) return { file: dropped, done: () => undefined };
  const uploaded = await fileStorageFor(ctx.config).open(uploadKey(name));
  if (!uploaded) throw missing;
  const copy = path.join(ctx.config.dataDir, 'jobs', `run-${ctx.runId}-${name}`);
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  await pipeline(uploaded.stream, fs.createWriteStream(copy));
  return { file: copy, done: () => fs.rmSync(copy, { force: true }) };
}
