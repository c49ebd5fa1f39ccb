import { ZGetCartResponse } from '@portale/contract/cart';
import { apiGet } from '../../../lib/api-client';

/** GET cart/get/{id}: an archived cart, whole, to restore or duplicate it. */
export function getArchivedCart(id: number) {
  return apiGet(`cart/get/${id}`, ZGetCartResponse);
}
