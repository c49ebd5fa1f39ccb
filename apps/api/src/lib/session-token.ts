import crypto from 'node:crypto';

export const SESSION_COOKIE = 'portale_sid';

export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps: the token's hash, never the token. */
export function sessionIdOf(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
