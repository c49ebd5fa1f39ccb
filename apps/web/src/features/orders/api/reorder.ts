import { reorderCall, type TReorderResponse } from '@portale/contract/orders';
import { callApi } from '../../../lib/api-client';

/** GET orders/reorder/{id}: what 'Riordina' would put into the cart, and what it leaves out and why. */
export function fetchReorder(id: number): Promise<TReorderResponse> {
  return callApi(reorderCall, { params: { id } });
}
