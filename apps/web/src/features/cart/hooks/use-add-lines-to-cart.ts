import type { TReorderLine } from '@portale/contract/orders';
import { useNavigate } from 'react-router';
import { countOf } from '@portale/contract/italian-count';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useActivate, useSession } from '../../../lib/session';
import { cartStore } from '../store/cart-store';

/** Lines for one customer's cart: an old order ('Riordina') or the briefing's habitual products. */
export interface CartBatch {
  customer: { id: number; external_id: string; company_name: string; price_list_id: number | null };
  profile_external_id: string;
  lines: TReorderLine[];
  /** How the success notice ends: "dall'ordine OR-1", 'dalla scheda visita'. */
  source: string;
  /** Open the cart afterwards (a whole order); a single product leaves the agent where they are. */
  openCart: boolean;
}

/**
 * Puts lines into the cart (composed by the app layer): the batch's customer becomes the current one when it is
 * not (the server parks a cart of someone else, as 'Attiva' does), then each line goes in at its quantity and
 * today's price with the discounts agreed last time; lines the cart refuses are named in an error notice.
 */
export function useAddLinesToCart() {
  const navigate = useNavigate();
  const session = useSession();
  const activate = useActivate();
  const userId = session.data?.user.id;

  return async (batch: CartBatch) => {
    if (!userId) return;
    const current = session.data?.current;
    try {
      if (current?.customer?.id !== batch.customer.id || current?.profile?.external_id !== batch.profile_external_id) {
        await activate.mutateAsync({ profile_external_id: batch.profile_external_id, customer_id: batch.customer.id });
      }
    } catch (error) {
      notifyApiError(error);
      return;
    }
    const context = {
      profile_external_id: batch.profile_external_id,
      customer_id: batch.customer.id,
      customer_external_id: batch.customer.external_id,
      customer_name: batch.customer.company_name,
      price_list_id: batch.customer.price_list_id,
    };
    const refused: string[] = [];
    for (const line of batch.lines) {
      const isNew = !cartStore.get(userId).items.some((l) => l.product_id === line.product_id);
      const problem = cartStore.addItem(userId, context, line, line.quantity);
      if (problem) refused.push(`${line.product_code}: ${problem}`);
      // The discounts agreed last time come with a new line; a line already in the cart keeps its own.
      else if (isNew && (line.discount_1 || line.discount_2)) {
        cartStore.setDiscount(userId, line.product_id, 1, line.discount_1);
        cartStore.setDiscount(userId, line.product_id, 2, line.discount_2);
      }
    }
    const added = batch.lines.length - refused.length;
    if (added > 0) notifySuccess(`${countOf(added, 'prodotto aggiunto', 'prodotti aggiunti')} al carrello ${batch.source}`);
    if (refused.length > 0) notifyError(refused.join('; '), 'Non aggiunti al carrello');
    if (batch.openCart) navigate('/cart');
  };
}
