import { ZSaveCartResponse } from '@portale/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { toCartInput, type CartState } from '../../../lib/cart-store';

/** POST cart/save: saves the cart as a named quote; the answer carries the server's recomputed totals. */
export function saveCart(cart: CartState, name: string) {
  return apiPost('cart/save', ZSaveCartResponse, { cart: { ...toCartInput(cart), name, type: 'quotes' } });
}

export function useSaveCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cart, name }: { cart: CartState; name: string }) => saveCart(cart, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['archive'] }),
  });
}
