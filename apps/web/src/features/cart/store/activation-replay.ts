import { ApiError } from '../../../lib/api-client';
import { getCurrentCart, updateCurrentCart } from '../api/current-cart';
import { EMPTY_CART, toCurrentContent } from './cart-model';
import { cartStore } from './cart-store';

/**
 * The cart's part of replaying an 'Attiva' made without network (issue 18); `activate` tells the server and answers
 * whether it parked a cart. The device's cart was empty when the agent switched customer, but the server may still
 * hold the cart this device had before (since sent as an order from the outbox, saved as a quote or emptied): that
 * copy is emptied first, so the activation does not park it a second time as a temporary order. A cart another
 * device filled meanwhile (a newer version) is parked by the activation, as online. Afterwards the server's cart is
 * empty and this device's cart (the new customer's lines, if any) goes on from its version.
 */
export async function replayActivationWithCart<T>(userId: number, activate: () => Promise<T>): Promise<T> {
  const { cart: server } = await getCurrentCart(userId);
  if (server.items.length > 0 && server.version === cartStore.get(userId).version) {
    try {
      await updateCurrentCart(userId, server.version, toCurrentContent(EMPTY_CART));
    } catch (error) {
      // Another device saved a newer cart in between: the activation parks that one.
      if (!(error instanceof ApiError && error.code === 'STALE_VERSION')) throw error;
    }
  }
  const answer = await activate();
  const { cart: after } = await getCurrentCart(userId);
  const local = cartStore.get(userId);
  if (local.dirty) cartStore.replace(userId, { ...local, version: after.version, pushed: null, conflict: null });
  else cartStore.adoptServer(userId, after);
  return answer;
}

/** Whether the device's cart has no lines (an 'Attiva' without network needs it empty: nothing to park). */
export function isCartEmpty(userId: number): boolean {
  return cartStore.get(userId).items.length === 0;
}
