import type { TCurrentCart } from '@portale/contract/cart';
import type { CartContext } from '../features/cart/store/cart-model';

/** The customers and product the cart tests use (a cart's context and a product as the catalogue gives it). */
export const ROSSI: CartContext = { profile_external_id: 'A01', customer_id: 10, customer_external_id: 'C010', customer_name: 'Rossi Srl', price_list_id: 1 };
export const VITE = { product_id: 5, product_code: 'P005', description: 'Vite M6', price: 1.25, disable_discounts: false, weight: 0.01, unit_of_measure: 'PZ' };

/** The server's current cart at `version`: one line of VITE of `quantity` for `customer`, or empty (null). */
export function serverCart(version: number, quantity: number | null, customer: CartContext = ROSSI, extra: Partial<TCurrentCart> = {}): TCurrentCart {
  const bound = quantity !== null;
  return {
    version,
    updated_at: '2026-11-20T10:00:00.000Z',
    id: null,
    quote_revision: null,
    name: null,
    type: null,
    profile_external_id: bound ? customer.profile_external_id : null,
    customer_id: bound ? customer.customer_id : null,
    customer_external_id: bound ? customer.customer_external_id : null,
    customer_name: bound ? customer.customer_name : null,
    price_list_id: bound ? customer.price_list_id : null,
    items: bound ? [{ ...VITE, quantity, discount_1: 0, discount_2: 0, notes: null }] : [],
    notes: null,
    shipping_items: null,
    promotion_item: null,
    shipping_address_id: null,
    shipping_address_is_new: false,
    shipping_address_new: null,
    payment_mode_id: null,
    totals: null,
    totals_problem: null,
    saved_unchanged: false,
    ...extra,
  };
}
