import { getProfileOrdersCall } from '@portale/contract/orders';
import { getArchiveCall } from '@portale/contract/cart';
import { useNetwork } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, callScope } from '../../../lib/api-client';
import { toCartInput, unsettledOrder } from '../store/cart-model';
import { cartStore, useCart } from '../store/cart-store';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { askOrderOutcome, createOrder } from '../api/create-order';
import { EMPTY_CART } from '../store/cart-model';
import { cartSyncFor } from '../store/cart-sync';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { queueWrite } from '../../../lib/offline/outbox';
import { seenFigures } from '../utils/cart-figures';
import { pendingOrderKey, queuedOrder } from './queued-order';

export interface OrderBanner {
  /** orange: sent, but held 'Da approvare' (issue 56). */
  color: 'green' | 'orange' | 'red';
  message: string;
  /** Where the order can be seen (the orders list on its code). */
  link?: { to: string; label: string };
}

/** The orders list on one order's code. */
export const orderLink = (profile: string, code: string) => `/ordini?${new URLSearchParams({ profile: profile || '*', search: code }).toString()}`;

export const ORDER_ERROR = "Errore nell'inserimento dell'ordine.";
export const ORDER_UNCONFIRMED = "Ordine inviato, ma la risposta del server non è arrivata: verifica dell'esito in corso, non inserirlo di nuovo.";
export const ORDER_QUEUED = 'Ordine salvato sul dispositivo: sarà inviato al ritorno della rete (Da sincronizzare)';

/** Whether the server surely did not create the order (then a new submission gets a new key). */
function isDefinitive(error: unknown) {
  // A generic 409 may come from a submission still in progress; a stale cart version was refused before writing. A key
  // reused with another request (422 IDEMPOTENCY_KEY_REUSED) made nothing of this one: the next send takes a new key.
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && (error.status !== 409 || error.code === 'STALE_VERSION');
}

/**
 * 'Invia ordine': one Idempotency-Key per submission, kept in the stored cart until the outcome is known,
 * so a retry of the same cart after a lost answer (or a reload) reuses it and the server creates one order.
 */
export function useSendOrder(userId: number, onBanner: (banner: OrderBanner) => void) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const pending = unsettledOrder(useCart(userId));
  const pendingKey = pending?.key ?? null;
  const { online } = useNetwork();

  // 'Invia ordine' whose answer was lost — cut off by a reload (issue 55, point 5), or by the network while the cart's
  // poll brought the server's cart emptied by that order (issue 53): the cart kept the submission. Sent again it answers
  // the order it made (the key makes no second one; the version it names is gone, so a submission that never arrived is
  // refused as stale), and the agent sees its code, not an error over an empty cart. Asked again when a send ends too:
  // the poll may have emptied the cart while the lost send was still waiting.
  useEffect(() => {
    const sent = unsettledOrder(cartStore.get(userId));
    if (!sent || inFlight.current || !navigator.onLine) return;
    inFlight.current = true;
    askOrderOutcome(sent)
      .then((answer) => {
        cartStore.setOrderKey(userId, null);
        if (!answer.success || !answer.order_code) return;
        const message = `Ordine ${answer.order_code} inserito (la risposta all'invio non era arrivata)`;
        onBanner({ color: 'green', message, link: { to: orderLink(sent.body.profile_external_id, answer.order_code), label: 'Apri l’ordine' } });
        void queryClient.invalidateQueries({ queryKey: callScope(getArchiveCall) });
        void queryClient.invalidateQueries({ queryKey: callScope(getProfileOrdersCall) });
      })
      .catch((error: unknown) => {
        // No answer: asked again on the next visit; any refusal means no order was made under the key.
        if (!(error instanceof ApiError && error.code === 'NETWORK')) cartStore.setOrderKey(userId, null);
      })
      .finally(() => {
        inFlight.current = false;
      });
    // …and when the network comes back, if it was the second ask that got no answer.
  }, [pendingKey, sending, online, userId, onBanner, queryClient]);

  function fail(serverMessage: string, definitive: boolean) {
    if (definitive) cartStore.setOrderKey(userId, null);
    cartStore.backToCart(userId);
    if (unsettledOrder(cartStore.get(userId))) {
      // The server's cart came back empty after this send: the order was most likely made, and its outcome is asked
      // (above) — no error over an empty cart, which would lead the agent to key the order in again.
      onBanner({ color: 'orange', message: ORDER_UNCONFIRMED });
      return;
    }
    const message = `${ORDER_ERROR} ${serverMessage}`.trim();
    onBanner({ color: 'red', message });
    notifyError(message);
  }

  async function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    // Pending edits reach the server first, so the order names the cart version it empties.
    await cartSyncFor(userId).flush();
    const cart = cartStore.get(userId);
    const fingerprint = JSON.stringify(toCartInput(cart));
    const key = pendingOrderKey(cart) ?? newIdempotencyKey();
    cartStore.setOrderKey(userId, key, fingerprint, cart.version);
    try {
      // An answer lost on the way back (the server may have made the order) is asked once more at once, under the
      // same key: the server answers the order it made, or makes it now — one order either way.
      const answer = await createOrder(cart, key).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'NETWORK') return createOrder(cart, key);
        throw error;
      });
      if (answer.success) {
        // The server emptied the cart with the order: take its empty cart (new version).
        cartStore.replace(userId, EMPTY_CART);
        void cartSyncFor(userId).pull();
        const message = answer.message || 'Ordine inserito correttamente';
        // The banner names the order the ERP will receive, so the agent can quote it to the customer.
        onBanner({
          color: answer.approval ? 'orange' : 'green',
          // A held order's message names its code already, with why it waits.
          message: answer.order_code && !answer.approval ? `${message} — ordine ${answer.order_code}` : message,
          link: answer.order_code ? { to: orderLink(cart.profile_external_id ?? '', answer.order_code), label: 'Apri l’ordine' } : undefined,
        });
        notifySuccess(message);
        void queryClient.invalidateQueries({ queryKey: callScope(getArchiveCall) });
        void queryClient.invalidateQueries({ queryKey: callScope(getProfileOrdersCall) });
      } else {
        fail(answer.message, true);
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STALE_VERSION') {
        // Another device changed the cart: nothing was ordered; show the conflict so the agent reloads it.
        cartStore.setOrderKey(userId, null);
        cartStore.setConflict(userId, { code: error.code, message: error.message });
      }
      fail(error instanceof Error ? error.message : '', isDefinitive(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  /**
   * 'Invia ordine' without network (issue 18): the order waits in the outbox with its key and the prices and total
   * the agent sees now, and the cart is emptied as after any order. On arrival the server sends it only at those
   * prices; otherwise it keeps it as a temporary order with the differences ('Da sincronizzare' shows them).
   */
  async function queue() {
    const cart = cartStore.get(userId);
    if (cart.items.length === 0 || cart.conflict) return;
    // The same key as an online attempt whose answer was lost: the server makes one order of the two.
    await queueWrite(userId, queuedOrder(cart, await seenFigures(userId, cart)));
    cartStore.clear(userId);
    onBanner({ color: 'green', message: ORDER_QUEUED });
    notifySuccess(ORDER_QUEUED);
  }

  return { send, sending, queue };
}
