/**
 * Allowed cascading line discounts (PRODUCT.md: default 0..4 %). Each select shows a percentage, so two selects
 * never read as four discounts; the pair reads the spec's way ('2+2', '2+1') beside the line total.
 */
export const DISCOUNT_VALUES = [0, 1, 2, 3, 4] as const;

export function discountLabel(value: number): string {
  return value === 0 ? 'nessuno' : `${value}%`;
}

/** The pair of cascading discounts as the spec writes them: '1+1' … '4+4'. */
export function discountPairLabel(first: number, second: number): string {
  return `${first}+${second}`;
}

/** Options for a Mantine select; values are strings there. */
export const DISCOUNT_OPTIONS = DISCOUNT_VALUES.map((v) => ({ value: String(v), label: discountLabel(v) }));
