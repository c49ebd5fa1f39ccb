import { describe, expect, it } from 'vitest';
import { endSentence, formatCount, plural, toName } from './plural';

describe('Italian plurals', () => {
  it('agrees with the count', () => {
    expect(formatCount(1, 'clienti')).toBe('1 cliente');
    expect(formatCount(0, 'clienti')).toBe('0 clienti');
    expect(formatCount(2, 'prodotti')).toBe('2 prodotti');
    expect(formatCount(1, 'ordini temporanei')).toBe('1 ordine temporaneo');
    expect(formatCount(1234, 'risultati')).toBe('1.234 risultati');
    expect(plural(1, 'riga', 'righe')).toBe('riga');
  });

  // Issue 55, point 29: '1 garanzie', '1 esecuzioni' on the lists' paging bars.
  it.each([
    ['garanzie', '1 garanzia'],
    ['esecuzioni', '1 esecuzione'],
    ['lavori', '1 lavoro'],
  ])('knows the singular of every noun a list counts (%s)', (noun, one) => {
    expect(formatCount(1, noun)).toBe(one);
  });

  it('never doubles the period after a company name ending with one', () => {
    expect(endSentence('Edil Bianchi & C. S.n.c.')).toBe('Edil Bianchi & C. S.n.c.');
    expect(endSentence('Rossi SpA')).toBe('Rossi SpA.');
  });

  it("says 'ad' before a name starting with a ('Visita ad Agenzia…', issue 53 point 17), 'a' otherwise", () => {
    expect(toName('Agenzia Funebre Riva S.r.l.')).toBe('ad Agenzia Funebre Riva S.r.l.');
    expect(toName('àgape S.r.l.')).toBe('ad àgape S.r.l.');
    expect(toName('Ferramenta Rossi S.r.l.')).toBe('a Ferramenta Rossi S.r.l.');
    expect(toName('Edil Bianchi & C. S.n.c.')).toBe('a Edil Bianchi & C. S.n.c.');
  });
});
