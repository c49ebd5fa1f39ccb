import crypto from 'node:crypto';
import { API_KEY_PREFIX } from '@portale/contract/api-keys';

/** `pak_` and 32 random bytes in base64url (43 characters): 256 bits, nothing to guess. */
const KEY_SHAPE = /^pak_[A-Za-z0-9_-]{43}$/;
/** How much of a key the list shows: the prefix and 8 characters of the secret (48 bits: recognisable, not usable). */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/** A new key: the secret (shown once), what the list shows of it, and what the database keeps. */
export function newApiKey() {
  const secret = `${API_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, SHOWN_LENGTH), hash: apiKeyHash(secret) };
}

/**
 * What the database keeps and looks the key up by: SHA-256 is enough for a 256-bit random secret (no dictionary to
 * try), and a lookup by hash compares nothing secret-dependent in the application.
 */
export function apiKeyHash(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** The token of an `Authorization: Bearer …` header, or null when the request does not present one. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^\s*bearer\s+(\S*)\s*$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}

/** A token that could be one of our keys (anything else is refused without a database lookup). */
export const looksLikeApiKey = (token: string) => KEY_SHAPE.test(token);

/** How histories name what a key did. */
export const keyActorName = (name: string) => `Chiave «${name}»`;
