import { CART_VERSION_HEADER, createOrderCall } from '@portale/contract/cart';
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

