import { notifySuccess } from '../../../lib/notify';
import { queueWrite } from '../../../lib/offline/outbox';
import type { SaveChoice } from '../components/save-cart-modal';
import { cartStore } from '../store/cart-store';
import { seenFigures } from '../utils/cart-figures';
import { queuedQuote } from './queued-quote';

export const QUOTE_QUEUED = 'Preventivo salvato sul dispositivo: sarà nell’archivio al ritorno della rete (Da sincronizzare)';

/**
 * 'Salva preventivo' without network (issue 18): the save goes to the outbox with its own key and the prices the agent
 * sees; the server saves it at today's prices and says which differ. Like an order sent offline, the quote leaves the
 * cart: a second offline save of the same cart would otherwise make a second quote (or a stale version of a restored
 * one) before the first reached the server.
 */
export async function queueQuote(userId: number, choice: SaveChoice): Promise<void> {
  const cart = cartStore.get(userId);
  if (cart.items.length === 0 || cart.conflict) return;
  await queueWrite(userId, queuedQuote(cart, choice, await seenFigures(userId, cart)));
  cartStore.clear(userId);
  notifySuccess(QUOTE_QUEUED);
}
