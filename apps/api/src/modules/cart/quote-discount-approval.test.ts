import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatuses, paymentModes } from '../../db/schema/index';
import { formatEuro, toCents } from '../../lib/money';
import { shownText } from '../../test/pdf-text';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from './cart-test-setup';

// Issue 64 §6: a discount beyond the agent's authority never leaves the portal as a binding price — not as an order
// (held 'Da approvare', issue 56), nor as a quote PDF or an emailed quote: those say 'Sconto in attesa di
// approvazione' and print no net amount for the lines beyond it, nor any total. Authority here: 10 %.
let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;
let dataDir: string;
let advance: { id: number };

const PENDING = 'Sconto in attesa di approvazione';

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portale-quote-approval-'));
  t = await createTestApp({ DATA_DIR: dataDir, AGENT_DISCOUNT_LIMIT: '10', CART_DISCOUNTS: '0,2,5,25' });
  w = await seedCartWorld(t);
  [advance] = await t.database.db.insert(paymentModes).values({ externalId: 'BA5', description: 'Bonifico anticipato', discount: '5.00' }).returning();
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload: payload as object });
const pdfOf = async (id: number, cookie = w.cookies.agent1) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cart/createPdf/${id}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return shownText(res.rawPayload);
};
/** The coffin at d1+d2 and two handles without discount, for Ferramenta Rossi (2,50 % payment discount). */
const quoteWith = (d1: number, d2: number, extra: Record<string, unknown> = {}) =>
  sampleCart(w, {
    name: `Sconto ${d1}+${d2} ${randomUUID().slice(0, 6)}`,
    items: [
      { product_id: w.p.coffin.id, quantity: 1, discount_1: d1, discount_2: d2 },
      { product_id: w.p.handle.id, quantity: 2 },
    ],
    ...extra,
  });
type SavedCart = { id: number; revision: number; total: number; total_final: number; items: { product_code: string; row_total: number }[] };
const save = async (cart: Record<string, unknown>, cookie = w.cookies.agent1): Promise<SavedCart> => {
  const res = await post('/api/cart/save', cookie, { cart });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cart;
};
const euro = (amount: number) => formatEuro(toCents(String(amount)));
const rowOf = (cart: SavedCart, code: string) => cart.items.find((i) => i.product_code === code)!.row_total;

/** The .eml files written to the outbox (no SMTP here), as text with quoted-printable soft breaks undone. */
async function mails(): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(names.map(async (n) => (await fs.readFile(path.join(dir, n), 'utf8')).replace(/=\r?\n/g, '')));
}
/** The PDF attached to a mail. */
function attachedPdf(mail: string): Buffer {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail);
  if (!part) throw new Error('no PDF attached');
  return Buffer.from(part[1].replace(/\s/g, ''), 'base64');
}

describe('a quote beyond the agent’s discount authority (issue 64 §6)', () => {
  it("says 'Sconto in attesa di approvazione' on the PDF and prints no binding net amount or total", async () => {
    // 25+0 = 25 % against a 10 % authority.
    const cart = await save(quoteWith(25, 0));
    const text = await pdfOf(cart.id);
    expect(text).toContain(PENDING);
    // The list price and the requested discount are shown: the customer sees what is proposed…
    expect(text).toContain('1.234,56 €');
    expect(text).toContain('25+0');
    // …but not the net amount of the line beyond authority, nor any total built on it.
    expect(text).not.toContain(euro(rowOf(cart, 'COF-001')));
    expect(text).not.toContain(euro(cart.total));
    expect(text).not.toContain(euro(cart.total_final));
    // A line within authority keeps its amount.
    expect(text).toContain(euro(rowOf(cart, 'MAN-010')));
    // Reading the PDF is unchanged by who reads it: the admin opening the agent's quote sees the same statement.
    expect(await pdfOf(cart.id, w.cookies.admin)).toContain(PENDING);
  });

  it('emails the quote with the same statement, no total in the text and the same PDF attached', async () => {
    const cart = await save(quoteWith(25, 0));
    const before = (await mails()).length;
    const res = await post('/api/cart/sendEmail', w.cookies.agent1, { cart: { ...quoteWith(25, 0), id: cart.id }, customer_email: 'acquisti@ferramentarossi.it' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.stringContaining(PENDING) });
    const all = await mails();
    expect(all).toHaveLength(before + 1);
    const mail = all[all.length - 1];
    expect(mail).toContain(PENDING);
    expect(mail).not.toContain(euro(cart.total_final).replace(' €', ''));
    const attached = shownText(attachedPdf(mail));
    expect(attached).toContain(PENDING);
    expect(attached).not.toContain(euro(cart.total_final));
  });

  it('an order from it still waits for the admin (the statement never replaces the approval)', async () => {
    const cart = await save(quoteWith(25, 0));
    const res = await post('/api/cart/createOrder', w.cookies.agent1, { ...quoteWith(25, 0), id: cart.id, revision: cart.revision }, { 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approval.lines).toEqual([expect.objectContaining({ product_code: 'COF-001', effective_discount: 25, limit: 10 })]);
  });

  it("prints binding figures for an admin's own quote (an admin's discounts are never held)", async () => {
    const cart = await save(quoteWith(25, 0), w.cookies.admin);
    const text = await pdfOf(cart.id, w.cookies.admin);
    expect(text).not.toContain(PENDING);
    expect(text).toContain(euro(cart.total_final));
  });
});

describe('the payment-mode discount and the agent’s authority (issue 64 §6)', () => {
  // Decided: the payment mode's discount is the company's price for the payment terms, set by the admin in the
  // master data and the same for every agent; the agent's authority covers the line discounts he types.
  it('does not count: 5+5 (9,75 %) with a 5 % payment discount is within a 10 % authority, for the PDF and the order', async () => {
    const input = quoteWith(5, 5, { payment_mode_id: advance.id });
    const cart = await save(input);
    const text = await pdfOf(cart.id);
    expect(text).not.toContain(PENDING);
    expect(text).toContain('Sconto pagamento 5,00%');
    expect(text).toContain(euro(cart.total_final));

    const res = await post('/api/cart/createOrder', w.cookies.agent1, { ...input, id: cart.id, revision: cart.revision }, { 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Ordine inserito correttamente' });
    const [status] = await t.database.db
      .select({ code: orderStatuses.code })
      .from(orders)
      .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
      .where(eq(orders.id, res.json().order_id));
    expect(status.code).toBe('INS');
  });

  it('a line discount just beyond the authority is pending whatever the payment mode (5+5 within, 25+0 beyond)', async () => {
    expect(await pdfOf((await save(quoteWith(5, 5))).id)).not.toContain(PENDING);
    expect(await pdfOf((await save(quoteWith(25, 0, { payment_mode_id: advance.id }))).id)).toContain(PENDING);
  });
});
