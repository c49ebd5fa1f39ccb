import type { FileStorage } from './file-storage';

export interface CopyReport {
  copied: number;
  /** Already at the destination with the same size: a copy interrupted halfway resumes where it stopped. */
  skipped: number;
  bytes: number;
  failed: { key: string; reason: string }[];
}

/**
 * Copies every file of one storage to another (the local folder to the S3 bucket when a second host arrives),
 * a few at a time, each streamed. Files already there with the same size are left alone, so running it again
 * after a failure or before the switch-over copies only what is new. The source is never changed.
 */
export async function copyFiles(
  from: FileStorage,
  to: FileStorage,
  options: { dryRun?: boolean; concurrency?: number; onFile?: (key: string, done: number) => void } = {},
): Promise<CopyReport> {
  const present = new Map<string, number>();
  for await (const file of to.list('')) present.set(file.key, file.size);

  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0, failed: [] };
  const pending: { key: string; size: number }[] = [];
  for await (const file of from.list('')) {
    if (present.get(file.key) === file.size) report.skipped++;
    else pending.push(file);
  }

  let next = 0;
  const copyNext = async (): Promise<void> => {
    while (next < pending.length) {
      const { key, size } = pending[next++];
      try {
        if (!options.dryRun) {
          const source = await from.open(key);
          if (!source) throw new Error('file sparito durante la copia');
          await to.put(key, source.stream);
        }
        report.copied++;
        report.bytes += size;
      } catch (err) {
        report.failed.push({ key, reason: (err as Error).message });
      }
      options.onFile?.(key, report.copied + report.failed.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, copyNext));
  return report;
}
