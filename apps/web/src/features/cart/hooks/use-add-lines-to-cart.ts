import type { TReorderResponse } from '@portale/contract/orders';
import { useNavigate } from 'react-router';
import { countOf } from '@portale/contract/italian-count';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useActivate, useSession } from '../../../lib/session';
import { cartStore } from '../store/cart-store';

/**
 * 'Riordina' (composed by the app layer): the order's customer becomes the current one when it is not (the
 * server parks a cart of someone else, as 'Attiva' does), then its products go into the cart at the order's
 * quantities and today's prices, and the app opens the cart.
 */
export function useReorderIntoCart() {
  const navigate = useNavigate();
  const session = useSession();
  const activate = useActivate();
  const userId = session.data?.user.id;

  return async (answer: TReorderResponse) => {
    if (!userId) return;
    const current = session.data?.current;
    try {
      if (current?.customer?.id !== answer.customer.id || current?.profile?.external_id !== answer.profile_external_id) {
        await activate.mutateAsync({ profile_external_id: answer.profile_external_id, customer_id: answer.customer.id });
      }
    } catch (error) {
      notifyApiError(error);
      return;
    }
    const context = {
      profile_external_id: answer.profile_external_id,
      customer_id: answer.customer.id,
      customer_external_id: answer.customer.external_id,
      customer_name: answer.customer.company_name,
      price_list_id: answer.customer.price_list_id,
    };
    const refused: string[] = [];
    for (const line of answer.lines) {
      const problem = cartStore.addItem(userId, context, line, line.quantity);
      if (problem) refused.push(`${line.product_code}: ${problem}`);
    }
    const added = answer.lines.length - refused.length;
    if (added > 0) notifySuccess(`${countOf(added, 'prodotto aggiunto', 'prodotti aggiunti')} al carrello dall'ordine ${answer.order.code}`);
    if (refused.length > 0) notifyError(refused.join('; '), 'Non aggiunti al carrello');
    navigate('/cart');
  };
}
