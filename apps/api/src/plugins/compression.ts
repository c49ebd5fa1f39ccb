import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers compressed when the caller accepts it (issue 53): an orders chunk of the tablet's sync is ~780 kB of
 * JSON and ~100 kB gzipped, which decides whether it arrives at all on an EDGE-like link. Brotli first (the plugin's
 * quality 4: cheap on the server's CPU), then gzip. Small answers (< 1 kB) are sent as they are: compressing them
 * saves nothing. Only compressible types are touched (JSON, text, CSV; never a PDF or an image), streams included.
 * Request bodies are left alone (no decompression of uploads: the body limit keeps its meaning).
 */
// fastify-plugin: it applies to the routes of the scope that registers it (the /api prefix), not to its own.
export const compressionPlugin: FastifyPluginAsync = fp(async (app) => {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
});
