import { getArchiveCall, saveCartCall } from '@portale/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../../lib/api-client';
import { toCartInput, type CartState } from '../store/cart-model';

/** POST cart/save: saves the cart as a named quote; the answer carries the server's recomputed totals. */
export function saveCart(cart: CartState, name: string) {
  return callApi(saveCartCall, { body: { cart: { ...toCartInput(cart), name, type: 'quotes' } } });
}

export function useSaveCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cart, name }: { cart: CartState; name: string }) => saveCart(cart, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callScope(getArchiveCall) }),
  });
}
