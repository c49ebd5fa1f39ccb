import crypto from 'node:crypto';
import type { SecretBox } from './secret-box';

/** Set after a successful login; sent back only to the login call. */
export const DEVICE_COOKIE = 'portale_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * A browser that has logged in as a user before: `<userId>.<random id>.<HMAC>`. It lets that browser's
 * logins skip the per-account and per-address counters (an attacker cannot lock its owner out), and
 * counts that browser's failures on its own id instead.
 */
export function newDeviceToken(secrets: SecretBox, userId: number): string {
  const body = `${userId}.${crypto.randomBytes(16).toString('base64url')}`;
  return `${body}.${secrets.sign(`device:${body}`)}`;
}

/** The device id of a genuine token for this user, or null (absent, forged, another user's). */
export function deviceIdFor(secrets: SecretBox, token: string | undefined, userId: number): string | null {
  if (!token) return null;
  const match = /^(\d+)\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || Number(match[1]) !== userId) return null;
  const expected = Buffer.from(secrets.sign(`device:${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? match[2]! : null;
}
