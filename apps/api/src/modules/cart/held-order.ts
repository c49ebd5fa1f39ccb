import type { TCart, TOrderDifference, ZSeenOrder } from '@portale/contract/cart';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { centsToEuro, formatEuro, toCents } from '../../lib/money';
import { storedCart } from './cart-presenter';
import type { CartInput, PricedCart } from './cart-pricing.service';
import { insertCart, type Tx } from './cart.repository';

type SeenOrder = z.output<typeof ZSeenOrder>;

/** Euro as the device sent them → cents (a device's float is rounded, never trusted to be exact). */
const seenCents = (euro: number | null | undefined) => (euro === null || euro === undefined ? null : Math.round(euro * 100));

/** A priced cart as the comparison needs it: each line's product and list price, and the total, in cents. */
export interface PricedFigures {
  lines: { productId: number; label: string; priceCents: number }[];
  finalCents: number;
}

export const pricedFigures = (priced: PricedCart): PricedFigures => ({
  lines: priced.lines.map((l) => ({ productId: l.product.id, label: `${l.product.code} — ${l.product.description}`, priceCents: l.priceCents })),
  finalCents: priced.totals.finalCents,
});

/** The same figures read from a saved cart's answer (a quote saved again under its key answers what it stored). */
export const cartAnswerFigures = (cart: TCart): PricedFigures => ({
  lines: cart.items.map((i) => ({ productId: i.product_id, label: `${i.product_code} — ${i.description}`, priceCents: toCents(i.price) })),
  finalCents: toCents(cart.total_final),
});

/**
 * Where the server's pricing of a cart built without network differs from what the agent saw: each line whose
 * list price changed, and the total when it differs (a discount, shipping or promotion the device could not know).
 */
export function priceDifferences(seen: SeenOrder, priced: PricedFigures, totalLabel: string): TOrderDifference[] {
  const seenPrices = new Map(seen.items.map((i) => [i.product_id, seenCents(i.price)]));
  const differences: TOrderDifference[] = priced.lines
    .filter((l) => seenPrices.get(l.productId) !== l.priceCents)
    .map((l) => {
      const was = seenPrices.get(l.productId);
      return { product_id: l.productId, description: l.label, seen: was == null ? null : centsToEuro(was), now: centsToEuro(l.priceCents) };
    });
  if (seenCents(seen.total_final) !== priced.finalCents) {
    differences.push({ product_id: null, description: totalLabel, seen: seen.total_final, now: centsToEuro(priced.finalCents) });
  }
  return differences;
}

const HELD_SAVED = 'Salvato tra gli Ordini temporanei da confermare';
/** What a held order answers when its differences are not known (held before they were recorded with the key). */
export const HELD_MESSAGE = `Ordine non inviato: prezzi cambiati. ${HELD_SAVED}`;

/**
 * Keeps the order as a temporary order (named after the change), and says what changed (the caller records it as the key's
 * outcome, so a replay answers the same one). The agent opens it from 'Ordini temporanei' to confirm or edit it.
 */
export async function holdOrder(tx: Tx, actor: Actor, input: CartInput, priced: PricedCart, differences: TOrderDifference[]) {
  const { values, items } = storedCart(priced);
  const name = input.name?.trim() || 'Ordine senza rete: prezzi cambiati';
  const cartId = (await insertCart(tx, { ...values, userId: actor.userId, type: 'temporary_orders', name, validUntil: null }, items)).id;
  const total = differences.find((d) => d.product_id === null);
  const lines = differences.filter((d) => d.product_id !== null).length;
  const what = [lines ? `${lines === 1 ? '1 prezzo cambiato' : `${lines} prezzi cambiati`}` : null, total ? `totale ${formatEuro(Math.round((total.now ?? 0) * 100))} invece di ${formatEuro(Math.round((total.seen ?? 0) * 100))}` : null]
    .filter(Boolean)
    .join(', ');
  return {
    success: false,
    message: `Ordine non inviato: ${what || 'prezzi cambiati'}. ${HELD_SAVED}`,
    held: { cart_id: cartId, differences },
  };
}
