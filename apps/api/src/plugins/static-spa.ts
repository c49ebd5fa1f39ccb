import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currentUserCall } from '@portale/contract/auth';
import { homeCustomersCall } from '@portale/contract/home-customers';
import { apiRoot } from '../lib/api-root';
import { namesApi } from '../http/canonical-url';
import { SESSION_COOKIE } from '../lib/session-token';

const defaultDistDir = path.resolve(apiRoot, '../web/dist');

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
  // A signed-in page needs the session and the signed-in chunk before it can show anything: with the session
  // cookie, index.html names both, so the browser fetches them while the entry's scripts download instead of
  // after they have run (the app's own fetch and import then take the preloaded answers). The customers home, where
  // every session starts, also names its recent customers (issue 58): they arrive while the scripts load.
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const fetchPreload = (callPath: string) => `<link rel="preload" href="/api/${callPath}" as="fetch" crossorigin>`;
  const signedIn = signedInChunks(distDir);
  const chunkPreloads = [
    ...signedIn.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // The chunk's import waits for its stylesheets: named here, they are not found only once the chunk runs.
    ...signedIn.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  const withPreloads = (preloads: string[]) => indexHtml.replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`);
  const signedInHtml = withPreloads([fetchPreload(currentUserCall.path), ...chunkPreloads]);
  const homeHtml = withPreloads([fetchPreload(currentUserCall.path), fetchPreload(homeCustomersCall.path), ...chunkPreloads]);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    request.cookies[SESSION_COOKIE] && !/^\/login(\?|$)/.test(request.url)
      ? reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(request.url === '/' ? homeHtml : signedInHtml)
      : reply.sendFile('index.html');
  // The public warranty page is its own small entry; QR codes carry the path upper-case.
  const publicWarranty = fs.existsSync(path.join(distDir, 'garanzia.html'));
  app.get('/*', (request, reply) => {
    // An unknown API path is a missing call, not a page of the app: 404 JSON from the not-found handler.
    if (namesApi(request.url)) return reply.callNotFound();
    const file = (request.params as { '*': string })['*'];
    if (publicWarranty && /^garanzia(\/[^/]*)?$/i.test(file)) return reply.sendFile('garanzia.html');
    if (file && fs.existsSync(path.join(distDir, file)) && !file.includes('..')) return reply.sendFile(file);
    return sendIndex(request, reply);
  });
});

/** The web's signed-in area (apps/web/src/app/router.tsx): the web build groups its chunks under this name (apps/web/build.mjs). */
const SIGNED_IN_CHUNK = 'signed-in-routes';

/** The signed-in chunk and the chunks it imports that the entry does not already load, with their stylesheets (none without a manifest). */
function signedInChunks(distDir: string): { scripts: string[]; styles: string[] } {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return { scripts: [], styles: [] };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; name?: string; imports?: string[]; css?: string[] }>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  const loadedByEntry = closure('index.html');
  const signedIn = Object.keys(manifest).find((key) => manifest[key]!.name === SIGNED_IN_CHUNK && key.endsWith('.js'));
  if (!signedIn) return { scripts: [], styles: [] };
  const chunks = [...closure(signedIn)].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!);
  return { scripts: chunks.map((chunk) => chunk.file), styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
}
