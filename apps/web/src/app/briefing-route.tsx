import { useAddLinesToCart } from '../features/cart/hooks/use-add-lines-to-cart';
import { useCart } from '../features/cart/store/cart-store';
import { useSession } from '../lib/session';
import { BriefingPage } from '../features/customers/components/briefing-page';
import { ReorderButton } from '../features/orders/components/reorder-button';
import { useReorderIntoCart } from './reorder-into-cart';

/**
 * The briefing wired to the cart (habitual products) and the orders ('Riordina' on its last orders). A module of
 * its own so the chart it draws loads with the briefing, not with the catalogue or the orders.
 */
export function BriefingRoute() {
  const reorder = useReorderIntoCart();
  const cart = useCart(useSession().data?.user.id);
  // What the cart already holds for a customer: the briefing says so on those rows and 'Aggiungi tutti' skips them.
  const inCart = (customerId: number) =>
    cart.customer_id === customerId ? new Map(cart.items.map((l) => [l.product_id, l.quantity])) : new Map<number, number>();
  return (
    <BriefingPage
      onAddToCart={useAddLinesToCart()}
      inCart={inCart}
      renderReorder={(order) => <ReorderButton orderId={order.id} onReorder={reorder} compact label={`Riordina ${order.code}`} />}
    />
  );
}
