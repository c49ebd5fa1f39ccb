/**
 * Italian VAT number (partita IVA) check, shared by the server and the public warranty page:
 * 11 digits, the last being the Agenzia delle Entrate's Luhn-variant check digit. No dependencies.
 */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = first10.charCodeAt(i) - 48;
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Accepts an optional 'IT' prefix and spaces; answers the 11 digits, or null when not a valid partita IVA. */
export function normalizePartitaIva(input: string): string | null {
  const value = input.replace(/\s/g, '').toUpperCase().replace(/^IT/, '');
  if (!/^\d{11}$/.test(value) || value === '00000000000') return null;
  return partitaIvaCheckDigit(value) === value.charCodeAt(10) - 48 ? value : null;
}

export const PARTITA_IVA_MESSAGE = 'Partita IVA non valida: 11 cifre con la cifra di controllo corretta';
