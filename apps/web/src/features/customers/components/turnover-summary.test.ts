import { describe, expect, it } from 'vitest';
import { turnoverSummary as withNbsp } from './turnover-summary';

/** Amounts are written with a no-break space before '€'. */
const turnoverSummary = (years: Parameters<typeof withNbsp>[0]) => withNbsp(years).replaceAll('\u00a0', ' ');

// Issue 55, point 16: 'il più alto nel 2026 (3.620,89 €), nel 2026 3.620,89 €' said the same year twice.
describe('turnoverSummary', () => {
  it('names the best and the latest year when they differ', () => {
    expect(
      turnoverSummary([
        { year: 2026, invoices_total: 1200.5 },
        { year: 2024, invoices_total: 3620.89 },
        { year: 2025, invoices_total: 900 },
      ]),
    ).toBe('Fatturato dal 2024 al 2026: il più alto nel 2024 (3.620,89 €), nel 2026 1.200,50 €.');
  });

  it('says the latest year once when it is also the best', () => {
    const summary = turnoverSummary([
      { year: 2025, invoices_total: 1000 },
      { year: 2026, invoices_total: 3620.89 },
    ]);
    expect(summary).toBe('Fatturato dal 2025 al 2026: il più alto nel 2026, 3.620,89 €.');
    expect(summary.match(/2026/g)).toHaveLength(2);
  });

  it('a single year is said once', () => {
    expect(turnoverSummary([{ year: 2026, invoices_total: 3620.89 }])).toBe('Fatturato nel 2026: 3.620,89 €.');
  });
});
