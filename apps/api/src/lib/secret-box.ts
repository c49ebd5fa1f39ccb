import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Symmetric encryption for data the app must show back (customer access passwords). */
export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** HMAC-SHA256 of data (base64url) with a key derived from the app secret. */
  sign(data: string): string;
}

export function createSecretBox(secret: string): SecretBox {
  const key = crypto.createHash('sha256').update(secret).digest();
  const signingKey = crypto.createHash('sha256').update(`sign:${secret}`).digest();
  return {
    sign(data) {
      return crypto.createHmac('sha256', signingKey).update(data).digest('base64url');
    },
    encrypt(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
    },
    decrypt(sealed) {
      const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

/** The configured secret, or one generated once and kept in the data folder. */
export function resolveAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
