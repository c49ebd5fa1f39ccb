import { describe, expect, it } from 'vitest';
import { DISCOUNT_OPTIONS, discountPairLabel } from './discount-options';
import { centsToEuro, previewGoodsCents, previewRowCents } from './preview-totals';

const line = { price: 10, quantity: 3, discount_1: 0, discount_2: 0, disable_discounts: false, unit_of_measure: 'PZ' };

describe('cart preview totals (cents)', () => {
  it('applies cascading discounts and rounds to the cent', () => {
    // 10 × 3 × 0.98 × 0.98 = 28.812 → 28.81
    expect(previewRowCents({ ...line, discount_1: 2, discount_2: 2 })).toBe(2881);
    // 0.10 × 3 = 0.30 exactly (binary floats would give 0.30000000000000004)
    expect(previewRowCents({ ...line, price: 0.1 })).toBe(30);
    // 1.15 × 1 × 0.99 × 0.99 = 1.127115 → 1.13
    expect(previewRowCents({ ...line, price: 1.15, quantity: 1, discount_1: 1, discount_2: 1 })).toBe(113);
  });

  it('takes fractional quantities exactly (2,5 m × 4,20 € = 10,50 €)', () => {
    expect(previewRowCents({ ...line, price: 4.2, quantity: 2.5 })).toBe(1050);
    expect(previewRowCents({ ...line, price: 0.07, quantity: 1.005 })).toBe(7);
  });

  it('ignores discounts on disable_discounts lines and counts unpriced lines as zero', () => {
    expect(previewRowCents({ ...line, discount_1: 4, discount_2: 4, disable_discounts: true })).toBe(3000);
    expect(previewRowCents({ ...line, price: null })).toBe(0);
  });

  it('sums the lines and converts back to euro', () => {
    const lines = [
      { ...line, product_id: 1, product_code: 'A', description: 'A', notes: null, weight: 0 },
      { ...line, product_id: 2, product_code: 'B', description: 'B', notes: null, weight: 0, price: 0.2, quantity: 1 },
    ];
    expect(centsToEuro(previewGoodsCents(lines))).toBe(30.2);
  });
});

describe('discount options', () => {
  it('offers each discount as a percentage and reads the pair the spec way (1+1 … 4+4)', () => {
    expect(DISCOUNT_OPTIONS.map((o) => o.label)).toEqual(['nessuno', '1%', '2%', '3%', '4%']);
    expect(discountPairLabel(4, 4)).toBe('4+4');
    expect(discountPairLabel(2, 1)).toBe('2+1');
  });
});
