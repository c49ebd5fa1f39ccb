import { randomFillSync } from 'node:crypto';
import { newWarrantyCode } from '@portale/contract/warranty-code';
import type { Db } from '../../db/client';
import { countJobCodes, findJob, insertCodes, setJobProgress } from './warranties.repository';

/** Codes per insert statement: one round trip per batch, and the progress bar moves every batch. */
const BATCH = 5_000;

const fromCsprng = (buffer: Uint8Array) => {
  randomFillSync(buffer);
};

/**
 * Generates the missing codes of a job (all of them on a new job): random codes from the CSPRNG,
 * inserted in batches, a collision with an existing code simply drawn again. Records progress in
 * the job row (`warranties_count`) after every batch. Safe to run again on an interrupted job: it
 * continues from the codes already stored.
 *
 * Run by the jobs registry's `warranty:generate` command, queued by warranty/startJob; an admin
 * queues it again with the job id to finish a generation interrupted by a crash.
 */
export async function generateWarrantyCodes(
  db: Db,
  jobId: number,
  onProgress?: (generated: number, requested: number) => void,
): Promise<{ generated: number }> {
  const job = await findJob(db, jobId);
  if (!job) throw new Error(`Lavoro di generazione ${jobId} inesistente`);
  let generated = await countJobCodes(db, jobId);
  await setJobProgress(db, jobId, { status: 'running', warrantiesCount: generated });
  try {
    while (generated < job.codesCount) {
      const codes = Array.from({ length: Math.min(BATCH, job.codesCount - generated) }, () => newWarrantyCode(fromCsprng));
      generated += await insertCodes(db, codes, jobId, job.typeId);
      await setJobProgress(db, jobId, { warrantiesCount: generated });
      onProgress?.(generated, job.codesCount);
    }
  } catch (error) {
    await setJobProgress(db, jobId, { status: 'failed', warrantiesCount: generated, finished: true }).catch(() => undefined);
    throw error;
  }
  await setJobProgress(db, jobId, { status: 'done', warrantiesCount: generated, finished: true });
  return { generated };
}
