import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  acknowledgeExportFileCall,
  executeCommandCall,
  getCommandsCall,
  getQueueCall,
  getExportFileCall,
  getExportFilesCall,
  getRunErrorsCall,
  setScheduleCall,
  uploadImportFileCall,
} from '@portale/contract/jobs';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { AppError } from '../../lib/app-error';
import { acknowledgeExportFile, pendingExportFiles } from '../../jobs/export-files';
import { openErrorsFile, uploadKey } from '../../jobs/import/import-files';
import { fileStorageFor } from '../../storage/open-storage';
import { actorOf } from '../../plugins/session';
import { executeCommand, getCommands, getQueue, setSchedule, uploadName } from './jobs.service';

const MAX_UPLOAD = 500 * 1024 * 1024;

export const jobsRoutes: FastifyPluginAsync = async (app) => {
  const storage = fileStorageFor(app.config);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  registerCall(app, getCommandsCall, async () => ({ commands: await getCommands(app.jobs) }));
  registerCall(app, getQueueCall, async (request) => ({ commands_history: await getQueue(app.jobs, app.config, request.query.page) }));
  registerCall(app, executeCommandCall, async (request) => executeCommand(app.jobs, app.config, request.body.command, actorOf(request)));
  registerCall(app, setScheduleCall, async (request) => setSchedule(app.jobs, app.config, request.body));

  registerCall(app, uploadImportFileCall, async (request) => {
    const file = await request.file();
    if (!file) throw AppError.badRequest('Nessun file ricevuto');
    if (!/\.(csv|txt)$/i.test(file.filename)) {
      file.file.resume();
      throw AppError.badRequest('Sono accettati solo file CSV (.csv o .txt)');
    }
    // Streamed into the file storage: the commands may run on another host than the one receiving the upload.
    const name = uploadName(file.filename);
    await storage.put(uploadKey(name), file.file);
    if (file.file.truncated) {
      await storage.remove(uploadKey(name));
      throw new AppError('PAYLOAD_TOO_LARGE', 'File troppo grande (massimo 500 MB)');
    }
    return { success: true, file: name, message: 'File caricato correttamente' };
  });

  registerCall(app, getRunErrorsCall, async (request, reply) => {
    const file = await openErrorsFile(app.config, request.params.id);
    if (!file) throw AppError.notFound('Nessun errore registrato per questa esecuzione');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename="errori-esecuzione-${request.params.id}.csv"`)
      .send(file.stream);
  });

  registerCall(app, getExportFileCall, async (request, reply) => {
    // The name is checked by the contract (no path separators); basename keeps it inside the export folder anyway.
    const name = path.basename(request.params.name);
    const file = path.join(app.config.jobs.exportDir, name);
    if (!fs.existsSync(file)) throw AppError.notFound('File non trovato nella cartella export (forse già acquisito dal gestionale)');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(fs.createReadStream(file));
  });

  registerCall(app, getExportFilesCall, async () => ({ files: await pendingExportFiles(app.config.jobs.exportDir) }));

  registerCall(app, acknowledgeExportFileCall, async (request) => {
    const name = path.basename(request.params.name);
    const outcome = await acknowledgeExportFile(app.config.jobs.exportDir, name);
    if (outcome === 'missing') throw AppError.notFound('File non trovato nella cartella export');
    return {
      success: true,
      message: outcome === 'already' ? 'File già confermato' : 'File confermato: non è più tra quelli in attesa',
      file: name,
      already_acknowledged: outcome === 'already',
    };
  });
};
