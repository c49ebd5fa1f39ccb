import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * The export folder as an ERP without access to the server's disk sees it over HTTP: the pending files
 * (export/*.csv, never the .tmp being written), and the acknowledged ones moved aside into
 * export/.acknowledged, kept `exportAcknowledgedDays` days and then removed by orders:export.
 */
export const ACKNOWLEDGED_DIR = '.acknowledged';

export interface ExportFileEntry {
  name: string;
  size: number;
  modified_at: string;
}

/** The files orders:export delivered and the ERP has not acknowledged yet, by name. */
export async function pendingExportFiles(exportDir: string): Promise<ExportFileEntry[]> {
  const entries = await fsp.readdir(exportDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: ExportFileEntry[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.csv')) continue;
    const stat = await fsp.stat(path.join(exportDir, entry.name)).catch(() => null);
    // Acknowledged by a concurrent call between readdir and stat: no longer pending.
    if (stat) files.push({ name: entry.name, size: stat.size, modified_at: stat.mtime.toISOString() });
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Moves one delivered file aside. Idempotent: a file already acknowledged answers `already`; a name found in
 * neither place answers 'missing'. A rename inside one folder is atomic, so two concurrent calls move it once.
 */
export async function acknowledgeExportFile(exportDir: string, name: string): Promise<'acknowledged' | 'already' | 'missing'> {
  const target = path.join(exportDir, ACKNOWLEDGED_DIR, name);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  try {
    await fsp.rename(path.join(exportDir, name), target);
    // The mtime says when it was acknowledged: the purge counts the days from there.
    const now = new Date();
    await fsp.utimes(target, now, now);
    return 'acknowledged';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return fs.existsSync(target) ? 'already' : 'missing';
  }
}

/** Removes acknowledged files older than `days` days; answers how many. */
export function purgeAcknowledgedExports(exportDir: string, days: number, now = Date.now()): number {
  const dir = path.join(exportDir, ACKNOWLEDGED_DIR);
  if (!fs.existsSync(dir)) return 0;
  let purged = 0;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile() && now - stat.mtimeMs > days * 86_400_000) {
      fs.rmSync(file, { force: true });
      purged++;
    }
  }
  return purged;
}
