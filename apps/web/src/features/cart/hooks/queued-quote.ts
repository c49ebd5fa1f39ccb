import type { QueuedWrite } from '../../../lib/offline/outbox';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { businessToday } from '../../../lib/offline/server-date';
import type { SaveChoice } from '../components/save-cart-modal';
import { toCartInput, type CartState } from '../store/cart-model';
import type { SeenFigures } from './queued-order';

/**
 * 'Salva preventivo' without network: the quote as it waits in the outbox, with its own key, the prices the agent
 * sees and the day it was written in the server's calendar (the device's date corrected by the last sync's
 * `server_date`): a 'Valido fino al' valid that day stays accepted when the quote arrives after it (issue 53, point 16).
 */
export function queuedQuote(cart: CartState, { name, validUntil }: SaveChoice, seen: SeenFigures, writtenOn = businessToday()): QueuedWrite {
  return {
    key: newIdempotencyKey(),
    kind: 'quote',
    label: `Preventivo «${name}» per ${cart.customer_name ?? cart.customer_external_id}`,
    input: { body: { cart: { ...toCartInput(cart), name, type: 'quotes', valid_until: validUntil }, seen, written_on: writtenOn } },
  };
}
