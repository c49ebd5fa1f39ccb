/**
 * Italian VAT numbers (partita IVA): 7 digits of serial (matricola), 3 digits of the issuing
 * provincial office (001–100 for ordinary offices), 1 check digit computed with the Agenzia delle
 * Entrate's Luhn variant. Demo customers need numbers that pass the same check real ones do.
 */
import type { Random } from './italian-random';

/** Check digit of the first 10 digits: odd positions summed, even positions doubled (−9 if > 9). */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = first10.charCodeAt(i) - 48;
    if (i % 2 === 0) {
      sum += d;
    } else {
      const doubled = d * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  // All zeros passes the checksum but no office issues it.
  if (value === '00000000000') return false;
  return partitaIvaCheckDigit(value) === value.charCodeAt(10) - 48;
}

function withCheckDigit(serial: number, office: number): string {
  const first10 = String(serial).padStart(7, '0') + String(office).padStart(3, '0');
  return first10 + partitaIvaCheckDigit(first10);
}

/** A random valid partita IVA. At 200k draws a handful may collide; use uniquePartitaIva then. */
export function partitaIva(rng: Random): string {
  // Older numbers start with zeros (sequential serials), so bias towards small serials.
  const serial = rng.chance(0.6) ? rng.int(1, 2_999_999) : rng.int(3_000_000, 9_999_999);
  return withCheckDigit(serial, rng.int(1, 100));
}

const UNIQUE_SPACE = 1_000_000_000; // 10^7 serials × 100 offices
// Coprime with 10, so x → (A·x + B) mod 10^9 is a bijection: distinct indexes, distinct numbers,
// while consecutive indexes still look unrelated.
const A = 738_219_347;
const B = 104_729_113;

/** A valid partita IVA that is distinct for every index in [0, 10^9), for unique-constrained bulk loads. */
export function uniquePartitaIva(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= UNIQUE_SPACE) {
    throw new RangeError(`uniquePartitaIva: index out of range: ${index}`);
  }
  // BigInt because A·index exceeds 2^53.
  const x = Number((BigInt(A) * BigInt(index) + BigInt(B)) % BigInt(UNIQUE_SPACE));
  const serial = Math.floor(x / 100);
  const office = (x % 100) + 1;
  return withCheckDigit(serial, office);
}
