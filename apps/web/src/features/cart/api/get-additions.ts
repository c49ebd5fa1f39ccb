import { getAdditionsCall } from '@portale/contract/cart';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { toCartInput, type CartState } from '../store/cart-model';
import { centsToEuro, previewGoodsCents, previewWeight } from '../utils/preview-totals';

/** POST cart/getAdditions: the shipping lines and promotions that match the cart ('Avanti'). */
export function getAdditions(cart: CartState) {
  return callApi(getAdditionsCall, {
    body: {
      customer_external_id: cart.customer_external_id,
      customer_id: cart.customer_id,
      profile_external_id: cart.profile_external_id,
      price_list_id: cart.price_list_id,
      // Sent as the original client did; the server recomputes both from the items.
      total: centsToEuro(previewGoodsCents(cart.items)),
      total_weight: previewWeight(cart.items),
      items: toCartInput(cart).items,
    },
  });
}

export function useGetAdditions() {
  return useMutation({ mutationFn: getAdditions });
}
