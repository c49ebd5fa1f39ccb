import { AppError } from '../lib/app-error';

/** A request header's value (the first one when it is repeated). */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The optional Idempotency-Key of a write (visits, quote saves): absent, or 1 to 200 characters (else 400). */
export function optionalIdempotencyKey(value: string | string[] | undefined): string | undefined {
  const key = headerValue(value);
  if (key !== undefined && (key.length === 0 || key.length > 200)) {
    throw AppError.badRequest("Richiesta non valida: l'intestazione Idempotency-Key deve avere da 1 a 200 caratteri");
  }
  return key;
}

/** The Idempotency-Key a write cannot go without (sending an order): 1 to 200 characters, else 400. */
export function requiredIdempotencyKey(value: string | string[] | undefined): string {
  const key = optionalIdempotencyKey(value);
  if (key === undefined) throw AppError.badRequest("Richiesta non valida: manca l'intestazione Idempotency-Key");
  return key;
}
