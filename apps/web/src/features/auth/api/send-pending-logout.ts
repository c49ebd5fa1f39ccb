import { logoutCall } from '@portale/contract/auth';
import { ApiError, callApi } from '../../../lib/api-client';
import { isTimeout } from '../../../lib/api-error';
import { pendingLogout, setPendingLogout } from '../../../lib/offline/pending-logout';

/** A logout without an answer waits at most this long (a network that swallows requests). */
export const LOGOUT_TIMEOUT_MS = 10_000;

export const noAnswer = (error: unknown) => (error instanceof ApiError && error.code === 'NETWORK') || isTimeout(error);

/**
 * Sends the logout tapped without network (issue 53, point 9), if one is waiting: answers false while the server
 * still cannot be reached (the device then opens no session). A 401 means the session is over anyway.
 */
export async function sendPendingLogout(): Promise<boolean> {
  if (!pendingLogout()) return true;
  try {
    await callApi(logoutCall, {}, { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch (error) {
    if (noAnswer(error)) return false;
  }
  setPendingLogout(null);
  return true;
}

