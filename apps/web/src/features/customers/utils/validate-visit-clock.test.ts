import { addDays, addMonths, todayInRome } from '@portale/contract/business-date';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateVisit } from './validate-visit';
import { businessToday, noteServerDate } from '../../../lib/offline/server-date';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("the server's calendar on a device whose clock is wrong", () => {
  it('14 months ahead: today is the server’s, and a visit of the real today is valid while the device’s today is refused', () => {
    const real = todayInRome();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 14 * 31 * 86_400_000));
    expect(todayInRome()).not.toBe(real);
    noteServerDate(real);
    expect(businessToday()).toBe(real);
    expect(validateVisit({ date_visit: real, notes: 'Visita fatta' })).toEqual({});
    expect(validateVisit({ date_visit: todayInRome(), notes: 'Visita fatta' }).date_visit).toBe('La data della visita non può essere futura');
  });

  it('months behind: the real today stays selectable and valid', () => {
    const real = todayInRome();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(`${addMonths(real, -5)}T10:00:00Z`)));
    // Before any sync the device's own date is all it has.
    expect(validateVisit({ date_visit: real, notes: 'Visita fatta' }).date_visit).toBeDefined();
    noteServerDate(real);
    expect(businessToday()).toBe(real);
    expect(validateVisit({ date_visit: real, notes: 'Visita fatta' })).toEqual({});
    expect(validateVisit({ date_visit: addDays(real, 1), notes: 'Visita fatta' }).date_visit).toBeDefined();
  });
});
