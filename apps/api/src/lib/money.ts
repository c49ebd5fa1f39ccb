/**
 * Exact money: amounts are integer cents (numbers stay far below 2^53 for any real cart);
 * products of several factors go through BigInt so no intermediate is ever a binary fraction.
 */

/** '12.5', '12.50', '-3', 12.5 → integer units of 10^-scale (e.g. cents for scale 2), exactly. */
export function parseScaled(value: string | number, scale: number): number {
  const text = typeof value === 'number' ? value.toFixed(scale) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new Error(`Importo non valido: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) throw new Error(`Troppi decimali: ${text}`);
  const units = Number(whole || '0') * 10 ** scale + Number((fraction + '0'.repeat(scale)).slice(0, scale) || '0');
  return sign === '-' ? -units : units;
}

export const toCents = (value: string | number): number => parseScaled(value, 2);

/** Integer cents → the numeric literal SQL stores ('1234.50'). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer cents → euro as a JSON number (only at the edge: 1234.5 prints as 1234.5). */
export const centsToEuro = (cents: number): number => Number(centsToDecimal(cents));

const groups = /\B(?=(\d{3})+(?!\d))/g;

/** 123456 → '1.234,56 €' (Italian style, with thousands separator from 1.000). */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100)).replace(groups, '.');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} €`;
}

/** Grams (integer) → kilograms as a JSON number. */
export const gramsToKg = (grams: number): number => Number(`${Math.trunc(grams / 1000)}.${String(Math.abs(grams % 1000)).padStart(3, '0')}`);
