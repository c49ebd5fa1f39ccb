import { reorderCall, reorderItemsCall, type TReorderItemsResponse, type TReorderResponse } from '@portale/contract/orders';
import { callApi } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localReorder, localReorderItems } from '../../../lib/offline/local-orders';
import { offlineDbFor } from '../../../lib/offline/offline-db';

/**
 * GET orders/reorder/{id}: what 'Riordina' would put into the cart, and what it leaves out and why; without network,
 * the same from the device's copy.
 */
export function fetchReorder(userId: number, id: number): Promise<TReorderResponse> {
  return serverOrDevice(
    () => callApi(reorderCall, { params: { id } }),
    () => localReorder(offlineDbFor(userId), id),
  );
}

/** POST orders/reorderItems: the same for rows chosen among the ordered products (one customer); offline from the copy. */
export function fetchReorderItems(userId: number, itemIds: number[]): Promise<TReorderItemsResponse> {
  return serverOrDevice(
    () => callApi(reorderItemsCall, { body: { item_ids: itemIds } }),
    () => localReorderItems(offlineDbFor(userId), itemIds),
  );
}
