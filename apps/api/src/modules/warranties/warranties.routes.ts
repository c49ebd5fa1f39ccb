import {
  activateWarrantyCall,
  checkWarrantyJobCall,
  createJobCsvCall,
  createJobPdfCall,
  createJobValidationPdfCall,
  downloadWarrantyPdfCall,
  getWarrantyJobsCall,
  getWarrantyTypesCall,
  startWarrantyJobCall,
  warrantyIndexCall,
} from '@portale/contract/warranties';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderCertificatePdf } from '../../documents/pdf/warranty-certificate-pdf';
import { streamLabelsPdf } from '../../documents/pdf/warranty-labels-pdf';
import { streamValidationPdf } from '../../documents/pdf/warranty-validation-pdf';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import { streamJobCsv } from './warranty-csv';
import { generateWarrantyCodes } from './warranty-generation';
import * as service from './warranties.service';

/** A download's headers: readable ASCII file name carrying the job id, never cached. */
function attachment(reply: FastifyReply, contentType: string, filename: string) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store');
}

export const warrantiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const limits = app.config.warranty;
  // Generations started here and still running: the app waits for them on close.
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  const publicInfo = (request: FastifyRequest): service.PublicRequestInfo => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    log: (reason, details) => request.log.warn({ warranty: { reason, ...details, ip: request.ip } }, `garanzia: ${reason}`),
  });

  registerCall(app, getWarrantyTypesCall, async () => service.getTypes(db));
  registerCall(app, warrantyIndexCall, async (request) => service.warrantyIndex(db, actorOf(request), request.body));
  registerCall(app, checkWarrantyJobCall, async (request) => service.checkJob(db, request.query.year, request.query.batch));
  registerCall(app, getWarrantyJobsCall, async (request) => service.getJobs(db, request.body, limits.batchMax));

  registerCall(app, startWarrantyJobCall, async (request) => {
    const job = await service.createJob(db, actorOf(request), request.body, limits.batchMax);
    // TODO(jobs registry): queue the 'warranty:generate' command with { jobId } instead of this line.
    const task = generateWarrantyCodes(db, job.id).catch((error: unknown) => app.log.error({ err: error, jobId: job.id }, 'generazione codici fallita'));
    running.add(task);
    void task.finally(() => running.delete(task));
    return { success: true, message: 'Operazione conclusa correttamente', job_id: job.id };
  });

  registerCall(app, createJobCsvCall, async (request, reply) => {
    const job = await service.downloadableJob(db, request.params.id);
    const csv = streamJobCsv(job, service.jobCodePages(db, job.id));
    return attachment(reply, 'text/csv; charset=utf-8', `garanzie-lavoro-${job.id}.csv`).send(csv);
  });

  registerCall(app, createJobPdfCall, async (request, reply) => {
    const job = await service.downloadableJob(db, request.params.id);
    const pages = service.jobCodePages(db, job.id, 240);
    const pdf = streamLabelsPdf(job, limits.publicUrl, async () => (await pages()).map((r) => r.code));
    return attachment(reply, 'application/pdf', `etichette-garanzia-lavoro-${job.id}.pdf`).send(pdf);
  });

  registerCall(app, createJobValidationPdfCall, async (request, reply) => {
    const job = await service.downloadableJob(db, request.params.id, true);
    const pages = service.jobCodePages(db, job.id, 320);
    const pdf = streamValidationPdf(job, async () => (await pages()).map((r) => r.code));
    return attachment(reply, 'application/pdf', `convalida-garanzie-lavoro-${job.id}.pdf`).send(pdf);
  });

  registerCall(app, downloadWarrantyPdfCall, async (request, reply) => {
    const data = await service.certificateOf(db, request.params.id, request.query.code, request.query.vat_code, publicInfo(request), limits);
    const pdf = await renderCertificatePdf(data);
    return attachment(reply, 'application/pdf', `certificato-garanzia-${data.code}.pdf`).send(pdf);
  });

  registerCall(app, activateWarrantyCall, async (request) => {
    if (Math.random() < 0.01) void service.purgeOldAttempts(db).catch(() => undefined);
    return service.activateWarranty(db, request.body, publicInfo(request), limits);
  });
};
