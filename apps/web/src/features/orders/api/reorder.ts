import { reorderCall, reorderItemsCall, type TReorderItemsResponse, type TReorderResponse } from '@portale/contract/orders';
import { callApi } from '../../../lib/api-client';

/** GET orders/reorder/{id}: what 'Riordina' would put into the cart, and what it leaves out and why. */
export function fetchReorder(id: number): Promise<TReorderResponse> {
  return callApi(reorderCall, { params: { id } });
}

/** POST orders/reorderItems: the same for rows chosen among the ordered products (one customer). */
export function fetchReorderItems(itemIds: number[]): Promise<TReorderItemsResponse> {
  return callApi(reorderItemsCall, { body: { item_ids: itemIds } });
}
