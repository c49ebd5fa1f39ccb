import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

/**
 * The most common passwords of the leaks zxcvbn-ts ships (ordered by frequency, offline): ASVS 5.0 asks for at
 * least the top 3,000; the first 10,000 are checked, lower-cased.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, 10_000).map((p) => p.toLowerCase()));
  return common;
}

/**
 * What is wrong with a new password (NIST SP 800-63B, ASVS V6.2): its length, being a common or leaked one, or
 * containing the user's name or e-mail. No composition rules. Empty when it is acceptable.
 */
export function passwordProblems(password: string, user: { name: string; email: string }): string[] {
  if (password.length < MIN_PASSWORD) return [`La password deve contenere almeno ${MIN_PASSWORD} caratteri`];
  if (password.length > MAX_PASSWORD) return [`La password può contenere al massimo ${MAX_PASSWORD} caratteri`];
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return ['Questa password è tra le più comuni o compare in elenchi di password rubate: sceglierne un’altra'];
  const local = user.email.toLowerCase().split('@')[0] ?? '';
  // Parts of the name of at least 4 letters ('Mario Rossi' → 'mario', 'rossi'; not 'di'), the e-mail and its local part.
  const personal = [user.email.toLowerCase(), local, ...user.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)].filter((p) => p.length >= 4);
  if (personal.some((p) => lower.includes(p))) return ['La password non può contenere il nome o l’indirizzo email dell’utente'];
  return [];
}
