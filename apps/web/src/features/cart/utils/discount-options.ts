/** Allowed cascading line discounts (PRODUCT.md: default 0..4), shown as 'nessuno', '1+1' … '4+4'. */
export const DISCOUNT_VALUES = [0, 1, 2, 3, 4] as const;

export function discountLabel(value: number): string {
  return value === 0 ? 'nessuno' : `${value}+${value}`;
}

/** Options for a Mantine select; values are strings there. */
export const DISCOUNT_OPTIONS = DISCOUNT_VALUES.map((v) => ({ value: String(v), label: discountLabel(v) }));
