import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedRowCents, percentOfCents } from '@portale/contract/cart-calculator';
import { centsToDecimal, centsToEuro, formatEuro, parseScaled, toCents } from './money';

describe('money', () => {
  it('parses decimal strings exactly', () => {
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('-3.05')).toBe(-305);
    expect(toCents('7')).toBe(700);
    expect(parseScaled('45.500', 3)).toBe(45500);
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('abc')).toThrow();
  });

  it('prints cents as SQL numerics and JSON euro', () => {
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToEuro(10)).toBe(0.1);
  });

  it('formats Italian style', () => {
    expect(formatEuro(123456)).toBe('1.234,56 €');
    expect(formatEuro(12345)).toBe('123,45 €');
    expect(formatEuro(123456789)).toBe('1.234.567,89 €');
    expect(formatEuro(0)).toBe('0,00 €');
  });

  it('applies cascading discounts and rounds half up to the cent', () => {
    // 1234.56 × 2 × 0.98 × 0.98 = 2371.342848 → 2371.34
    expect(discountedRowCents(123456, 2, 2, 2)).toBe(237134);
    // 0.05 × 1 × 0.99 × 0.99 = 0.049005 → 0.05; 0.01 × 0.5 would round half up
    expect(discountedRowCents(5, 1, 1, 1)).toBe(5);
    expect(discountedRowCents(1, 1, 50, 0)).toBe(1);
    expect(percentOfCents(251131, 250)).toBe(6278); // 2.5 % of 2511.31 = 62.78275
    expect(percentOfCents(200, 250)).toBe(5);
  });

  it('matches an exact rational reference for any price, quantity and discounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (price, qty, d1, d2) => {
          const row = discountedRowCents(price, qty, d1, d2);
          // |exact − row| ≤ 1/2 cent, with exact = n / 10000 compared in integers.
          const n = BigInt(price) * BigInt(qty) * BigInt(100 - d1) * BigInt(100 - d2);
          const diff = n - BigInt(row) * 10_000n;
          expect(diff >= -5_000n && diff < 5_000n).toBe(true);
        },
      ),
    );
  });
});
