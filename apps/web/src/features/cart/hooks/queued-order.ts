import type { ZSeenOrder } from '@portale/contract/cart';
import type { z } from 'zod';
import type { QueuedWrite } from '../../../lib/offline/outbox';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { toCartInput, type CartState } from '../store/cart-model';

export type SeenFigures = z.input<typeof ZSeenOrder>;

/**
 * The key of the cart's order: while the outcome of an 'Invia ordine' is unknown (its answer lost), the same cart keeps
 * the key it was sent with, on every path — sent again online, or queued with 'Invia ordine senza rete' (issue 53,
 * point 1) — so the server makes one order of it. A cart changed since is a new submission, with a new key.
 */
export function pendingOrderKey(cart: CartState): string | null {
  return cart.order_key !== null && cart.order_fingerprint === JSON.stringify(toCartInput(cart)) ? cart.order_key : null;
}

/**
 * 'Invia ordine senza rete': the order as it waits in the outbox. Named with the customer, date and time, so a
 * temporary order it may become (held for its prices) is told from the others (issue 53, point 17) — except when it
 * reuses the key of an online attempt, whose body it must repeat as it was sent.
 */
export function queuedOrder(cart: CartState, seen: SeenFigures, now = new Date()): QueuedWrite {
  const customer = cart.customer_name ?? cart.customer_external_id ?? '';
  const when = formatDateTime(now.toISOString());
  const lines = cart.items.length === 1 ? '1 riga' : `${cart.items.length} righe`;
  const pending = pendingOrderKey(cart);
  const input = toCartInput(cart);
  const name = pending ? input.name : (input.name ?? `Ordine senza rete: ${customer} del ${when}`);
  return {
    key: pending ?? newIdempotencyKey(),
    kind: 'order',
    label: `Ordine per ${customer} del ${when} (${lines}, ${formatMoney(seen.total_final)})`,
    input: { body: { ...input, name, seen } },
  };
}
