import { quantityProblem } from '@portale/contract/quantity';
import { AppError } from '../../lib/app-error';
import { discountedRowCents, formatEuro, percentOfCents } from '../../lib/money';

/** A product as the calculator needs it, with its price in the cart's price list (null = not priced). */
export interface PricedProduct {
  id: number;
  code: string;
  description: string;
  priceCents: number | null;
  weightGrams: number;
  /** Hundredths of a percent: 22 % → 2200. */
  vatBasisPoints: number;
  disableDiscounts: boolean;
  /** Decides whether the quantity may have decimals (contract quantity.ts). */
  unitOfMeasure: string;
}

export interface LineInput {
  product_id: number;
  quantity: number;
  discount_1?: number;
  discount_2?: number;
  notes?: string | null;
}

export interface ComputedLine {
  product: PricedProduct;
  priceCents: number;
  quantity: number;
  discount1: number;
  discount2: number;
  rowCents: number;
  weightGrams: number;
  notes: string | null;
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

/**
 * Recomputes every line from the price list: the client's prices and totals are never read.
 * Discounts must be allowed values; lines of products with disable_discounts take none.
 */
export function computeLines(lines: LineInput[], products: Map<number, PricedProduct>, allowedDiscounts: readonly number[]): ComputedLine[] {
  return lines.map((line, index) => {
    const product = products.get(line.product_id);
    if (!product) throw AppError.badRequest(`Prodotto non disponibile nel catalogo (id ${line.product_id})`);
    if (product.priceCents === null) {
      throw AppError.badRequest(`Il prodotto ${product.code} non ha un prezzo nel listino del cliente`);
    }
    const problem = quantityProblem(line.quantity, product.unitOfMeasure);
    if (problem) throw new AppError('VALIDATION_FAILED', `${product.code}: ${problem}`, [{ path: `items.${index}.quantity`, message: problem }]);
    let d1 = line.discount_1 ?? 0;
    let d2 = line.discount_2 ?? 0;
    if (product.disableDiscounts) {
      // Such lines take no discount, whatever an older copy of the cart carried.
      d1 = 0;
      d2 = 0;
    } else if (!allowedDiscounts.includes(d1) || !allowedDiscounts.includes(d2)) {
      throw AppError.badRequest(`Sconto non consentito sul prodotto ${product.code}: valori ammessi ${allowedDiscounts.join(', ')}`);
    }
    return {
      product,
      priceCents: product.priceCents,
      quantity: line.quantity,
      discount1: d1,
      discount2: d2,
      rowCents: discountedRowCents(product.priceCents, line.quantity, d1, d2),
      weightGrams: Math.round(product.weightGrams * line.quantity),
      notes: line.notes?.trim() ? line.notes.trim() : null,
    };
  });
}

export function sumGoods(lines: ComputedLine[]): { goodsCents: number; weightGrams: number } {
  let goodsCents = 0;
  let weightGrams = 0;
  for (const l of lines) {
    goodsCents += l.rowCents;
    weightGrams += l.weightGrams;
  }
  return { goodsCents, weightGrams };
}

/** total_final = goods − payment-mode discount (on the goods) + shipping lines. */
export function computeTotals(lines: ComputedLine[], discountBasisPoints: number, shipping: AdditionRule[]): ComputedTotals {
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
 * How much more goods reach the nearest free-shipping rule, or '' when shipping is already free or
 * no free-shipping rule can be reached by adding goods (one whose weight cap is already exceeded cannot).
 */
export function freeShippingMessage(rules: AdditionRule[], goodsCents: number, weightGrams: number): string {
  const current = winningRule(rules, 'shipping', goodsCents, weightGrams);
  if (current?.isFreeShipping) return '';
  let missing: number | null = null;
  for (const r of rules) {
    if (r.type !== 'shipping' || !r.isFreeShipping || r.amountMinCents === null || r.amountMinCents <= goodsCents) continue;
    if (r.weightMaxGrams !== null && weightGrams > r.weightMaxGrams) continue;
    const gap = r.amountMinCents - goodsCents;
    if (missing === null || gap < missing) missing = gap;
  }
  return missing === null ? '' : `Mancano ${formatEuro(missing)} per la spedizione gratuita`;
}
