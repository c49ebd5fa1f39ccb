import { useSession } from '../../../lib/session';
import { isBoundElsewhere, type CartContext } from '../store/cart-model';
import { cartStore, useCart, type ProductForCart } from '../store/cart-store';

/**
 * The cart as the catalogue needs it (composed by the app layer): whether it holds another customer's
 * products, and adding a product for the current customer.
 */
export function useCartForCatalog() {
  const session = useSession();
  const userId = session.data?.user.id;
  const current = session.data?.current;
  const cart = useCart(userId);
  const customer = current?.customer ?? null;
  const context: CartContext | null =
    current?.profile && customer
      ? {
          profile_external_id: current.profile.external_id,
          customer_id: customer.id,
          customer_external_id: customer.external_id,
          customer_name: customer.company_name,
          price_list_id: customer.price_list_id,
        }
      : null;
  return {
    /** The other customer's name while the cart holds their products, else null. */
    elsewhere: context && isBoundElsewhere(cart, context) ? (cart.customer_name ?? cart.customer_external_id ?? '') : null,
    /** null when added, otherwise why not (Italian). */
    add: (product: ProductForCart, quantity: number): string | null =>
      userId && context ? cartStore.addItem(userId, context, product, quantity) : 'Attivare un cliente per aggiungere prodotti al carrello',
  };
}
