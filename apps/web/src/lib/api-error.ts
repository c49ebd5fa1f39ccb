import type { ErrorCode, TFieldError } from '@portale/contract/errors';

/**
 * An API failure: the contract's error code, the server's Italian message and any invalid fields.
 * Its own module without runtime imports, so the app shell can check it without loading the schemas.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | 'NETWORK' = 'INTERNAL',
    readonly fields: TFieldError[] = [],
    /** The whole error answer, for codes that carry more than a message (NOTE_CONFLICT's `current_note`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether a call was given up by its AbortSignal.timeout (no answer in time). */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * Whether the server refused a write for good (validation, permission, not found), so trying again cannot help.
 * No answer, a 5xx, a 429, a 401 (the agent signs in again), a 409 CONFLICT (the same key still being recorded,
 * e.g. by another tab) or SESSION_USER_CHANGED (another user's session answered: this user's is still to come) may
 * go through later.
 */
export function isRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return false;
  return error.status !== 401 && error.status !== 429 && error.code !== 'CONFLICT' && error.code !== 'SESSION_USER_CHANGED';
}
