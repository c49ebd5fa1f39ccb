import { describe, expect, it } from 'vitest';
import { totalsPlan } from './totals-range';

describe('totalsPlan', () => {
  it('uses only month rows without a date filter or on whole months', () => {
    expect(totalsPlan()).toEqual({ months: { from: undefined, toExclusive: undefined }, days: [] });
    expect(totalsPlan('2025-01-01', '2025-03-31')).toEqual({ months: { from: '2025-01-01', toExclusive: '2025-04-01' }, days: [] });
    expect(totalsPlan('2024-12-01', '2024-12-31')).toEqual({ months: { from: '2024-12-01', toExclusive: '2025-01-01' }, days: [] });
  });
  it('adds the partial edge months from the day rows', () => {
    expect(totalsPlan('2025-01-15', '2025-04-10')).toEqual({
      months: { from: '2025-02-01', toExclusive: '2025-04-01' },
      days: [
        { from: '2025-01-15', to: '2025-01-31' },
        { from: '2025-04-01', to: '2025-04-10' },
      ],
    });
    expect(totalsPlan('2024-02-10')).toEqual({ months: { from: '2024-03-01', toExclusive: undefined }, days: [{ from: '2024-02-10', to: '2024-02-29' }] });
    expect(totalsPlan(undefined, '2025-06-05')).toEqual({ months: { from: undefined, toExclusive: '2025-06-01' }, days: [{ from: '2025-06-01', to: '2025-06-05' }] });
  });
  it('uses only day rows when no whole month fits', () => {
    expect(totalsPlan('2025-01-10', '2025-01-20')).toEqual({ months: null, days: [{ from: '2025-01-10', to: '2025-01-20' }] });
    expect(totalsPlan('2025-01-10', '2025-02-20')).toEqual({ months: null, days: [{ from: '2025-01-10', to: '2025-02-20' }] });
    expect(totalsPlan('2025-03-02', '2025-03-02')).toEqual({ months: null, days: [{ from: '2025-03-02', to: '2025-03-02' }] });
  });
});
