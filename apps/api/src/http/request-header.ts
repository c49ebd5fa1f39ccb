import { AUTHOR_ID_HEADER } from '@portale/contract/author';
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

/** Fastify's (lower-case) name of the X-Author-Id header. */
export const AUTHOR_HEADER = AUTHOR_ID_HEADER.toLowerCase();

/**
 * The X-Author-Id of a write replayed from a device's outbox: absent, or the session's user id. Another user's id is
 * a 409 AUTHOR_MISMATCH before anything is read or written.
 */
export function checkAuthor(value: string | string[] | undefined, sessionUserId: number) {
  const author = headerValue(value);
  if (author === undefined) return;
  if (!/^\d{1,10}$/.test(author)) throw AppError.badRequest("Richiesta non valida: l'intestazione X-Author-Id deve essere un numero");
  if (Number(author) !== sessionUserId) {
    throw new AppError('AUTHOR_MISMATCH', 'Questa modifica è stata scritta da un altro utente: non è stata registrata');
  }
}
