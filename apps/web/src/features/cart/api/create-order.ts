import { CART_VERSION_HEADER, createOrderCall, type TCartInput } from '@portale/contract/cart';
import { callApi } from '../../../lib/api-client';
import { toCartInput, type CartState } from '../store/cart-model';

/**
 * POST cart/createOrder: the body is the cart; the key makes retries of one submission create one order,
 * and the cart's server version lets the server empty exactly that cart (or refuse one changed elsewhere).
 */
export function createOrder(cart: CartState, idempotencyKey: string) {
  const headers: Record<string, string> = { 'Idempotency-Key': idempotencyKey };
  if (cart.version !== null) headers[CART_VERSION_HEADER] = String(cart.version);
  return callApi(createOrderCall, { body: toCartInput(cart) }, { headers });
}


/**
 * The submission again, as it was sent (body, key and cart version), to learn its outcome after a reload cut its answer
 * off: the server answers the order it recorded under the key; never a second order, since the version it names is gone.
 */
export function askOrderOutcome(sent: { key: string; body: TCartInput; version: number }) {
  return callApi(createOrderCall, { body: sent.body }, { headers: { 'Idempotency-Key': sent.key, [CART_VERSION_HEADER]: String(sent.version) } });
}
