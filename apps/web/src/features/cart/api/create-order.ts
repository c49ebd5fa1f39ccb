import { ZCreateOrderResponse } from '@portale/contract/cart';
import { apiPost } from '../../../lib/api-client';
import { toCartInput, type CartState } from '../../../lib/cart-store';

/** POST cart/createOrder: the body is the cart; the key makes retries of one submission create one order. */
export function createOrder(cart: CartState, idempotencyKey: string) {
  return apiPost('cart/createOrder', ZCreateOrderResponse, toCartInput(cart), { 'Idempotency-Key': idempotencyKey });
}
