import { describe, expect, it } from 'vitest';
import { discountPending } from './discount-pending';

const line = (discount_1: number, discount_2: number, disable_discounts = false) => ({ discount_1, discount_2, disable_discounts });

describe('discountPending', () => {
  it('is true when a line’s cascade is beyond the agent’s authority', () => {
    expect(discountPending([line(0, 0), line(25, 0)], 10)).toBe(true);
    expect(discountPending([line(5, 5)], 10)).toBe(false); // 9,75 %
    expect(discountPending([line(5, 6)], 10)).toBe(true); // 10,7 %
  });
  it('ignores lines whose discounts are disabled, and users without a limit (admins)', () => {
    expect(discountPending([line(25, 0, true)], 10)).toBe(false);
    expect(discountPending([line(25, 0)], null)).toBe(false);
  });
});
