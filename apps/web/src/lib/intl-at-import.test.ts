import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 58: the first Intl object of a locale or a time zone loads its data (11 ms on a fast laptop, four times that on
// a phone). Built at import, they all landed in the long task that runs the first screen's modules; they are built on
// first use, or each in a task of its own after the first render (prepareFormats).
type IntlClass = 'NumberFormat' | 'PluralRules' | 'DateTimeFormat';
const originals = { NumberFormat: Intl.NumberFormat, PluralRules: Intl.PluralRules, DateTimeFormat: Intl.DateTimeFormat };

/** Counts the objects of one Intl class built from now on (the real ones, so the formats still work). */
function countBuilt(name: IntlClass): () => number {
  let built = 0;
  Object.assign(Intl, {
    [name]: new Proxy(originals[name], {
      construct(target, args) {
        built++;
        return Reflect.construct(target, args) as object;
      },
    }),
  });
  return () => built;
}

describe('Intl formatters', () => {
  afterEach(() => {
    Object.assign(Intl, originals);
    vi.useRealTimers();
  });

  it('none is built when the modules that format load', async () => {
    vi.resetModules();
    const built = (['NumberFormat', 'PluralRules', 'DateTimeFormat'] as const).map(countBuilt);
    await import('./format');
    await import('./plural');
    await import('@portale/contract/italian-count');
    await import('@portale/contract/business-date');
    expect(built.map((count) => count())).toEqual([0, 0, 0]);
  });

  it('prepareFormats builds them one per task, and the formats stay Italian', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const format = await import('./format');
    const numberFormats = countBuilt('NumberFormat');
    format.prepareFormats();
    expect(numberFormats()).toBe(0);
    await vi.advanceTimersToNextTimerAsync();
    expect(numberFormats()).toBe(1);
    await vi.runAllTimersAsync();
    expect(numberFormats()).toBe(3);
    expect(format.formatMoney(1234.5)).toBe('1.234,50\u00a0€');
    expect(format.formatInteger(120000)).toBe('120.000');
    expect(numberFormats()).toBe(3);
  });
});
