import { describe, expect, it } from 'vitest';
import { describeRule, effectiveRule, keepsRule, nearestValidQuantity, quantityRuleProblem } from './quantity-rules';

const carton = { min: 12, multiple: 6 };

describe('quantity rules', () => {
  it('accepts the minimum and its multiples only', () => {
    expect([12, 18, 24, 600].every((q) => keepsRule(q, carton))).toBe(true);
    expect([1, 6, 11, 13, 15, 17].some((q) => keepsRule(q, carton))).toBe(false);
  });

  it('offers the nearest valid quantity, a carton more on a tie, never less than the minimum', () => {
    expect(nearestValidQuantity(15, carton)).toBe(18);
    expect(nearestValidQuantity(13, carton)).toBe(12);
    expect(nearestValidQuantity(5, carton)).toBe(12);
    expect(nearestValidQuantity(20, carton)).toBe(18);
    expect(nearestValidQuantity(7, { min: 10, multiple: 6 })).toBe(12);
    expect(nearestValidQuantity(1, { min: null, multiple: 6 })).toBe(6);
    expect(nearestValidQuantity(3, { min: 5, multiple: null })).toBe(5);
  });

  it('works in thousandths for fractional packs', () => {
    const roll = { min: null, multiple: 0.5 };
    expect(keepsRule(2.5, roll)).toBe(true);
    expect(keepsRule(0.3 + 0.2, roll)).toBe(true);
    expect(nearestValidQuantity(2.6, roll)).toBe(2.5);
  });

  it('explains the rule in Italian with the fix', () => {
    expect(quantityRuleProblem(15, carton, 'PZ')).toEqual({ message: 'Minimo 12 pezzi, a multipli di 6: 18?', suggestion: 18 });
    expect(quantityRuleProblem(4, { min: null, multiple: 6 }, 'PZ')?.message).toBe('A multipli di 6 pezzi: 6?');
    expect(quantityRuleProblem(18, carton, 'PZ')).toBeNull();
    expect(describeRule({ min: 2, multiple: null }, 'CF')).toBe('Minimo 2 CF');
  });

  it('takes each field from the price list when it states one', () => {
    expect(effectiveRule(carton, { min: 24, multiple: null })).toEqual({ min: 24, multiple: 6 });
    expect(effectiveRule(carton, null)).toEqual(carton);
    expect(effectiveRule({ min: null, multiple: null }, { multiple: 10 })).toEqual({ min: null, multiple: 10 });
  });
});
