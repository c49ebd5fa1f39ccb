import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeMailers } from '../../documents/mail/mailer';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from './cart-test-setup';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;
let smtp: SMTPServer;
const inbox: Received[] = [];
let refuseMail = false;

beforeAll(async () => {
  // A real SMTP peer on a random local port.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onMailFrom(_address, _session, callback) {
      callback(refuseMail ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portale Agenti <preventivi@example.com>' });
  w = await seedCartWorld(t);
});
afterAll(async () => {
  closeMailers();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const post = (url: string, cookie: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });

describe('POST /api/cart/sendEmail', () => {
  it('mails the saved quote with its PDF from the shop, then issues it', async () => {
    const { cart } = (await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { name: 'Preventivo via email' }) })).json();
    const res = await post('/api/cart/sendEmail', w.cookies.agent1, { cart: sampleCart(w, { id: cart.id }), customer_email: 'acquisti@ferramentarossi.it' });
    expect(res.json()).toEqual({ success: true, message: 'Operazione eseguita correttamente' });
    const mail = inbox.at(-1)!;
    expect(mail.to).toEqual(['acquisti@ferramentarossi.it']);
    expect(mail.from).toBe('preventivi@example.com');
    expect(mail.raw).toMatch(/^From: "?Forniture Funebri Italia"? <preventivi@example\.com>/m);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=preventivo-\d+\.pdf/);
    expect(mail.raw).toContain('2.448,53');
    const stored = (await t.app.inject({ method: 'GET', url: `/api/cart/get/${cart.id}`, headers: { cookie: w.cookies.agent1 } })).json().cart;
    expect(stored.issue_date).toEqual(expect.any(String));
  });

  it('needs a saved quote, a valid address and the author', async () => {
    const unsaved = await post('/api/cart/sendEmail', w.cookies.agent1, { cart: sampleCart(w), customer_email: 'a@example.com' });
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json().message).toMatch(/Salvare il preventivo/);
    const { cart } = (await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w) })).json();
    expect((await post('/api/cart/sendEmail', w.cookies.agent1, { cart: { ...sampleCart(w), id: cart.id }, customer_email: 'non-una-email' })).statusCode).toBe(400);
    expect((await post('/api/cart/sendEmail', w.cookies.agent2, { cart: { ...sampleCart(w), id: cart.id }, customer_email: 'a@example.com' })).statusCode).toBe(404);
  });

  it('answers success false and leaves the quote unissued when the SMTP server refuses', async () => {
    const { cart } = (await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { name: 'Rifiutata' }) })).json();
    refuseMail = true;
    try {
      const res = await post('/api/cart/sendEmail', w.cookies.agent1, { cart: { ...sampleCart(w), id: cart.id }, customer_email: 'a@example.com' });
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining("Invio dell'email a a@example.com non riuscito") });
    } finally {
      refuseMail = false;
    }
    const stored = (await t.app.inject({ method: 'GET', url: `/api/cart/get/${cart.id}`, headers: { cookie: w.cookies.agent1 } })).json().cart;
    expect(stored.issue_date).toBeNull();
  });
});

describe('mail without SMTP', () => {
  it('writes the quote email as an .eml file into DATA_DIR/outbox', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portale-outbox-'));
    const local = await createTestApp({ DATA_DIR: dataDir });
    try {
      const lw = await seedCartWorld(local);
      const { cart } = (
        await local.app.inject({ method: 'POST', url: '/api/cart/save', headers: { cookie: lw.cookies.agent1 }, payload: { cart: sampleCart(lw) } })
      ).json();
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/cart/sendEmail',
        headers: { cookie: lw.cookies.agent1 },
        payload: { cart: { ...sampleCart(lw), id: cart.id }, customer_email: 'cliente@example.com' },
      });
      expect(res.json().success).toBe(true);
      const files = await fs.readdir(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const eml = await fs.readFile(path.join(dataDir, 'outbox', files[0]), 'utf8');
      expect(eml).toMatch(/^To: cliente@example\.com/m);
      expect(eml).toContain('application/pdf');
    } finally {
      await local.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
