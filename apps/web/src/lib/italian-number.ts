/** What an admin typed in a number field: the value, or why it is refused (Italian). */
export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

const formatBound = (n: number) => n.toLocaleString('it-IT', { maximumFractionDigits: 3 });

/**
 * Reads a number typed the Italian way: digits, a decimal comma when `decimals` allows it, and for whole numbers
 * thousands written with dots ('10.000'). Anything else is refused with a message, never reinterpreted: '-5' is not
 * 5, '1,5' is not 15, 150 is not quietly made 100.
 */
export function parseItalianNumber(text: string, rules: { min: number; max: number; decimals: number; rangeMessage?: string }): ParsedNumber {
  const typed = text.trim().replace(/\s*%$/, '');
  if (typed === '') return { ok: false, message: 'Campo obbligatorio' };
  if (/^-/.test(typed)) return { ok: false, message: 'Non sono ammessi numeri negativi' };
  const thousands = rules.decimals === 0 && /^\d{1,3}(\.\d{3})+$/.test(typed);
  if (!thousands && typed.includes('.')) return { ok: false, message: rules.decimals ? 'Usare la virgola per i decimali (es. 2,5)' : 'Indicare un numero intero' };
  if (!thousands && !/^\d+(,\d+)?$/.test(typed)) return { ok: false, message: 'Numero non valido: usare solo cifre' };
  const [, fraction = ''] = typed.split(',');
  if (rules.decimals === 0 && typed.includes(',')) return { ok: false, message: 'Indicare un numero intero, senza decimali' };
  if (fraction.length > rules.decimals) return { ok: false, message: `Al massimo ${rules.decimals} decimali` };
  const value = Number(typed.replace(/\./g, '').replace(',', '.'));
  if (value < rules.min || value > rules.max) {
    return { ok: false, message: rules.rangeMessage ?? `Indicare un numero tra ${formatBound(rules.min)} e ${formatBound(rules.max)}` };
  }
  return { ok: true, value };
}

/** As parseItalianNumber, for a field where empty is a choice ('nessuno', 'predefinito'): empty reads as null. */
export function parseOptionalItalianNumber(text: string, rules: Parameters<typeof parseItalianNumber>[1]): ParsedNumber | { ok: true; value: null } {
  if (text.trim() === '') return { ok: true, value: null };
  return parseItalianNumber(text, rules);
}

/** 5.5 → '5,5': a number as the admin would type it. */
export function formatTypedNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}
