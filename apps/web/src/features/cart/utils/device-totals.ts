import type { TCurrentCartTotals } from '@portale/contract/cart';
import { chooseAdditions, computeTotals, freeShippingGapCents, shippingLineCents, sumGoods } from '@portale/contract/cart-calculator';
import { formatMoney } from '../../../lib/format';
import type { DevicePricing } from '../../../lib/offline/device-pricing';
import type { CartLine } from '../store/cart-model';
import { centsToEuro, lineWeightGrams, previewRowCents } from './preview-totals';

/**
 * The cart's figures computed on the device with the server's own arithmetic (contract cart-calculator.ts) from the
 * copy's prices, addition rules and payment mode: without network the agent sees the totals the order will carry, so
 * an order built offline is held on arrival only when something really changed. Null when a line has no price.
 */
export function deviceTotals(
  cart: { items: CartLine[]; shipping_items: unknown[] | null },
  pricing: DevicePricing,
): TCurrentCartTotals | null {
  if (cart.items.some((l) => l.price === null)) return null;
  const lines = cart.items.map((l) => ({ product_id: l.product_id, rowCents: previewRowCents(l), weightGrams: lineWeightGrams(l) }));
  const { goodsCents, weightGrams } = sumGoods(lines);
  // Shipping lines are derived; only their removal (an empty list) is the agent's choice.
  const shippingRemoved = !!cart.shipping_items && cart.shipping_items.length === 0;
  const { shipping, promotion } = chooseAdditions(pricing.rules, goodsCents, weightGrams, { shippingRemoved, noPromotion: false });
  const final = computeTotals(lines, pricing.payment.discountBasisPoints, shipping);
  const gap = shippingRemoved ? null : freeShippingGapCents(pricing.rules, goodsCents, weightGrams);
  return {
    rows: lines.map((l) => ({ product_id: l.product_id, row_total: centsToEuro(l.rowCents) })),
    total: centsToEuro(final.goodsCents),
    payment_mode: pricing.payment.description,
    discount_percentage: final.discountBasisPoints / 100,
    discount_amount: centsToEuro(final.discountCents),
    shipping_items: shipping.map((r) => ({ id: r.id, external_id: r.externalId, description: r.description, price: centsToEuro(shippingLineCents(r)), quantity: 1 })),
    promotion_item: promotion && { id: promotion.id, external_id: promotion.externalId, description: promotion.description },
    total_weight: final.weightGrams / 1000,
    total_final: centsToEuro(final.finalCents),
    free_shipping_message: gap === null ? '' : `Mancano ${formatMoney(centsToEuro(gap))} per la spedizione gratuita`,
    order_minimum_message: orderMinimumMessage(pricing.minOrderCents, final.goodsCents),
    // The receivables are the server's to judge: the device says nothing rather than something stale.
    overdue_hold_message: '',
  };
}

/** As the server says it: 'Mancano 120,00 € al minimo d'ordine', or ''. */
function orderMinimumMessage(minimumCents: number | null, goodsCents: number): string {
  const missing = minimumCents === null ? 0 : minimumCents - goodsCents;
  return missing > 0 ? `Mancano ${formatMoney(centsToEuro(missing))} al minimo d'ordine` : '';
}
