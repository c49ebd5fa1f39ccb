import { describe, expect, it } from 'vitest';
import { formatTypedNumber, parseItalianNumber, parseOptionalItalianNumber } from './italian-number';

// Issue 55 point 23: admin number fields refuse what they cannot read, never reinterpret it.
const whole = { min: 1, max: 10_000, decimals: 0 };
const percent = { min: 0, max: 100, decimals: 2 };

describe('parseItalianNumber', () => {
  it('reads digits, a decimal comma and, for whole numbers, thousands with dots', () => {
    expect(parseItalianNumber('7', whole)).toEqual({ ok: true, value: 7 });
    expect(parseItalianNumber('10.000', whole)).toEqual({ ok: true, value: 10_000 });
    expect(parseItalianNumber('5,5', percent)).toEqual({ ok: true, value: 5.5 });
    expect(parseItalianNumber(' 12,25 % ', percent)).toEqual({ ok: true, value: 12.25 });
  });

  it.each([
    ['-5', whole, 'Non sono ammessi numeri negativi'],
    ['-7', whole, 'Non sono ammessi numeri negativi'],
    ['1,5', whole, 'Indicare un numero intero, senza decimali'],
    ['1.5', whole, 'Indicare un numero intero'],
    ['150', percent, 'Indicare un numero tra 0 e 100'],
    ['0', whole, 'Indicare un numero tra 1 e 10.000'],
    ['10.001', whole, 'Indicare un numero tra 1 e 10.000'],
    ['2.5', percent, 'Usare la virgola per i decimali (es. 2,5)'],
    ['1,255', percent, 'Al massimo 2 decimali'],
    ['1e3', whole, 'Numero non valido: usare solo cifre'],
    ['abc', percent, 'Numero non valido: usare solo cifre'],
    ['', whole, 'Campo obbligatorio'],
  ])('refuses %s with a message', (text, rules, message) => {
    expect(parseItalianNumber(text, rules)).toEqual({ ok: false, message });
  });

  it('reads an empty optional field as none, and anything else as a required one', () => {
    expect(parseOptionalItalianNumber('  ', percent)).toEqual({ ok: true, value: null });
    expect(parseOptionalItalianNumber('7,5', percent)).toEqual({ ok: true, value: 7.5 });
    expect(parseOptionalItalianNumber('-5', percent)).toEqual({ ok: false, message: 'Non sono ammessi numeri negativi' });
  });

  it('writes a stored number back as typed', () => {
    expect(formatTypedNumber(5.5)).toBe('5,5');
    expect(formatTypedNumber(null)).toBe('');
  });
});
