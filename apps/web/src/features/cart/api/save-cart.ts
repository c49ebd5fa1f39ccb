import { getArchiveCall, saveCartCall } from '@portale/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../../lib/api-client';
import { toCartInput, type CartState } from '../store/cart-model';

/**
 * POST cart/save: saves the cart as a named quote (its next version once the current one was shared); the answer
 * carries the server's recomputed totals. `validUntil` null keeps the quote's validity, or the default for a new one.
 * The key makes the same save, repeated after a lost answer, write once.
 */
export function saveCart(cart: CartState, name: string, validUntil: string | null, idempotencyKey: string) {
  return callApi(
    saveCartCall,
    { body: { cart: { ...toCartInput(cart), name, type: 'quotes', valid_until: validUntil } } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useSaveCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cart, name, validUntil, idempotencyKey }: { cart: CartState; name: string; validUntil: string | null; idempotencyKey: string }) =>
      saveCart(cart, name, validUntil, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callScope(getArchiveCall) }),
  });
}
