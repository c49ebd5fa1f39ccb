import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizePartitaIva } from './partita-iva';
import {
  formatWarrantyCode,
  isValidWarrantyCode,
  newWarrantyCode,
  normalizeWarrantyCode,
  WARRANTY_CODE_ALPHABET,
  warrantyCheckSymbol,
  warrantyCodeProblem,
} from './warranty-code';

const fresh = () => newWarrantyCode((b) => randomFillSync(b));

describe('warranty codes', () => {
  it('uses no look-alike symbols and carries ≥ 50 bits of randomness', () => {
    expect(WARRANTY_CODE_ALPHABET).not.toMatch(/[01OILU]/);
    expect(new Set(WARRANTY_CODE_ALPHABET).size).toBe(WARRANTY_CODE_ALPHABET.length);
    expect(11 * Math.log2(WARRANTY_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(50);
  });

  it('generates valid, distinct codes printed in three groups', () => {
    const codes = Array.from({ length: 2000 }, fresh);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(isValidWarrantyCode(code)).toBe(true);
    expect(formatWarrantyCode(codes[0]!)).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  });

  it('matches case-insensitively, with or without dashes and spaces', () => {
    const code = fresh();
    const typed = ` ${formatWarrantyCode(code).toLowerCase().replace('-', ' ')} `;
    expect(normalizeWarrantyCode(typed)).toBe(code);
    expect(isValidWarrantyCode(typed)).toBe(true);
  });

  it('catches every single wrong symbol and nearly every swap of neighbours', () => {
    let swapsCaught = 0;
    let swaps = 0;
    for (let k = 0; k < 200; k++) {
      const code = fresh();
      for (let i = 0; i < code.length; i++) {
        for (const c of WARRANTY_CODE_ALPHABET) {
          if (c === code[i]) continue;
          const typo = code.slice(0, i) + c + code.slice(i + 1);
          expect(warrantyCodeProblem(typo)).toBe('check');
        }
        if (i + 1 < code.length && code[i] !== code[i + 1]) {
          swaps++;
          const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
          if (warrantyCodeProblem(swapped) === 'check') swapsCaught++;
        }
      }
    }
    expect(swapsCaught / swaps).toBeGreaterThan(0.95);
  });

  it('names the problem: length, a symbol outside the alphabet, the check', () => {
    const code = fresh();
    expect(warrantyCodeProblem(code.slice(1))).toBe('length');
    expect(warrantyCodeProblem(`O${code.slice(1)}`)).toBe('symbol');
    const body = code.slice(0, -1);
    const wrong = WARRANTY_CODE_ALPHABET.replace(warrantyCheckSymbol(body), '')[0]!;
    expect(warrantyCodeProblem(body + wrong)).toBe('check');
  });
});

describe('partita IVA', () => {
  it('accepts a valid number (with IT prefix and spaces) and refuses a wrong check digit', () => {
    expect(normalizePartitaIva('IT 01114601006')).toBe('01114601006');
    expect(normalizePartitaIva('01114601007')).toBeNull();
    expect(normalizePartitaIva('00000000000')).toBeNull();
    expect(normalizePartitaIva('1234')).toBeNull();
  });
});
