import { describe, expect, it } from 'vitest';
import { countOf } from './italian-count';

describe('countOf', () => {
  it('agrees the noun and groups thousands the Italian way', () => {
    expect(countOf(1, 'riga', 'righe')).toBe('1 riga');
    expect(countOf(0, 'riga', 'righe')).toBe('0 righe');
    expect(countOf(2, 'errore', 'errori')).toBe('2 errori');
    expect(countOf(1234, 'ordine', 'ordini')).toBe('1.234 ordini');
    expect(countOf(120000, 'codice', 'codici')).toBe('120.000 codici');
  });
});
