import { useAddLinesToCart } from '../features/cart/hooks/use-add-lines-to-cart';
import { BriefingPage } from '../features/customers/components/briefing-page';
import { ReorderButton } from '../features/orders/components/reorder-button';
import { useReorderIntoCart } from './cart-routes';

/**
 * The briefing wired to the cart (habitual products) and the orders ('Riordina' on its last orders). A module of
 * its own so the chart it draws loads with the briefing, not with the catalogue or the orders.
 */
export function BriefingRoute() {
  const reorder = useReorderIntoCart();
  return (
    <BriefingPage
      onAddToCart={useAddLinesToCart()}
      renderReorder={(order) => <ReorderButton orderId={order.id} onReorder={reorder} compact label={`Riordina ${order.code}`} />}
    />
  );
}
