import type { TCartInput, ZSeenOrder } from '@portale/contract/cart';
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
  return cart.order_key !== null && sentInput(cart) !== null ? cart.order_key : null;
}

/**
 * The body the pending order was sent with, while the cart is still that submission (null: never sent, or changed
 * since). A send whose answer is lost takes the cart back from the additions step to its first step, where the
 * promotion reads 'derive' (no choice made there): the choice made at the additions step still stands for the same
 * cart, so only the promotion choice may differ there — anything else, or another choice at the additions step, is a
 * new submission.
 */
function sentInput(cart: CartState): TCartInput | null {
  if (cart.order_fingerprint === null) return null;
  const now = toCartInput(cart);
  const sent = JSON.parse(cart.order_fingerprint) as TCartInput;
  if (cart.order_fingerprint === JSON.stringify(now)) return sent;
  if (cart.step === 'additions') return null;
  return JSON.stringify({ ...now, promotion_choice: sent.promotion_choice }) === cart.order_fingerprint ? sent : null;
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
  // Under the online attempt's key, the very request sent then (the server compares it): else the cart as it is.
  const input = (pending ? sentInput(cart) : null) ?? toCartInput(cart);
  const name = pending ? input.name : (input.name ?? `Ordine senza rete: ${customer} del ${when}`);
  return {
    key: pending ?? newIdempotencyKey(),
    kind: 'order',
    label: `Ordine per ${customer} del ${when} (${lines}, ${formatMoney(seen.total_final)})`,
    input: { body: { ...input, name, seen } },
  };
}
