import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const defaultDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Serves the built React app; any non-API GET falls back to index.html for client routing. */
export const staticSpaPlugin = fp(async (app: FastifyInstance) => {
  const distDir = app.config.webDistDir ?? defaultDistDir;
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`web app not built (${distDir}): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.get('/assets/*', (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(path.join('assets', file));
  });
  // The public warranty page is its own small entry; QR codes carry the path upper-case.
  const publicWarranty = fs.existsSync(path.join(distDir, 'garanzia.html'));
  app.get('/*', (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (publicWarranty && /^garanzia(\/[^/]*)?$/i.test(file)) return reply.header('cache-control', 'no-cache').sendFile('garanzia.html');
    if (file && fs.existsSync(path.join(distDir, file)) && !file.includes('..')) return reply.sendFile(file);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
