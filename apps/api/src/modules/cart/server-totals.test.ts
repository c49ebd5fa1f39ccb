import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productPrices } from '../../db/schema/index';
import { hasCommand } from '../../test/has-command';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from './cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
  cookie = w.cookies.agent1;
  await t.app.inject({ method: 'POST', url: '/api/user/activate', headers: { cookie }, payload: { profile_external_id: 'A001', customer_id: w.cast.customers.c1.id } });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const current = async () => (await inject('GET', '/api/cart/current')).json().cart;
async function edit(content: Record<string, unknown>) {
  const { version } = await current();
  const res = await inject('POST', '/api/cart/current/update', { version, cart: content });
  expect(res.statusCode).toBe(200);
  return res.json().cart;
}

describe("the current cart's totals, computed by the server on every edit", () => {
  it('answers lines, payment discount, shipping and the final total with the edit — the figures the quote, PDF and order carry', async () => {
    const cart = await edit(sampleCart(w));
    expect(cart.totals).toMatchObject({
      rows: [
        { product_id: w.p.coffin.id, row_total: 2371.34 },
        { product_id: w.p.handle.id, row_total: 59.97 },
        { product_id: w.p.plate.id, row_total: 80 },
      ],
      total: 2511.31,
      discount_percentage: 2.5,
      discount_amount: 62.78,
      shipping_items: [{ external_id: 'SPE-FREE', price: 0 }],
      promotion_item: { external_id: 'PROMO-TARGA' },
      total_final: 2448.53,
      free_shipping_message: '',
    });
    expect(cart.totals_problem).toBeNull();
    // A read answers the same figures.
    expect((await current()).totals).toEqual(cart.totals);

    const saved = (await inject('POST', '/api/cart/save', { cart: sampleCart(w) })).json().cart;
    expect(saved.total_final).toBe(cart.totals.total_final);
    const archive = (await inject('GET', '/api/cart/archive?type=quotes')).json().carts.data;
    expect(archive.find((e: { id: number }) => e.id === saved.id)).toMatchObject({ total: 2511.31, total_final: 2448.53 });

    if (hasCommand('pdftotext')) {
      const pdf = await inject('GET', `/api/cart/createPdf/${saved.id}`);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quote-')), 'q.pdf');
      fs.writeFileSync(file, pdf.rawPayload);
      expect(execFileSync('pdftotext', ['-layout', file, '-']).toString()).toContain('2.448,53');
    }

    const key = randomUUID();
    const order = await inject('POST', '/api/cart/createOrder', sampleCart(w, { id: saved.id, revision: saved.revision }), { 'idempotency-key': key });
    expect(order.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(row!.totalNet).toBe('2448.53');
  });

  it('hints at free shipping until the agent removes shipping, then the hint and the line go', async () => {
    const small = { profile_external_id: 'A001', customer_id: w.cast.customers.c1.id, items: [{ product_id: w.p.handle.id, quantity: 2 }] };
    const withShipping = await edit(small);
    expect(withShipping.totals).toMatchObject({ total: 39.98, shipping_items: [{ external_id: 'SPE-STD', price: 15 }], free_shipping_message: 'Mancano 460,02 € per la spedizione gratuita' });
    // 39,98 − 2,5 % (1,00) + 15,00
    expect(withShipping.totals.total_final).toBe(53.98);
    const removed = await edit({ ...small, shipping_items: [] });
    expect(removed.totals).toMatchObject({ shipping_items: [], free_shipping_message: '', total_final: 38.98 });
  });

});

describe('a saved quote restored on another device or after a reload', () => {
  it('is known unchanged, so its PDF and email need no new save; an edit makes it changed', async () => {
    const saved = (await inject('POST', '/api/cart/save', { cart: sampleCart(w, { name: 'Rossi marzo' }) })).json().cart;
    const { version } = await current();
    const restored = (await inject('POST', '/api/cart/current/restore', { id: saved.id, version })).json().cart;
    expect(restored).toMatchObject({ id: saved.id, saved_unchanged: true });
    expect((await current()).saved_unchanged).toBe(true);
    const changed = await edit({ ...sampleCart(w, { id: saved.id, name: 'Rossi marzo' }), items: [{ product_id: w.p.handle.id, quantity: 9 }] });
    expect(changed.saved_unchanged).toBe(false);
  });
});

describe('a cart that can no longer be priced', () => {
  it('says why a cart cannot be priced instead of failing the read', async () => {
    await edit({ profile_external_id: 'A001', customer_id: w.cast.customers.c1.id, items: [{ product_id: w.p.handle.id, quantity: 1 }] });
    await t.database.db.delete(productPrices).where(eq(productPrices.productId, w.p.handle.id));
    const cart = await current();
    expect(cart.totals).toBeNull();
    expect(cart.totals_problem).toBe('Il prodotto MAN-010 non ha un prezzo nel listino del cliente');
  });
});
