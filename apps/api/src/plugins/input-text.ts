import type { TFieldError } from '@portale/contract/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const NUL_MESSAGE = 'Il testo contiene un carattere non ammesso (NUL)';
/** Deeper nesting than any call accepts; a deeper body is refused rather than walked. */
const MAX_DEPTH = 32;

/** Every string (and object key) in a parsed request part that contains NUL, by field path. */
function nulFields(value: unknown, path: string, out: TFieldError[], depth = 0, seen = new WeakSet<object>()): void {
  if (out.length >= 20) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push({ path, message: NUL_MESSAGE });
    return;
  }
  if (!value || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) {
    out.push({ path, message: 'Dati annidati troppo in profondità' });
    return;
  }
  // Files, streams and buffers (multipart uploads) are the route's to check; a structure met twice
  // (multipart fields point back at their parent) is walked once.
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return;
  if (seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) out.push({ path: childPath.replaceAll('\u0000', '\\0'), message: NUL_MESSAGE });
    nulFields(child, childPath, out, depth + 1, seen);
  }
}

/**
 * One input rule for every text the API accepts: PostgreSQL text cannot hold NUL (U+0000), so a
 * string carrying it (path parameter, query, JSON body, at any depth) is refused with 400 before
 * validation and before any handler — login included — instead of failing in the database as a 500.
 */
export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config?.call) return;
    const fields: TFieldError[] = [];
    nulFields(request.params, '', fields);
    nulFields(request.query, '', fields);
    nulFields(request.body, '', fields);
    if (fields.length) throw AppError.invalid(fields);
  });
});
