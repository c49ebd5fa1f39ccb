/**
 * Quantities typed the Italian way (PRODUCT.md "Cart"). The rule: a product's `unit_of_measure` decides.
 * Units measured on a continuous scale (metres, kilograms, square/cubic metres, litres) take up to three
 * decimals, typed with a decimal comma ('2,5'); every other unit (PZ, CF, SC, CT…) is counted in whole
 * units, minimum 1. A typed text is never reinterpreted: '2,5' for pieces, '-3', '1.000' are refused.
 */
export const FRACTIONAL_UNITS: readonly string[] = ['ML', 'M', 'MT', 'KG', 'MQ', 'M2', 'M3', 'MC', 'LT', 'L'];
export const QUANTITY_DECIMALS = 3;
/** The largest quantity of one cart line (the server refuses more). */
export const MAX_QUANTITY = 1_000_000;
const MAX_TEXT = '1.000.000';

export function allowsFractions(unit: string | null | undefined): boolean {
  return unit !== null && unit !== undefined && FRACTIONAL_UNITS.includes(unit.trim().toUpperCase());
}

const hasAtMostDecimals = (n: number) => Math.abs(Math.round(n * 10 ** QUANTITY_DECIMALS) - n * 10 ** QUANTITY_DECIMALS) < 1e-6;

/** Why a numeric quantity is not acceptable for a unit (Italian), or null when it is. */
export function quantityProblem(quantity: number, unit: string | null | undefined): string | null {
  if (!Number.isFinite(quantity)) return 'Quantità non valida';
  if (quantity > MAX_QUANTITY) return maxQuantityMessage(unit);
  if (allowsFractions(unit)) {
    if (quantity <= 0) return 'La quantità deve essere maggiore di zero';
    if (!hasAtMostDecimals(quantity)) return `La quantità ammette al massimo ${QUANTITY_DECIMALS} decimali`;
    return null;
  }
  if (!Number.isInteger(quantity)) return `Questo prodotto si vende a unità intere (${unit ?? 'PZ'}): la quantità non può avere decimali`;
  if (quantity < 1) return 'La quantità minima è 1';
  return null;
}

export type ParsedQuantity = { ok: true; value: number } | { ok: false; message: string };

/**
 * Reads a quantity typed by the user: digits, and for fractional units one decimal comma. Anything else is
 * refused with an Italian message, never reinterpreted.
 */
export function parseQuantity(text: string, unit: string | null | undefined): ParsedQuantity {
  const typed = text.trim();
  if (typed === '') return { ok: false, message: 'Inserire la quantità' };
  if (typed.startsWith('-')) return { ok: false, message: allowsFractions(unit) ? 'La quantità deve essere maggiore di zero' : 'La quantità minima è 1' };
  if (typed.includes('.')) return { ok: false, message: allowsFractions(unit) ? 'Usare la virgola per i decimali (es. 2,5)' : 'Scrivere la quantità senza punti' };
  if (!/^\d+(,\d+)?$/.test(typed)) return { ok: false, message: 'Quantità non valida: usare solo cifre' };
  const value = Number(typed.replace(',', '.'));
  const problem = quantityProblem(value, unit);
  return problem ? { ok: false, message: problem } : { ok: true, value };
}

/** 'La quantità massima per riga è 1.000.000 PZ' (without a unit when none is known). */
export function maxQuantityMessage(unit?: string | null): string {
  return `La quantità massima per riga è ${MAX_TEXT}${unit ? ` ${unit}` : ''}`;
}

/** 2.5 → '2,5', 3 → '3': a quantity as the user types it. */
export function formatQuantity(quantity: number): string {
  return String(Number(quantity.toFixed(QUANTITY_DECIMALS))).replace('.', ',');
}
