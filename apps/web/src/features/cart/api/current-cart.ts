import { getCurrentCartCall, restoreCartCall, updateCurrentCartCall, type TCurrentCartContent } from '@portale/contract/cart';
import { callApi } from '../../../lib/api-client';

/** GET cart/current: the user's current cart as the server keeps it (shared by every device). */
export function getCurrentCart(signal?: AbortSignal) {
  return callApi(getCurrentCartCall, {}, { signal });
}

/** POST cart/current/update: replaces the server's cart, if `version` is still the latest (else 409 STALE_VERSION). */
export function updateCurrentCart(version: number, cart: TCurrentCartContent) {
  return callApi(updateCurrentCartCall, { body: { version, cart } });
}

/** POST cart/current/restore: an archived cart becomes the current cart, its customer the current one. */
export function restoreArchivedCart(id: number, version: number) {
  return callApi(restoreCartCall, { body: { id, version } });
}
