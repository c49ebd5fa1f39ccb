import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderExports, orders, paymentModes } from '../../db/schema/index';
import { hasCommand } from '../../test/has-command';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from './cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;
let cookie: string;
let advance: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
  cookie = w.cookies.agent1;
  [advance] = await t.database.db.insert(paymentModes).values({ externalId: 'BA', description: 'Bonifico anticipato', discount: '5.00' }).returning();
  await t.app.inject({ method: 'POST', url: '/api/user/activate', headers: { cookie }, payload: { profile_external_id: 'A001', customer_id: w.cast.customers.c1.id } });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const current = async () => (await inject('GET', '/api/cart/current')).json().cart;
const update = async (content: Record<string, unknown>) => inject('POST', '/api/cart/current/update', { version: (await current()).version, cart: content });

describe('the payment mode agreed in the cart', () => {
  it('lists the payment modes an agent can choose, with their discounts', async () => {
    const res = await inject('GET', '/api/cart/paymentModes');
    expect(res.statusCode).toBe(200);
    expect(res.json().payment_modes).toContainEqual({ id: advance.id, description: 'Bonifico anticipato', discount: 5 });
  });

  it("applies the chosen mode's discount instead of the customer's, on screen, in the quote, its PDF and the order sent to the ERP", async () => {
    // The customer's own mode: 2.5 %.
    const own = (await update(sampleCart(w))).json().cart;
    expect(own.payment_mode_id).toBeNull();
    expect(own.totals).toMatchObject({ payment_mode: 'Bonifico 30 gg', discount_percentage: 2.5, total_final: 2448.53 });

    const chosen = (await update(sampleCart(w, { payment_mode_id: advance.id }))).json().cart;
    expect(chosen.payment_mode_id).toBe(advance.id);
    // 2511,31 − 5 % (125,57) + free shipping
    expect(chosen.totals).toMatchObject({ payment_mode: 'Bonifico anticipato', discount_percentage: 5, discount_amount: 125.57, total_final: 2385.74 });

    const saved = (await inject('POST', '/api/cart/save', { cart: sampleCart(w, { payment_mode_id: advance.id }) })).json().cart;
    expect(saved).toMatchObject({ payment_mode_id: advance.id, payment_mode: 'Bonifico anticipato', total_final: 2385.74 });
    expect((await inject('GET', `/api/cart/get/${saved.id}`)).json().cart).toMatchObject({ payment_mode_id: advance.id, payment_mode: 'Bonifico anticipato' });
    if (hasCommand('pdftotext')) {
      const pdf = await inject('GET', `/api/cart/createPdf/${saved.id}`);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quote-')), 'q.pdf');
      fs.writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(text).toContain('Pagamento: Bonifico anticipato');
      expect(text).toContain('2.385,74');
    }

    // Restored, the quote keeps its payment mode and is known unchanged.
    const restored = await inject('POST', '/api/cart/current/restore', { id: saved.id, version: (await current()).version });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().cart).toMatchObject({ payment_mode_id: advance.id, saved_unchanged: true });

    const key = randomUUID();
    const order = await inject('POST', '/api/cart/createOrder', sampleCart(w, { id: saved.id, payment_mode_id: advance.id }), { 'idempotency-key': key });
    expect(order.statusCode, order.body).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(row!.totalNet).toBe('2385.74');
    const [exported] = await t.database.db.select().from(orderExports).where(eq(orderExports.orderId, row!.id));
    expect(exported!.payload).toMatchObject({ payment_mode_external_id: 'BA', discount_percentage: '5.00', total_net: '2385.74' });
  });

  it('refuses a payment mode that does not exist, with an Italian message, and changes nothing', async () => {
    const before = await current();
    const res = await update(sampleCart(w, { payment_mode_id: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Modalità di pagamento non valida: sceglierne una tra quelle proposte');
    expect((await current()).version).toBe(before.version);
    const saveRes = await inject('POST', '/api/cart/save', { cart: sampleCart(w, { payment_mode_id: 999_999 }) });
    expect(saveRes.statusCode).toBe(400);
  });
});
