import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { cartStore, toCartInput } from '../../../lib/cart-store';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { createOrder } from '../api/create-order';
import { newIdempotencyKey } from '../utils/new-idempotency-key';

export interface OrderBanner {
  color: 'green' | 'red';
  message: string;
}

export const ORDER_ERROR = "Errore nell'inserimento dell'ordine.";

/** Whether the server surely did not create the order (then a new submission gets a new key). */
function isDefinitive(error: unknown) {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
}

/**
 * 'Invia ordine': one Idempotency-Key per submission, kept in the stored cart until the outcome is known,
 * so a retry of the same cart after a lost answer (or a reload) reuses it and the server creates one order.
 */
export function useSendOrder(userId: number, onBanner: (banner: OrderBanner) => void) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  function fail(serverMessage: string, definitive: boolean) {
    if (definitive) cartStore.setOrderKey(userId, null);
    cartStore.backToCart(userId);
    const message = `${ORDER_ERROR} ${serverMessage}`.trim();
    onBanner({ color: 'red', message });
    notifyError(message);
  }

  async function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const cart = cartStore.get(userId);
    const fingerprint = JSON.stringify(toCartInput(cart));
    const retry = cart.order_key !== null && cart.order_fingerprint === fingerprint;
    const key = retry ? cart.order_key! : newIdempotencyKey();
    if (!retry) cartStore.setOrderKey(userId, key, fingerprint);
    try {
      const answer = await createOrder(cart, key);
      if (answer.success) {
        cartStore.clear(userId);
        const message = answer.message || 'Ordine inserito correttamente';
        onBanner({ color: 'green', message });
        notifySuccess(message);
        void queryClient.invalidateQueries({ queryKey: ['archive'] });
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
      } else {
        fail(answer.message, true);
      }
    } catch (error) {
      fail(error instanceof Error ? error.message : '', isDefinitive(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { send, sending };
}
