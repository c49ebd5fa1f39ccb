import { describe, expect, it } from 'vitest';
import { addMonths, dateInRome } from './business-date';

describe('dateInRome', () => {
  it('is the Italian calendar day, summer and winter time included', () => {
    expect(dateInRome(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25'); // 00:30 CET
    expect(dateInRome(new Date('2026-11-24T22:59:00Z'))).toBe('2026-11-24'); // 23:59 CET
    expect(dateInRome(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15'); // 00:30 CEST
    expect(dateInRome(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
  });
});

describe('addMonths', () => {
  it('moves by whole months; a day the month lacks rolls over', () => {
    expect(addMonths('2026-11-25', -24)).toBe('2024-11-25');
    expect(addMonths('2026-03-31', -1)).toBe('2026-03-03');
    expect(addMonths('2028-02-29', -24)).toBe('2026-03-01');
  });
});
