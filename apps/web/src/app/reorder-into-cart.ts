import type { TReorderResponse } from '@portale/contract/orders';
import { useAddLinesToCart } from '../features/cart/hooks/use-add-lines-to-cart';

/**
 * 'Riordina': an old order's products into the cart, then the cart. A module of its own so the customers home's
 * row action loads it without the catalogue and the lists of cart-routes.tsx.
 */
export function useReorderIntoCart() {
  const addLines = useAddLinesToCart();
  return (answer: TReorderResponse) => addLines({ ...answer, source: `dall'ordine ${answer.order.code}`, openCart: true });
}
