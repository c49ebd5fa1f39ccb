import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

/** Raised when the cursor's meaning changes: older cursors then start over. */
const CURSOR_VERSION = 1;

/**
 * What a sync cursor holds, opaque to the client (base64url JSON):
 * - `f`: the fingerprint of the caller's view when it was handed out (agent codes, price lists);
 * - `x`, `s`: the change-log position; the first pass reads changes from transaction `x` on (`s` = -1);
 * - `a`: during the first pass, the last key handed out ([] before the first chunk); null once it is done.
 */
const ZCursorState = z.object({
  v: z.literal(CURSOR_VERSION),
  log: z.string(),
  f: z.string(),
  x: z.number().int(),
  s: z.number().int(),
  a: z.array(z.number().int()).nullable(),
});
export type CursorState = z.infer<typeof ZCursorState>;

const INVALID = 'Cursore di sincronizzazione non valido: ripartire senza cursore';

export function encodeCursor(state: Omit<CursorState, 'v'>): string {
  return Buffer.from(JSON.stringify({ v: CURSOR_VERSION, ...state })).toString('base64url');
}

/**
 * The cursor's state, or 'stale' when it was written by another version of the server (the client then starts
 * over). Anything else that does not decode, or a cursor of another call, is a client error.
 */
export function decodeCursor(text: string, log: string): CursorState | 'stale' {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw AppError.invalid([{ path: 'cursor', message: INVALID }]);
  }
  if (parsed && typeof parsed === 'object' && 'v' in parsed && parsed.v !== CURSOR_VERSION && typeof parsed.v === 'number') return 'stale';
  const state = ZCursorState.safeParse(parsed);
  if (!state.success || state.data.log !== log) throw AppError.invalid([{ path: 'cursor', message: INVALID }]);
  return state.data;
}

/** A short digest of a set of ids: a cursor carries it instead of the list. */
export function fingerprint(ids: readonly number[]): string {
  return createHash('sha256').update([...ids].sort((a, b) => a - b).join(',')).digest('base64url').slice(0, 16);
}
