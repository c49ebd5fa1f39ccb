import { getArchiveCall, sendCartEmailCall } from '@portale/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../../lib/api-client';
import { toCartInput, type CartState } from '../store/cart-model';

/** POST cart/sendEmail: the saved quote as PDF to the chosen address. */
export function sendCartEmail(cart: CartState, email: string) {
  return callApi(sendCartEmailCall, { body: { cart: toCartInput(cart), customer_email: email } });
}

export function useSendCartEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cart, email }: { cart: CartState; email: string }) => sendCartEmail(cart, email),
    // Emailing issues the quote (PRODUCT.md): the archive changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callScope(getArchiveCall) }),
  });
}
