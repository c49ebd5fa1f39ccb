import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, customers, idempotencyOutcomes, productPrices } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from './cart-test-setup';

// Issue 18, point 5: an order built without network reaches the server later; it is sent only at the prices the
// agent saw, otherwise held as a temporary order with the differences.
let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
});
afterAll(() => t.close());

const send = (payload: unknown, key: string) =>
  t.app.inject({ method: 'POST', url: '/api/cart/createOrder', headers: { cookie: w.cookies.agent1, 'idempotency-key': key }, payload: payload as object });

/** What the agent saw: the prices and final total the server gives the cart now (through a temporary save). */
async function seenNow() {
  const res = await t.app.inject({ method: 'POST', url: '/api/cart/save', headers: { cookie: w.cookies.agent1 }, payload: { cart: sampleCart(w, { name: null, type: 'temporary_orders' }) } });
  const { cart } = res.json<{ cart: { id: number; items: { product_id: number; price: number }[]; total_final: number } }>();
  await t.app.inject({ method: 'DELETE', url: `/api/cart/delete/${cart.id}`, headers: { cookie: w.cookies.agent1 } });
  return { items: cart.items.map((i) => ({ product_id: i.product_id, price: i.price })), total_final: cart.total_final };
}
const currentCartVersion = async () => (await t.app.inject({ method: 'GET', url: '/api/cart/current', headers: { cookie: w.cookies.agent1 } })).json().cart.version;
/** The carts of a type that a key produced (its recorded outcome). */
const cartsOfKey = (key: string, type: string) =>
  t.database.db
    .select({ id: carts.id })
    .from(carts)
    .innerJoin(idempotencyOutcomes, eq(idempotencyOutcomes.targetId, carts.id))
    .where(and(eq(idempotencyOutcomes.key, key), eq(carts.type, type)));
const heldCarts = (key: string) => cartsOfKey(key, 'temporary_orders');
/** Moves the coffin's price in the list of the sample cart's customer (the coffin is in other lists too). */
async function moveCoffinPrice(euro: number) {
  const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, w.cast.customers.c1.id));
  await t.database.db
    .update(productPrices)
    .set({ price: sql`price + ${euro}` })
    .where(and(eq(productPrices.productId, w.p.coffin.id), eq(productPrices.priceListId, customer!.priceListId!)));
}
const orderCount = async () => (await t.database.db.execute<{ n: number }>(sql`select count(*)::int n from orders`)).rows[0]!.n;

describe('an order built without network (cart/createOrder with seen)', () => {
  it('is sent when the server prices it as the agent saw it, and leaves the current cart alone', async () => {
    const seen = await seenNow();
    const version = await currentCartVersion();
    const key = randomUUID();
    const res = await send(sampleCart(w, { seen }), key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, order_code: expect.stringMatching(/^WEB-/) });
    expect(res.json().held).toBeUndefined();
    expect(await currentCartVersion()).toBe(version);
  });

  it('is held as a temporary order with the differences when a price changed; a replay answers the same one, never an order', async () => {
    const seen = await seenNow();
    const { coffin } = w.p;
    const before = await orderCount();
    // The list price of the coffin goes up by 10 € while the device is offline.
    await moveCoffinPrice(10);
    try {
      const key = randomUUID();
      const res = await send(sampleCart(w, { seen, name: null }), key);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      const seenCoffin = seen.items.find((i) => i.product_id === coffin.id)!.price;
      expect(answer).toMatchObject({ success: false, held: { cart_id: expect.any(Number) } });
      expect(answer.message).toMatch(/^Ordine non inviato: 1 prezzo cambiato, totale .* € invece di .* €\. Salvato tra gli Ordini temporanei da confermare$/);
      expect(answer.held.differences).toEqual([
        { product_id: coffin.id, description: expect.stringContaining('COF-001'), seen: seenCoffin, now: seenCoffin + 10 },
        { product_id: null, description: 'Totale dell’ordine', seen: seen.total_final, now: expect.any(Number) },
      ]);
      expect(answer.held.differences[1].now).toBeGreaterThan(seen.total_final);

      // The same submission again (its answer was lost): the same temporary order, still no order.
      const again = (await send(sampleCart(w, { seen, name: null }), key)).json();
      expect(again.held.cart_id).toBe(answer.held.cart_id);
      expect(await heldCarts(key)).toHaveLength(1);
      expect(await orderCount()).toBe(before);
      const archive = (await t.app.inject({ method: 'GET', url: '/api/cart/archive?type=temporary_orders', headers: { cookie: w.cookies.agent1 } })).json();
      expect(JSON.stringify(archive)).toContain('Ordine senza rete: prezzi cambiati');
    } finally {
      await moveCoffinPrice(-10);
    }
  });

  it('is held when the total differs from the one shown (a discount or shipping the device could not know)', async () => {
    const seen = await seenNow();
    const res = await send(sampleCart(w, { seen: { ...seen, total_final: seen.total_final - 50 } }), randomUUID());
    expect(res.json()).toMatchObject({ success: false, held: { differences: [{ product_id: null, seen: seen.total_final - 50, now: seen.total_final }] } });
  });

  it('refuses a malformed seen part in Italian, writing nothing', async () => {
    const before = await orderCount();
    const res = await send(sampleCart(w, { seen: { items: [{ product_id: 'x', price: 1 }], total_final: 'molto' } }), randomUUID());
    expect(res.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });
});

describe('a quote saved without network (cart/save with seen)', () => {
  const save = (payload: unknown, key: string) =>
    t.app.inject({ method: 'POST', url: '/api/cart/save', headers: { cookie: w.cookies.agent1, 'idempotency-key': key }, payload: payload as object });
  const quotesWithKey = (key: string) => cartsOfKey(key, 'quotes');

  it('is saved at the prices seen with no differences when nothing changed', async () => {
    const seen = await seenNow();
    const key = randomUUID();
    const res = await save({ cart: sampleCart(w, { name: 'Preventivo senza rete' }), seen }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cart: { name: 'Preventivo senza rete', version: 1 }, differences: [] });
    expect(await quotesWithKey(key)).toHaveLength(1);
  });

  it("is saved at today's prices and says which differ; the same save again answers the same quote and differences", async () => {
    const seen = await seenNow();
    const { coffin } = w.p;
    await moveCoffinPrice(10);
    try {
      const key = randomUUID();
      const payload = { cart: sampleCart(w, { name: 'Preventivo, prezzi cambiati' }), seen };
      const answer = (await save(payload, key)).json();
      const seenCoffin = seen.items.find((i) => i.product_id === coffin.id)!.price;
      expect(answer.cart.items.find((i: { product_id: number }) => i.product_id === coffin.id).price).toBe(seenCoffin + 10);
      expect(answer.differences).toEqual([
        { product_id: coffin.id, description: expect.stringContaining('COF-001'), seen: seenCoffin, now: seenCoffin + 10 },
        { product_id: null, description: 'Totale del preventivo', seen: seen.total_final, now: answer.cart.total_final },
      ]);
      const again = (await save(payload, key)).json();
      expect(again.cart.id).toBe(answer.cart.id);
      expect(again.differences).toEqual(answer.differences);
      expect(await quotesWithKey(key)).toHaveLength(1);
    } finally {
      await moveCoffinPrice(-10);
    }
  });

  it('answers no differences when saved online (no seen part)', async () => {
    const res = await save({ cart: sampleCart(w, { name: 'Preventivo in linea' }) }, randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().differences).toBeUndefined();
  });
});
