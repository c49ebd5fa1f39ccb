import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format';

// Intl inserts a narrow no-break space before the euro sign; compare on plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('Italian formats', () => {
  it('groups thousands with a dot even for 4-digit amounts', () => {
    expect(plain(formatMoney(1234.56))).toBe('1.234,56 €');
    expect(plain(formatMoney('1234567.5'))).toBe('1.234.567,50 €');
    expect(plain(formatMoney(0))).toBe('0,00 €');
  });

  it('leaves missing values empty', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('formats dates as dd/mm/yyyy', () => {
    expect(formatDate('2026-11-20')).toBe('20/11/2026');
  });

  it('formats quantities with a decimal comma', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });
});
