/**
 * The database cannot be reached right now (server stopped, connection refused or cut, pool
 * exhausted, embedded database closed). The error handler answers it as 503 SERVICE_UNAVAILABLE with
 * Retry-After; the next request simply tries again, so the app recovers without a restart.
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string, options?: { cause?: unknown }) {
    super(`database unavailable: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Network errors of the driver's socket. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * SQLSTATEs that mean "the server is not serving": class 08 (connection exception), admin/crash
 * shutdown and "cannot connect now" (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** node-postgres and PGlite report these without a code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed and is not queryable|PGlite is closed/i;

/** True when an error (or any error in its `cause` chain) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}
