import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { LabelsJob } from '../../documents/pdf/warranty-labels-pdf';
import type { FileStorage, StoredFile } from '../../storage/file-storage';

const FOLDER = 'warranty-labels';

/**
 * Where a batch's labels PDF is kept: named by the batch and what is printed besides its codes (type, public URL), so a
 * changed PUBLIC_URL or type name makes a new file. The codes themselves never change once generated.
 */
export function labelsKey(job: LabelsJob, publicUrl: string): string {
  const printed = createHash('sha256').update(JSON.stringify([job.year, job.batch, job.typeName, publicUrl])).digest('hex').slice(0, 16);
  return `${FOLDER}/job-${job.id}-${printed}.pdf`;
}

/** Builds of the same file in flight in this process: two downloads at once build it once. */
const building = new Map<string, Promise<void>>();

/**
 * The labels PDF of a finished batch (issue 55, point 28): built once (8–11 s for 10,000 codes) and kept in the file
 * storage, every later download streams the kept file.
 */
export async function keptLabelsPdf(storage: FileStorage, job: LabelsJob, publicUrl: string, build: () => Readable): Promise<StoredFile> {
  const key = labelsKey(job, publicUrl);
  const kept = await storage.open(key);
  if (kept) return kept;
  let pending = building.get(key);
  if (!pending) {
    // `put` stores the file whole: until it is complete, other hosts see none and build their own.
    pending = storage.put(key, build()).finally(() => building.delete(key));
    building.set(key, pending);
  }
  await pending;
  const built = await storage.open(key);
  if (!built) throw new Error(`labels PDF ${key} not found after being stored`);
  return built;
}

/** A deleted batch's kept labels go with it. */
export async function forgetLabelsPdf(storage: FileStorage, jobId: number) {
  for await (const file of storage.list(FOLDER)) {
    if (file.key.startsWith(`${FOLDER}/job-${jobId}-`)) await storage.remove(file.key);
  }
}
