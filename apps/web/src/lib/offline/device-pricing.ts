import type { AdditionRule } from '@portale/contract/cart-calculator';
import type { TSyncCartRule } from '@portale/contract/sync';
import { cartRulesOf, type OfflineDb } from './offline-db';

/** What the device knows to total a cart as the server does: its price list's addition rules and the payment mode that applies. */
export interface DevicePricing {
  rules: AdditionRule[];
  payment: { description: string | null; discountBasisPoints: number };
  /** The price list's minimum goods amount of an order (cents); null: none. */
  minOrderCents: number | null;
}

const toAdditionRule = (r: TSyncCartRule): AdditionRule => ({
  id: r.id,
  type: r.type,
  externalId: r.external_id,
  description: r.description,
  priority: r.priority,
  weightMinGrams: r.weight_min_grams,
  weightMaxGrams: r.weight_max_grams,
  amountMinCents: r.amount_min_cents,
  amountMaxCents: r.amount_max_cents,
  isFreeShipping: r.is_free_shipping,
  priceCents: r.price_cents,
});

/** A percentage (2.5) as the calculator's hundredths of a percent (250). */
const basisPoints = (percent: number) => Math.round(percent * 100);

/** The cart's identity as pricing needs it. */
export interface PricedCartKey {
  customer_id: number | null;
  price_list_id: number | null;
  payment_mode_id: number | null;
}

/**
 * The device's pricing of a cart, from the copy (sync/cart-rules and the customer's payment mode); undefined when the
 * copy cannot say (never downloaded, the customer or the chosen payment mode not in it): the cart then shows goods only.
 */
export async function devicePricingFor(db: OfflineDb, cart: PricedCartKey): Promise<DevicePricing | undefined> {
  if (cart.customer_id === null || cart.price_list_id === null) return undefined;
  const [record, customer] = await Promise.all([cartRulesOf(db), db.customers.get(cart.customer_id)]);
  const rules = record?.rules[String(cart.price_list_id)];
  if (!rules || !customer) return undefined;
  let payment: DevicePricing['payment'];
  if (cart.payment_mode_id === null) {
    const own = customer.payment_mode;
    payment = own ? { description: own.description, discountBasisPoints: basisPoints(own.discount) } : { description: null, discountBasisPoints: 0 };
  } else {
    const chosen = record.payment_modes.find((m) => m.id === cart.payment_mode_id);
    if (!chosen) return undefined;
    payment = { description: chosen.description, discountBasisPoints: basisPoints(chosen.discount) };
  }
  // A copy downloaded before the lists had minimums has none to say.
  const minimums: Record<string, number> | undefined = record.order_minimums;
  return { rules: rules.map(toAdditionRule), payment, minOrderCents: minimums?.[String(cart.price_list_id)] ?? null };
}
