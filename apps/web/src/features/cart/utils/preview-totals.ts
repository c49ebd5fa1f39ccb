import { discountedRowCents } from '@portale/contract/cart-calculator';
import type { CartLine } from '../store/cart-model';

/** Euro number → integer cents (prices arrive with at most two decimals). */
export const toCents = (euro: number): number => Math.round(euro * 100);

/**
 * A line total in cents as the server computes it (the contract's calculator): price × qty × (1 − d1/100) ×
 * (1 − d2/100), rounded to the cent; a product that takes no discounts takes none. 0 for a line without a price.
 */
export function previewRowCents(line: Pick<CartLine, 'price' | 'quantity' | 'discount_1' | 'discount_2' | 'disable_discounts'>): number {
  if (line.price === null) return 0;
  const off = line.disable_discounts;
  return discountedRowCents(toCents(line.price), line.quantity, off ? 0 : line.discount_1, off ? 0 : line.discount_2);
}

export function previewGoodsCents(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + previewRowCents(l), 0);
}

/** Cents → euro number for formatMoney (exact: cents below 2^53 are representable). */
export function centsToEuro(cents: number): number {
  return cents / 100;
}

/** A line's weight in grams, as the server rounds it (the product's kilograms to the gram, times the quantity). */
export const lineWeightGrams = (line: Pick<CartLine, 'weight' | 'quantity'>): number => Math.round(Math.round(line.weight * 1000) * line.quantity);

/** Total weight in kg (display only). */
export function previewWeight(lines: CartLine[]): number {
  return Math.round(lines.reduce((sum, l) => sum + l.weight * l.quantity, 0) * 1000) / 1000;
}
