import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
const totpOf = (secretBase32: string, label = '') =>
  new TOTP({ issuer: 'Portale agenti', label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secretBase32) });

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address and its QR (SVG) for the authenticator app. */
export async function totpEnrolment(secretBase32: string, accountLabel: string) {
  const url = totpOf(secretBase32, accountLabel).toString();
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { url, qrSvg, grouped: secretBase32.replace(/(.{4})/g, '$1 ').trim() };
}

/**
 * The time step a 6-digit code belongs to (the current one, or one either side for clock drift), or null.
 * The caller refuses a step not after the last accepted one: a code is good once.
 */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** Recovery codes: 10 characters from an alphabet without look-alikes, shown as XXXXX-XXXXX. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(crypto.randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (case, spaces and dashes ignored), or null when it cannot be one. */
export function normalisedRecoveryCode(code: string): string | null {
  const plain = code.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{10}$/.test(plain) ? plain : null;
}
