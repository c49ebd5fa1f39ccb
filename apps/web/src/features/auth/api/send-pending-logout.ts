import { logoutCall } from '@portale/contract/auth';
import { ApiError, callApi } from '../../../lib/api-client';
import { pendingLogout, setPendingLogout } from '../../../lib/offline/pending-logout';

/** A logout without an answer waits at most this long (a network that swallows requests). */
export const LOGOUT_TIMEOUT_MS = 10_000;

/** Said on the login page while the server has not confirmed the logout (issue 64, point 4). */
export const LOGOUT_NOT_CONFIRMED = 'Uscita non ancora confermata dal server: riproviamo appena possibile';

/** Waits between tries of a kept logout: doubling from 2 s, at most a minute (a server back from an outage is not flooded). */
export const logoutRetryDelayMs = (failures: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));

/**
 * Sends the logout and says whether the server confirmed that the session is over: its own answer (2xx), or a 401
 * (no session any more). Anything else — no answer, a timeout, a 5xx, a 429, a proxy's HTML page — confirms nothing:
 * the session may still be open, so the caller keeps the logout to send again (issue 64, point 4).
 */
export async function sendLogout(): Promise<boolean> {
  try {
    await callApi(logoutCall, {}, { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 401;
  }
}

/**
 * Sends the logout kept on this device (tapped without network, or not confirmed by the server), if one is waiting:
 * answers false while the server has not confirmed it (the device then opens no session), and it stays kept.
 */
export async function sendPendingLogout(): Promise<boolean> {
  if (!pendingLogout()) return true;
  if (!(await sendLogout())) return false;
  setPendingLogout(null);
  return true;
}
