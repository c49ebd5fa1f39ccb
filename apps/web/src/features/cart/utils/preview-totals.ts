import type { CartLine } from '../store/cart-model';

/** Euro number → integer cents (prices arrive with at most two decimals). */
export function toCents(euro: number): bigint {
  return BigInt(Math.round(euro * 100));
}

/** Integer division rounding halves away from zero (amounts here are never negative). */
function divRound(n: bigint, d: bigint): bigint {
  return (n * 2n + d) / (2n * d);
}

/**
 * Display preview of a line total in cents: price × qty × (1 − d1/100) × (1 − d2/100), rounded to the cent
 * (PRODUCT.md). Exact integer arithmetic; the saved and sent amounts are always the server's.
 */
export function previewRowCents(line: Pick<CartLine, 'price' | 'quantity' | 'discount_1' | 'discount_2' | 'disable_discounts'>): bigint {
  if (line.price === null) return 0n;
  const d1 = line.disable_discounts ? 0n : BigInt(line.discount_1);
  const d2 = line.disable_discounts ? 0n : BigInt(line.discount_2);
  // Quantities may have up to three decimals (units sold by measure): exact in thousandths.
  return divRound(toCents(line.price) * BigInt(Math.round(line.quantity * 1000)) * (100n - d1) * (100n - d2), 10_000_000n);
}

export function previewGoodsCents(lines: CartLine[]): bigint {
  return lines.reduce((sum, l) => sum + previewRowCents(l), 0n);
}

/** Cents → euro number for formatMoney (exact: cents below 2^53 are representable). */
export function centsToEuro(cents: bigint): number {
  return Number(cents) / 100;
}

/** Total weight in kg (display only). */
export function previewWeight(lines: CartLine[]): number {
  return Math.round(lines.reduce((sum, l) => sum + l.weight * l.quantity, 0) * 1000) / 1000;
}
