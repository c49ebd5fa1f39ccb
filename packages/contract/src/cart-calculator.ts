/**
 * The cart's arithmetic, shared by the server and the device (issue 18: an order built without network shows the
 * totals the server will compute). Exact money: integer cents, products of several factors through BigInt so no
 * intermediate is a binary fraction. Validation and loading stay with each side; this is only the computation.
 */

/** n / d rounded half away from zero, for BigInt. */
function divRound(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return negative ? -q : q;
}

/** price × qty × (1 − d1/100) × (1 − d2/100), rounded to the cent (half up). */
export function discountedRowCents(priceCents: number, quantity: number, discount1: number, discount2: number): number {
  // Quantities may carry up to three decimals (units sold by measure): exact in thousandths.
  const n = BigInt(priceCents) * BigInt(Math.round(quantity * 1000)) * BigInt(100 - discount1) * BigInt(100 - discount2);
  return Number(divRound(n, 10_000_000n));
}

/** cents × percentage, where the percentage is given in hundredths of a percent (2.5 % → 250). */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Number(divRound(BigInt(cents) * BigInt(basisPoints), 10_000n));
}

/** A cart-addition rule with amounts converted to integers (grams, cents); null bounds are open. */
export interface AdditionRule {
  id: number;
  type: string;
  externalId: string;
  description: string;
  priority: number;
  weightMinGrams: number | null;
  weightMaxGrams: number | null;
  amountMinCents: number | null;
  amountMaxCents: number | null;
  isFreeShipping: boolean;
  /** The line price: the product coded external_id in the cart's price list, else the rule's fallback. */
  priceCents: number;
}

export interface ComputedTotals {
  goodsCents: number;
  weightGrams: number;
  discountBasisPoints: number;
  discountCents: number;
  shippingCents: number;
  finalCents: number;
}

/** What the totals need of a computed line. */
export interface GoodsLine {
  rowCents: number;
  weightGrams: number;
}

export function sumGoods(lines: GoodsLine[]): { goodsCents: number; weightGrams: number } {
  let goodsCents = 0;
  let weightGrams = 0;
  for (const l of lines) {
    goodsCents += l.rowCents;
    weightGrams += l.weightGrams;
  }
  return { goodsCents, weightGrams };
}

/** total_final = goods − payment-mode discount (on the goods) + shipping lines. */
export function computeTotals(lines: GoodsLine[], discountBasisPoints: number, shipping: AdditionRule[]): ComputedTotals {
  const { goodsCents, weightGrams } = sumGoods(lines);
  const discountCents = percentOfCents(goodsCents, discountBasisPoints);
  const shippingCents = shipping.reduce((sum, s) => sum + shippingLineCents(s), 0);
  return { goodsCents, weightGrams, discountBasisPoints, discountCents, shippingCents, finalCents: goodsCents - discountCents + shippingCents };
}

/** A free-shipping rule gives a zero line; otherwise one unit at the rule's price. */
export function shippingLineCents(rule: AdditionRule): number {
  return rule.isFreeShipping ? 0 : rule.priceCents;
}

const within = (value: number, min: number | null, max: number | null) => (min === null || value >= min) && (max === null || value <= max);

export function ruleMatches(rule: AdditionRule, goodsCents: number, weightGrams: number): boolean {
  return within(weightGrams, rule.weightMinGrams, rule.weightMaxGrams) && within(goodsCents, rule.amountMinCents, rule.amountMaxCents);
}

/** The matching rule of a type with the lowest priority (ties: lowest id), or null. */
export function winningRule(rules: AdditionRule[], type: string, goodsCents: number, weightGrams: number): AdditionRule | null {
  let best: AdditionRule | null = null;
  for (const r of rules) {
    if (r.type !== type || !ruleMatches(r, goodsCents, weightGrams)) continue;
    if (!best || r.priority < best.priority || (r.priority === best.priority && r.id < best.id)) best = r;
  }
  return best;
}

/**
 * The additions a cart gets: shipping lines are derived, never chosen (only their removal, an empty list, is the
 * agent's choice); the promotion is the matching one unless the agent chose none.
 */
export function chooseAdditions(rules: AdditionRule[], goodsCents: number, weightGrams: number, choice: { shippingRemoved: boolean; noPromotion: boolean }) {
  const shippingWinner = winningRule(rules, 'shipping', goodsCents, weightGrams);
  return {
    shipping: choice.shippingRemoved || !shippingWinner ? [] : [shippingWinner],
    promotion: choice.noPromotion ? null : winningRule(rules, 'promotion', goodsCents, weightGrams),
  };
}

/**
 * How much more goods (cents) reach the nearest free-shipping rule; null when shipping is already free or no
 * free-shipping rule can be reached by adding goods (one whose weight cap is already exceeded cannot).
 */
export function freeShippingGapCents(rules: AdditionRule[], goodsCents: number, weightGrams: number): number | null {
  const current = winningRule(rules, 'shipping', goodsCents, weightGrams);
  if (current?.isFreeShipping) return null;
  let missing: number | null = null;
  for (const r of rules) {
    if (r.type !== 'shipping' || !r.isFreeShipping || r.amountMinCents === null || r.amountMinCents <= goodsCents) continue;
    if (r.weightMaxGrams !== null && weightGrams > r.weightMaxGrams) continue;
    const gap = r.amountMinCents - goodsCents;
    if (missing === null || gap < missing) missing = gap;
  }
  return missing;
}
