import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const defaultDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Hashed build output: the name changes with the content, so a browser may keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (index.html above all): revalidate each time, so a new build is picked up at once. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built React app; any non-API GET falls back to index.html for client routing. The build
 * writes .br and .gz beside each text file (vite.config.ts): they are sent to browsers that accept them.
 */
export const staticSpaPlugin = fp(async (app: FastifyInstance) => {
  const distDir = app.config.webDistDir ?? defaultDistDir;
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`web app not built (${distDir}): run npm run build`);
    return;
  }
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Called for every file sent, the routes of the files found at start-up and sendFile alike.
    setHeaders: (reply, filePath) => reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE),
  });
  // Every built asset has its own route (wildcard: false); an unknown one is a 404, not the app's page
  // (an old index.html asking for a chunk of a previous build must fail as a script, not get HTML).
  app.get('/assets/*', (_request, reply) => reply.callNotFound());
  app.get('/*', (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (file && fs.existsSync(path.join(distDir, file)) && !file.includes('..')) return reply.sendFile(file);
    return reply.sendFile('index.html');
  });
});
