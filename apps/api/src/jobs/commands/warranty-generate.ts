import { generateWarrantyCodes } from '../../modules/warranties/warranty-generation';
import { countOf } from '@portale/contract/italian-count';
import { defineCommand } from '../command';

/** '1 codice di garanzia generato', '10.000 codici di garanzia generati' (the run's message). */
export const generatedMessage = (generated: number, jobId: number) =>
  `${countOf(generated, 'codice di garanzia generato', 'codici di garanzia generati')} per il lavoro ${jobId}`;

/**
 * Generates the codes of a warranty job (queued by warranty/startJob). Queued again by an admin with
 * the same job id, it continues a generation interrupted by a crash from the codes already stored.
 */
export const warrantyGenerate = defineCommand({
  name: 'warranty:generate',
  description: 'Genera i codici di garanzia di un lavoro (riprende una generazione interrotta)',
  priority: 150,
  arguments: [
    {
      name: 'job_id',
      label: 'Numero del lavoro di generazione',
      required: true,
      validate: (value) => (/^[1-9]\d{0,9}$/.test(value) ? null : 'Il numero del lavoro deve essere un intero positivo'),
    },
  ],
  options: [],
  async handler(ctx, params) {
    const jobId = Number(params.arguments.job_id);
    const { generated } = await generateWarrantyCodes(ctx.database.db, jobId, (done, total) => ctx.progress(done, total));
    return { message: generatedMessage(generated, jobId), job_id: jobId, generated };
  },
});
