import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedCartWorld } from './cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: w.cookies.agent1, ...headers }, payload: payload as object });
const cart = (items: { product_id: number; quantity: number }[]) => ({
  name: 'Preventivo candele',
  profile_external_id: 'A001',
  customer_id: w.cast.customers.c1.id,
  items,
});
const orderCount = async () => (await t.database.db.execute<{ n: number }>(sql`select count(*)::int n from orders`)).rows[0]!.n;
const handle = () => w.p.handle.id;

beforeEach(async () => {
  // The handle comes in cartons of 6, at least 12; no override in the lists; no order minimum.
  await t.database.db.execute(sql`update products set min_quantity = 12, quantity_multiple = 6, pack_description = 'cartone da 6' where id = ${handle()}`);
  await t.database.db.execute(sql`update product_prices set min_quantity = null, quantity_multiple = null`);
  await t.database.db.execute(sql`update price_lists set min_order_amount = null`);
});

describe('quantity rules (issue 56)', () => {
  it('refuses a breaking line on save, order and the current cart, naming each line with the nearest valid quantity', async () => {
    const saved = await post('/api/cart/save', { cart: cart([{ product_id: handle(), quantity: 15 }, { product_id: w.p.coffin.id, quantity: 1 }]) });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({
      code: 'QUANTITY_RULE',
      message: 'MAN-010: Minimo 12 pezzi, a multipli di 6: 18?',
      fields: [{ path: 'items.0.quantity', message: 'MAN-010: Minimo 12 pezzi, a multipli di 6: 18?' }],
    });

    const before = await orderCount();
    const order = await post('/api/cart/createOrder', cart([{ product_id: handle(), quantity: 3 }]), { 'idempotency-key': randomUUID() });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ code: 'QUANTITY_RULE', message: 'MAN-010: Minimo 12 pezzi, a multipli di 6: 12?' });
    expect(await orderCount()).toBe(before);

    const current = (await t.app.inject({ method: 'GET', url: '/api/cart/current', headers: { cookie: w.cookies.agent1 } })).json().cart;
    await post('/api/user/activate', { profile_external_id: 'A001', customer_id: w.cast.customers.c1.id });
    const edit = await post('/api/cart/current/update', { version: current.version, cart: { profile_external_id: 'A001', customer_id: w.cast.customers.c1.id, items: [{ product_id: handle(), quantity: 7 }] } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().code).toBe('QUANTITY_RULE');
  });

  it('accepts the minimum and its multiples', async () => {
    const saved = await post('/api/cart/save', { cart: cart([{ product_id: handle(), quantity: 18 }]) });
    expect(saved.statusCode).toBe(200);
    const order = await post('/api/cart/createOrder', cart([{ product_id: handle(), quantity: 24 }]), { 'idempotency-key': randomUUID() });
    expect(order.json()).toMatchObject({ success: true });
  });

  it("takes each field from the customer's price list when it states one, and the catalogue shows the rule that applies", async () => {
    await t.database.db.execute(sql`update product_prices set min_quantity = 24 where product_id = ${handle()} and price_list_id = ${w.lists.l1.id}`);
    const saved = await post('/api/cart/save', { cart: cart([{ product_id: handle(), quantity: 18 }]) });
    expect(saved.json()).toMatchObject({ code: 'QUANTITY_RULE', message: 'MAN-010: Minimo 24 pezzi, a multipli di 6: 24?' });

    const page = await post('/api/catalog/getProducts', { search: 'MAN-010', page: 1, current_price_list_id: w.lists.l1.id });
    expect(page.json().products.data[0]).toMatchObject({ external_id: 'MAN-010', min_quantity: 24, quantity_multiple: 6, pack_description: 'cartone da 6' });
  });
});

describe('restoring an old quote whose quantities no longer fit (issue 56)', () => {
  it('restores it, names each breaking line with the nearest valid quantity, and the fix is accepted', async () => {
    const saved = await post('/api/cart/save', { cart: cart([{ product_id: w.p.coffin.id, quantity: 1 }, { product_id: handle(), quantity: 18 }]) });
    expect(saved.statusCode).toBe(200);
    // Since the quote was saved the handle's minimum went up to 24.
    await t.database.db.execute(sql`update products set min_quantity = 24 where id = ${handle()}`);
    const version = (await t.app.inject({ method: 'GET', url: '/api/cart/current', headers: { cookie: w.cookies.agent1 } })).json().cart.version;
    const restored = await post('/api/cart/current/restore', { id: saved.json().cart.id, version });
    expect(restored.statusCode).toBe(200);
    const body = restored.json();
    expect(body.quantity_problems).toEqual([
      { product_id: handle(), product_code: 'MAN-010', description: expect.any(String), quantity: 18, suggestion: 24, message: 'Minimo 24 pezzi, a multipli di 6: 24?' },
    ]);
    expect(body.cart.totals_problem).toBe('MAN-010: Minimo 24 pezzi, a multipli di 6: 24?');

    // The one-tap fix: the same cart with the suggested quantity is accepted and priced.
    const items = body.cart.items.map((i: { product_id: number; quantity: number }) => ({ product_id: i.product_id, quantity: i.product_id === handle() ? 24 : i.quantity }));
    const fixed = await post('/api/cart/current/update', { version: body.cart.version, cart: { ...cart(items), id: body.cart.id, quote_revision: body.cart.quote_revision } });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().cart.totals_problem).toBeNull();
  });
});

describe("order minimum per price list (issue 56)", () => {
  it("says how much is missing, refuses the order with that message, still saves the quote", async () => {
    await t.database.db.execute(sql`update price_lists set min_order_amount = 500 where id = ${w.lists.l1.id}`);
    // 18 handles at 19,99 € = 359,82 €: 140,18 € short.
    const below = cart([{ product_id: handle(), quantity: 18 }]);
    const before = await orderCount();
    const order = await post('/api/cart/createOrder', below, { 'idempotency-key': randomUUID() });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ code: 'ORDER_MINIMUM', message: "Mancano 140,18 € al minimo d'ordine" });
    expect(await orderCount()).toBe(before);
    expect((await post('/api/cart/save', { cart: below })).statusCode).toBe(200);

    await post('/api/user/activate', { profile_external_id: 'A001', customer_id: w.cast.customers.c1.id });
    const current = (await t.app.inject({ method: 'GET', url: '/api/cart/current', headers: { cookie: w.cookies.agent1 } })).json().cart;
    const edited = await post('/api/cart/current/update', { version: current.version, cart: { profile_external_id: 'A001', customer_id: w.cast.customers.c1.id, items: [{ product_id: handle(), quantity: 18 }] } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().cart.totals.order_minimum_message).toBe("Mancano 140,18 € al minimo d'ordine");

    const enough = await post('/api/cart/createOrder', cart([{ product_id: w.p.coffin.id, quantity: 1 }]), { 'idempotency-key': randomUUID() });
    expect(enough.json()).toMatchObject({ success: true });
  });
});
