import { ApiError } from '../../lib/api-client';
import { isTimeout } from '../../lib/api-error';

/** Why a sync run failed, in Italian, for 'Dati sul dispositivo' (in the page or from the worker). */
export function failureMessage(error: unknown): string {
  return isTimeout(error) ? 'Il server non ha risposto in tempo' : error instanceof Error ? error.message : 'Errore sconosciuto';
}

/** Whether a failure is the server's 401 (the session ended on the server). */
export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Whether a failure is an answer for another user than the copy's owner (someone signed in in another tab). */
export const isUserChanged = (error: unknown) => error instanceof ApiError && error.code === 'SESSION_USER_CHANGED';
