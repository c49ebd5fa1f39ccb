import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { notifySuccess } from '../../../lib/notify';
import { queueWrite } from '../../../lib/offline/outbox';
import type { SaveChoice } from '../components/save-cart-modal';
import { toCartInput } from '../store/cart-model';
import { cartStore } from '../store/cart-store';
import { seenFigures } from '../utils/cart-figures';

export const QUOTE_QUEUED = 'Preventivo salvato sul dispositivo: sarà nell’archivio al ritorno della rete (Da sincronizzare)';

/**
 * 'Salva preventivo' without network (issue 18): the save goes to the outbox with its own key and the prices the agent
 * sees; the server saves it at today's prices and says which differ. Like an order sent offline, the quote leaves the
 * cart: a second offline save of the same cart would otherwise make a second quote (or a stale version of a restored
 * one) before the first reached the server.
 */
export async function queueQuote(userId: number, { name, validUntil }: SaveChoice): Promise<void> {
  const cart = cartStore.get(userId);
  if (cart.items.length === 0 || cart.conflict) return;
  await queueWrite(userId, {
    key: newIdempotencyKey(),
    kind: 'quote',
    label: `Preventivo «${name}» per ${cart.customer_name ?? cart.customer_external_id}`,
    input: { body: { cart: { ...toCartInput(cart), name, type: 'quotes', valid_until: validUntil }, seen: await seenFigures(userId, cart) } },
  });
  cartStore.clear(userId);
  notifySuccess(QUOTE_QUEUED);
}
