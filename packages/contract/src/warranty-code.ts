/**
 * Warranty codes: 11 random symbols plus one check symbol, from a 30-symbol alphabet without
 * look-alikes (no 0/O, 1/I/L, U), matched case-insensitively and printed in three groups of four
 * (`ABCD-EFGH-JKMN`). 11 × log2(30) ≈ 54 bits of randomness: 10 symbols would give only 49.
 *
 * Shared by the server (generation, activation) and the public page (a typo is caught by the check
 * symbol before the server is asked). No dependencies: the public page's bundle stays small.
 */
export const WARRANTY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random symbols per code (the check symbol comes on top). */
export const WARRANTY_CODE_RANDOM_LENGTH = 11;
export const WARRANTY_CODE_LENGTH = WARRANTY_CODE_RANDOM_LENGTH + 1;

const N = WARRANTY_CODE_ALPHABET.length;
const VALUE: Record<string, number> = Object.fromEntries([...WARRANTY_CODE_ALPHABET].map((c, i) => [c, i]));

/**
 * Luhn mod N check symbol: catches every single wrong symbol and every swap of two neighbours
 * except a handful of pairs, in any alphabet size.
 */
export function warrantyCheckSymbol(body: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    const value = VALUE[body[i]!];
    if (value === undefined) throw new RangeError(`Carattere non ammesso: ${body[i]}`);
    const addend = factor * value;
    sum += Math.floor(addend / N) + (addend % N);
    factor = factor === 2 ? 1 : 2;
  }
  return WARRANTY_CODE_ALPHABET[(N - (sum % N)) % N]!;
}

/** What the user typed, upper-cased, without spaces, dashes and dots (they only group the print). */
export function normalizeWarrantyCode(input: string): string {
  return input.toUpperCase().replace(/[\s\-.]/g, '');
}

export type WarrantyCodeProblem = 'length' | 'symbol' | 'check';

/** Why a typed code cannot be a code (null when it can): length, a symbol outside the alphabet, the check. */
export function warrantyCodeProblem(input: string): WarrantyCodeProblem | null {
  const code = normalizeWarrantyCode(input);
  if (code.length !== WARRANTY_CODE_LENGTH) return 'length';
  for (const c of code) if (VALUE[c] === undefined) return 'symbol';
  return warrantyCheckSymbol(code.slice(0, -1)) === code.at(-1) ? null : 'check';
}

export function isValidWarrantyCode(input: string): boolean {
  return warrantyCodeProblem(input) === null;
}

/** The printed form, `ABCD-EFGH-JKMN`, of a normalized code. */
export function formatWarrantyCode(code: string): string {
  return normalizeWarrantyCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

/** Italian message for a typed code's problem (the public page shows it before asking the server). */
export const WARRANTY_CODE_MESSAGES: Record<WarrantyCodeProblem, string> = {
  length: `Il codice è formato da ${WARRANTY_CODE_LENGTH} caratteri (es. ABCD-EFGH-JKMN)`,
  symbol: 'Il codice contiene caratteri non ammessi: non usa 0, O, 1, I, L né U',
  check: 'Il codice non è corretto: controllare di averlo trascritto senza errori',
};

/**
 * A new random code from a source of uniform random bytes (the server passes crypto.randomFillSync).
 * Rejection sampling keeps every symbol uniform (bytes ≥ 240 are drawn again).
 */
export function newWarrantyCode(randomBytes: (buffer: Uint8Array) => void): string {
  const limit = 256 - (256 % N);
  let body = '';
  const buffer = new Uint8Array(16);
  while (body.length < WARRANTY_CODE_RANDOM_LENGTH) {
    randomBytes(buffer);
    for (const byte of buffer) {
      if (byte >= limit) continue;
      body += WARRANTY_CODE_ALPHABET[byte % N];
      if (body.length === WARRANTY_CODE_RANDOM_LENGTH) break;
    }
  }
  return body + warrantyCheckSymbol(body);
}
