/** Field types of ERP files and their parsers: Italian and ISO spellings in, one normalised value out. */
export type FieldType = 'text' | 'decimal' | 'integer' | 'date' | 'boolean' | 'list';

export interface FieldSpec {
  type: FieldType;
  /** An empty cell is refused (the column may still be absent from the file). */
  notNull?: boolean;
  /** A new row cannot do without it: refused when absent or empty for a key not yet in the database. */
  requiredForNew?: boolean;
  /** Longest text accepted. */
  max?: number;
  /** Largest absolute number accepted (decimal/integer): the column's precision. */
  maxAbs?: number;
  /** Only numbers above zero (decimal): a quantity rule or a minimum; an empty cell clears it. */
  positive?: boolean;
  /** Most decimal places accepted (decimal): the column's scale. More are refused, never rounded away. */
  scale?: number;
  /** Allowed values (text), lower-case. */
  oneOf?: readonly string[];
}

export type Parsed = { ok: true; value: string | boolean | string[] | null } | { ok: false; reason: string };

const TRUE = new Set(['1', 'si', 'sì', 's', 'true', 'vero', 'yes', 'y', 'x']);
const FALSE = new Set(['0', 'no', 'n', 'false', 'falso']);

/** '1.234,56', '1234,56', '1234.56' → '1234.56'. With a comma, points are thousands separators. */
export function parseDecimal(raw: string): string | null {
  let v = raw.replace(/\s|€/g, '');
  if (v.includes(',')) v = v.replace(/\./g, '').replace(',', '.');
  return /^[-+]?\d+(\.\d+)?$/.test(v) ? v.replace(/^\+/, '') : null;
}

/** 'dd/mm/yyyy' (also d/m/yyyy, '-' or '.') or 'yyyy-mm-dd' → 'yyyy-mm-dd', only for real dates. */
export function parseDate(raw: string): string | null {
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(raw);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function parseField(spec: FieldSpec, raw: string): Parsed {
  const v = raw.trim();
  if (v === '') return spec.notNull ? { ok: false, reason: 'Valore obbligatorio' } : { ok: true, value: null };
  switch (spec.type) {
    case 'text':
      if (spec.max && v.length > spec.max) return { ok: false, reason: `Testo troppo lungo (massimo ${spec.max} caratteri)` };
      if (spec.oneOf && !spec.oneOf.includes(v.toLowerCase()))
        return { ok: false, reason: `Valore non ammesso: usare ${spec.oneOf.join(', ')}` };
      return { ok: true, value: spec.oneOf ? v.toLowerCase() : v };
    case 'decimal': {
      const n = parseDecimal(v);
      if (n === null) return { ok: false, reason: `Numero non valido: "${v}"` };
      if (spec.maxAbs !== undefined && Math.abs(Number(n)) >= spec.maxAbs) return { ok: false, reason: `Numero fuori intervallo: "${v}"` };
      if (spec.positive && !(Number(n) > 0)) return { ok: false, reason: `Deve essere maggiore di zero: "${v}" (lasciare vuoto per nessuno)` };
      // '1.234' for a price is 1,234 €, not 1234 (a point without a comma is the decimal point): refused rather
      // than silently stored as 1,23 by the column.
      const decimals = n.split('.')[1]?.replace(/0+$/, '').length ?? 0;
      if (spec.scale !== undefined && decimals > spec.scale) {
        return { ok: false, reason: `Troppi decimali: "${v}" (al massimo ${spec.scale}; le migliaia si scrivono senza punto o con la virgola decimale, es. 1234 o 1.234,00)` };
      }
      return { ok: true, value: n };
    }
    case 'integer':
      return /^[-+]?\d{1,9}$/.test(v) ? { ok: true, value: String(Number(v)) } : { ok: false, reason: `Numero intero non valido: "${v}"` };
    case 'date': {
      const d = parseDate(v);
      return d ? { ok: true, value: d } : { ok: false, reason: `Data non valida: "${v}" (usare gg/mm/aaaa o aaaa-mm-gg)` };
    }
    case 'boolean': {
      const l = v.toLowerCase();
      if (TRUE.has(l)) return { ok: true, value: true };
      if (FALSE.has(l)) return { ok: true, value: false };
      return { ok: false, reason: `Valore sì/no non valido: "${v}" (usare 1 o 0)` };
    }
    case 'list':
      return { ok: true, value: [...new Set(v.split(/[|,]/).map((x) => x.trim()).filter(Boolean))] };
  }
}

const SQL_TYPE: Record<FieldType, string> = { text: 'text', decimal: 'numeric', integer: 'int', date: 'date', boolean: 'boolean', list: 'jsonb' };

/**
 * SQL that reads one staged field with its type. A staged row is a jsonb array in import_staging.data: the
 * file's values in header order (`position` = the column's index there), so keys are not repeated per row;
 * a field the file lacks (`position` -1) reads as NULL.
 */
export function stagedExpr(spec: FieldSpec, position: number): string {
  if (position < 0) return `NULL::${SQL_TYPE[spec.type]}`;
  return spec.type === 'list' ? `(data->${position})` : `(data->>${position})::${SQL_TYPE[spec.type]}`;
}
