import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { findOutcome, insertOutcome, lockKey, type OutcomeRow, type Tx } from './idempotency.repository';

export type OutcomeKind = 'order' | 'held_order' | 'quote' | 'visit' | 'note';

/** A write under an Idempotency-Key: who sent it, the key, and the request as the fingerprint reads it. */
export interface KeyedRequest {
  userId: number;
  key: string;
  /** The call's path as the contract declares it (e.g. 'cart/createOrder'). */
  call: string;
  params?: unknown;
  body: unknown;
}

export const KEY_REUSED_MESSAGE = 'La chiave Idempotency-Key è già stata usata per una richiesta diversa';

/** JSON with object keys sorted and undefined members left out: the same request always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 of the canonical request (call, path parameters, validated body), as payment APIs compare a key's requests. */
export function requestFingerprint(request: Pick<KeyedRequest, 'call' | 'params' | 'body'>): string {
  return createHash('sha256')
    .update(canonicalJson({ call: request.call, params: request.params ?? null, body: request.body }))
    .digest('hex');
}

/**
 * Inside the write's transaction, before anything is written: waits for a concurrent request with the same key, then
 * answers what the key already produced (null: nothing yet, go on). The same key with another request is a 422
 * IDEMPOTENCY_KEY_REUSED; an outcome recorded before fingerprints existed (null) replays for any body.
 */
export async function earlierOutcome(tx: Tx, request: KeyedRequest): Promise<OutcomeRow | null> {
  await lockKey(tx, request.userId, request.key);
  const found = await findOutcome(tx, request.userId, request.key);
  if (!found) return null;
  if (found.fingerprint !== null && found.fingerprint !== requestFingerprint(request)) throw new AppError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
  return found;
}

/** Records, in the transaction that produced it, what the key produced and the answer a replay gives. */
export async function recordOutcome(tx: Tx, request: KeyedRequest, outcome: { kind: OutcomeKind; targetId: number | null; answer: unknown }) {
  await insertOutcome(tx, {
    userId: request.userId,
    key: request.key,
    fingerprint: requestFingerprint(request),
    kind: outcome.kind,
    targetId: outcome.targetId,
    answer: outcome.answer,
  });
}

/** An outcome of a kind the call does not produce (a visit's key sent with an order): the key was used for another request. */
export function keyReused(): AppError {
  return new AppError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
}
