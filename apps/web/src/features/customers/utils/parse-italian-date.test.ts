import { describe, expect, it } from 'vitest';
import { parseItalianDate } from './parse-italian-date';

describe('parseItalianDate', () => {
  it('reads day/month/year as Italians type it', () => {
    expect(parseItalianDate('21/11/2026')).toBe('2026-11-21');
    expect(parseItalianDate('1.2.2025')).toBe('2025-02-01');
    expect(parseItalianDate(' 05-03-2024 ')).toBe('2024-03-05');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(parseItalianDate('31/02/2026')).toBeNull();
    expect(parseItalianDate('29/02/2025')).toBeNull();
    expect(parseItalianDate('2026-11-21')).toBeNull();
    expect(parseItalianDate('ieri')).toBeNull();
  });

  it('accepts a leap day', () => {
    expect(parseItalianDate('29/02/2024')).toBe('2024-02-29');
  });
});
