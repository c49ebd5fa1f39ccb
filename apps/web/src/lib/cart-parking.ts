import { ZSaveCartResponse } from '@portale/contract/cart';
import { apiPost } from './api-client';
import { notifySuccess } from './notify';
import { cartStore, isBoundElsewhere, toCartInput } from './cart-store';

/**
 * Before activating another profile/customer: a cart with products is parked as a temporary order
 * (PRODUCT.md) and then emptied. Throws (and keeps the cart) when the server refuses, so nothing is lost.
 * Returns true when a cart was parked.
 */
export async function parkCartBeforeActivating(userId: number, target: { profile_external_id: string; customer_id?: number | null }) {
  const cart = cartStore.get(userId);
  if (!isBoundElsewhere(cart, target)) return false;
  // Only a cart that already is an open temporary order keeps its identity; anything else parks as a new entry.
  const keepId = cart.type === 'temporary_orders' && !cart.saved?.issue_date;
  await apiPost('cart/save', ZSaveCartResponse, {
    cart: { ...toCartInput(cart), id: keepId ? cart.id : null, type: 'temporary_orders' },
  });
  cartStore.clear(userId);
  notifySuccess('Il carrello è stato spostato negli ordini temporanei');
  return true;
}
