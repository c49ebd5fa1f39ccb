import type { FastifyReply } from 'fastify';

/** A PDF download with a readable file name ("Fattura FT2025-0001.pdf"), ASCII-safe and RFC 6266. */
export function sendPdf(reply: FastifyReply, file: { data: Buffer; filename: string }) {
  const ascii = file.filename.replace(/[^A-Za-z0-9 ._-]/g, '-');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
