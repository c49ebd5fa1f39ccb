import { describe, expect, it } from 'vitest';
import { beyondAuthority, discountAuthorityBp, effectiveDiscountBp, overdueHoldReason, percentLabel } from './approvals';

describe('discount authority (issue 56 §3)', () => {
  it('combines the cascade exactly: 1 − (1−d1)(1−d2)', () => {
    expect(effectiveDiscountBp(2, 2)).toBe(396);
    expect(effectiveDiscountBp(3, 3)).toBe(591);
    expect(effectiveDiscountBp(4, 0)).toBe(400);
    expect(percentLabel(591)).toBe('5,91%');
    expect(percentLabel(400)).toBe('4%');
    expect(percentLabel(450)).toBe('4,5%');
  });

  it('compares the effective discount, not d1 alone, and never limits an admin', () => {
    expect(beyondAuthority(2, 2, 400)).toBe(false);
    expect(beyondAuthority(4, 0, 400)).toBe(false);
    expect(beyondAuthority(3, 3, 400)).toBe(true);
    expect(beyondAuthority(4, 4, null)).toBe(false);
    expect(discountAuthorityBp({ role: 'admin', discountLimitBp: 0 }, 400)).toBeNull();
    expect(discountAuthorityBp({ role: 'agent', discountLimitBp: null }, 400)).toBe(400);
    expect(discountAuthorityBp({ role: 'agent', discountLimitBp: 600 }, 400)).toBe(600);
  });
});

describe('overdue hold (issue 56 §4)', () => {
  it('holds past N days with the briefing figures, Italian money', () => {
    expect(overdueHoldReason({ oldest_days_late: 75, overdue_total: 350.5 }, 60)).toBe('Scaduto da 75 giorni: 350,50 €');
    expect(overdueHoldReason({ oldest_days_late: 61, overdue_total: 1234.56 }, 60)).toBe('Scaduto da 61 giorni: 1.234,56 €');
    expect(overdueHoldReason({ oldest_days_late: 60, overdue_total: 10 }, 60)).toBeNull();
    expect(overdueHoldReason({ oldest_days_late: 300, overdue_total: 10 }, null)).toBeNull();
    // Days written as the briefing writes them ('la più vecchia da 1.575 giorni'), the noun agreeing.
    expect(overdueHoldReason({ oldest_days_late: 1575, overdue_total: 350.5 }, 1500)).toBe('Scaduto da 1.575 giorni: 350,50 €');
    expect(overdueHoldReason({ oldest_days_late: 1, overdue_total: 10 }, 0)).toBe('Scaduto da 1 giorno: 10,00 €');
  });
});
