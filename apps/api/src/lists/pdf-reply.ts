import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../storage/file-storage';

/** A stored PDF, streamed from the file storage, with a readable file name ("Fattura FT2025-0001.pdf"), ASCII-safe and RFC 6266. */
export function sendPdf(reply: FastifyReply, pdf: { file: StoredFile; filename: string }) {
  const ascii = pdf.filename.replace(/[^A-Za-z0-9 ._-]/g, '-');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', pdf.file.size)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(pdf.filename)}`)
    .header('cache-control', 'private, no-store')
    .send(pdf.file.stream);
}
