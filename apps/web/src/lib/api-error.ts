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
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether a call was given up by its AbortSignal.timeout (no answer in time). */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}
