import { getCurrentCartCall, restoreCartCall, updateCurrentCartCall, type TCurrentCartContent } from '@portale/contract/cart';
import { callApi } from '../../../lib/api-client';
import { userHeaders } from '../../../lib/page-user';

/*
 * The cart's exchanges name the user whose cart the device holds (X-Portale-User, issue 64 point 7), not whoever the
 * page is for when a delayed push goes: another user's session refuses them (409 SESSION_USER_CHANGED).
 */

/** GET cart/current: the user's current cart as the server keeps it (shared by every device). */
export function getCurrentCart(userId: number, signal?: AbortSignal) {
  return callApi(getCurrentCartCall, {}, { signal, headers: userHeaders(userId) });
}

/** POST cart/current/update: replaces the server's cart, if `version` is still the latest (else 409 STALE_VERSION). */
export function updateCurrentCart(userId: number, version: number, cart: TCurrentCartContent) {
  return callApi(updateCurrentCartCall, { body: { version, cart } }, { headers: userHeaders(userId) });
}

/** POST cart/current/restore: an archived cart becomes the current cart, its customer the current one. */
export function restoreArchivedCart(id: number, version: number) {
  return callApi(restoreCartCall, { body: { id, version } });
}
