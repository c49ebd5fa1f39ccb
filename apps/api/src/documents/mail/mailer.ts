import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailerConfig {
  smtpUrl?: string;
  dataDir: string;
}

/** Sends a message: through SMTP when configured, otherwise into DATA_DIR/outbox as an .eml file. */
export type SendMail = (message: Mail.Options) => Promise<void>;

const transports = new Map<string, Transporter>();

export function createMailer(config: MailerConfig): SendMail {
  if (config.smtpUrl) {
    const url = config.smtpUrl;
    return async (message) => {
      // One pooled transport per SMTP URL for the life of the process.
      let transport = transports.get(url);
      if (!transport) {
        transport = nodemailer.createTransport(url.includes('pool=') ? url : `${url}${url.includes('?') ? '&' : '?'}pool=true`);
        transports.set(url, transport);
      }
      await transport.sendMail(message);
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return async (message) => {
    const info = await writer.sendMail(message);
    await fs.mkdir(outbox, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await fs.writeFile(path.join(outbox, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`), info.message as Buffer);
  };
}

/** Closes pooled SMTP connections (tests, shutdown). */
export function closeMailers() {
  for (const t of transports.values()) t.close();
  transports.clear();
}
