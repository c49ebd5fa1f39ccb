import { logoutCall } from '@portale/contract/auth';
import { ApiError, callApi } from '../../../lib/api-client';
import { pendingLogout, setPendingLogout } from '../../../lib/offline/pending-logout';
import { userHeaders } from '../../../lib/page-user';

/** A logout without an answer waits at most this long (a network that swallows requests). */
export const LOGOUT_TIMEOUT_MS = 10_000;

/** Said on the login page while the server has not confirmed the logout (issue 64, point 4). */
export const LOGOUT_NOT_CONFIRMED = 'Uscita non ancora confermata dal server: riproviamo appena possibile';

/** Waits between tries of a kept logout: doubling from 2 s, at most a minute (a server back from an outage is not flooded). */
export const logoutRetryDelayMs = (failures: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));

/**
 * Sends the logout of this user and says whether the server confirmed that their session is over: its own answer
 * (2xx), a 401 (no session any more), or a 409 SESSION_USER_CHANGED (the browser's cookie is now another user's, who
 * signed in since: that session is not ended, and this user's is no longer the browser's). Anything else — no answer,
 * a timeout, a 5xx, a 429, a proxy's HTML page — confirms nothing: the session may still be open, so the caller keeps
 * the logout to send again (issue 64, point 4).
 */
export async function sendLogout(userId: number): Promise<boolean> {
  try {
    await callApi(logoutCall, {}, { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS), headers: userHeaders(userId) });
    return true;
  } catch (error) {
    return error instanceof ApiError && (error.status === 401 || error.code === 'SESSION_USER_CHANGED');
  }
}

/**
 * Sends the logout kept on this device (tapped without network, or not confirmed by the server), if one is waiting:
 * answers false while the server has not confirmed it (the device then opens no session), and it stays kept.
 */
export async function sendPendingLogout(): Promise<boolean> {
  const pending = pendingLogout();
  if (!pending) return true;
  if (!(await sendLogout(pending.user_id))) return false;
  setPendingLogout(null);
  return true;
}
