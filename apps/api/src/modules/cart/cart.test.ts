import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, shops } from '../../db/schema/index';
import { fileStorageFor } from '../../storage/open-storage';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from './cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const countCarts = async () => (await t.database.db.select().from(carts)).length;

describe('POST /api/cart/save', () => {
  it('recomputes every amount from the price list, ignoring prices and totals sent by the client', async () => {
    const tampered = sampleCart(w, {
      total: 1,
      total_final: 1,
      discount_percentage: 90,
      items: sampleCart(w).items.map((i) => ({ ...i, price: 0.01, row_total: 0.01 })),
      shipping_items: [{ id: w.rules.std.id }],
    });
    const res = await post('/api/cart/save', w.cookies.agent1, { cart: tampered });
    expect(res.statusCode).toBe(200);
    const { cart } = res.json();
    expect(cart.items.map((i: { price: number; row_total: number }) => [i.price, i.row_total])).toEqual([
      [1234.56, 2371.34], // 1234.56 × 2 × 0.98 × 0.98 = 2371.342848
      [19.99, 59.97],
      [80, 80], // disable_discounts: the 3+3 asked for is not applied
    ]);
    expect(cart.items[2]).toMatchObject({ discount_1: 0, discount_2: 0, disable_discounts: true });
    expect(cart).toMatchObject({
      total: 2511.31,
      discount_percentage: 2.5,
      discount_amount: 62.78, // 2.5 % of 2511.31 = 62.78275
      total_weight: 93.05,
      count: 3,
      // Goods over 500 €: the free-shipping rule wins over the one the client named.
      shipping_items: [{ id: w.rules.free.id, external_id: 'SPE-FREE', price: 0, quantity: 1 }],
      promotion_item: { id: w.rules.promo.id, external_id: 'PROMO-TARGA' },
      total_final: 2448.53,
      type: 'quotes',
      name: 'Preventivo Rossi',
      customer_external_id: 'C0001',
      shipping_address: { name: 'Sede', address: 'Via Roma, 1', city: 'Milano' },
      issue_date: null,
    });
    expect(cart.id).toEqual(expect.any(Number));
  });

  it('applies a paid shipping line below the free-shipping threshold and honours its removal', async () => {
    const small = sampleCart(w, { items: [{ product_id: w.p.handle.id, quantity: 2 }] });
    const res = await post('/api/cart/save', w.cookies.agent1, { cart: small });
    expect(res.json().cart).toMatchObject({
      total: 39.98,
      shipping_items: [{ id: w.rules.std.id, price: 15 }],
      promotion_item: null,
      total_final: 53.98, // 39.98 − 1.00 (2.5 %, 0.9995 rounded) + 15.00
      discount_amount: 1,
    });
    const removed = await post('/api/cart/save', w.cookies.agent1, { cart: { ...small, shipping_items: [] } });
    expect(removed.json().cart).toMatchObject({ shipping_items: [], total_final: 38.98 });
  });

  it('refuses a quote without a name, an empty cart, a disallowed discount and an unpriced product, writing nothing', async () => {
    const before = await countCarts();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '  ' }, /Inserire il nome del preventivo/],
      [{ items: [] }, /Il carrello è vuoto/],
      [{ items: [{ product_id: w.p.coffin.id, quantity: 1, discount_1: 5, discount_2: 5 }] }, /Sconto non consentito/],
      [{ items: [{ product_id: w.p.onlyL2.id, quantity: 1 }] }, /non ha un prezzo nel listino/],
      [{ items: [{ product_id: w.p.coffin.id, quantity: 0 }] }, /quantità minima/i],
    ];
    for (const [extra, message] of cases) {
      const res = await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, extra) });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await countCarts()).toBe(before);
  });

  it('parks a temporary order without a name, listed only under temporary_orders', async () => {
    const res = await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { name: null, type: 'temporary_orders' }) });
    expect(res.statusCode).toBe(200);
    const id = res.json().cart.id;
    const temp = (await get('/api/cart/archive?type=temporary_orders', w.cookies.agent1)).json().carts;
    const quotes = (await get('/api/cart/archive?type=quotes', w.cookies.agent1)).json().carts;
    expect(temp.data.map((c: { id: number }) => c.id)).toContain(id);
    expect(quotes.data.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('overwrites the own unissued entry when saved again with its id', async () => {
    const first = (await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { name: 'Bozza' }) })).json().cart;
    const again = await post('/api/cart/save', w.cookies.agent1, {
      cart: sampleCart(w, { id: first.id, name: 'Bozza 2', items: [{ product_id: w.p.handle.id, quantity: 1 }] }),
    });
    expect(again.json().cart).toMatchObject({ id: first.id, name: 'Bozza 2', count: 1, total: 19.99 });
    const loaded = (await get(`/api/cart/get/${first.id}`, w.cookies.agent1)).json().cart;
    expect(loaded).toMatchObject({ id: first.id, name: 'Bozza 2', count: 1, items: [{ product_code: 'MAN-010', quantity: 1 }] });
  });

  it('uses another address of the customer or a new free-text one', async () => {
    const other = await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { shipping_address_id: w.addresses.other.id }) });
    expect(other.json().cart.shipping_address).toMatchObject({ name: 'Magazzino', city: 'Segrate' });
    const fresh = await post('/api/cart/save', w.cookies.agent1, {
      cart: sampleCart(w, { shipping_address_is_new: true, shipping_address_new: 'Via Nuova 5, 00100 Roma' }),
    });
    expect(fresh.json().cart).toMatchObject({ shipping_address_is_new: true, shipping_address: { address: 'Via Nuova 5, 00100 Roma' } });
  });

  it("refuses another customer's address", async () => {
    const res = await post('/api/cart/save', w.cookies.agent2, {
      cart: sampleCart(w, { customer_id: w.cast.customers.c3.id, profile_external_id: 'A002', shipping_address_id: w.addresses.other.id }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('scopes the customer to the profile and the profile to the caller', async () => {
    // agente1 has no A002; C0003 is not an A001 customer.
    expect((await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { profile_external_id: 'A002', customer_id: w.cast.customers.c3.id }) })).statusCode).toBe(404);
    expect((await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { customer_id: w.cast.customers.c3.id }) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/save', payload: { cart: sampleCart(w) } })).statusCode).toBe(401);
  });
});

describe('archive, get and delete', () => {
  it("keeps an agent's carts theirs alone; admins reach them by id", async () => {
    const { cart } = (await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { name: 'Solo mio' }) })).json();
    // agente2 shares profile A001 and customer C0001, but not agente1's carts.
    expect((await get(`/api/cart/get/${cart.id}`, w.cookies.agent2)).statusCode).toBe(404);
    expect((await get(`/api/cart/createPdf/${cart.id}`, w.cookies.agent2)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart/delete/${cart.id}`, headers: { cookie: w.cookies.agent2 } })).statusCode).toBe(404);
    expect((await post('/api/cart/save', w.cookies.agent2, { cart: sampleCart(w, { id: cart.id }) })).statusCode).toBe(404);
    expect((await post('/api/cart/sendEmail', w.cookies.agent2, { cart: sampleCart(w, { id: cart.id }), customer_email: 'x@example.com' })).statusCode).toBe(404);
    const archive2 = (await get('/api/cart/archive?type=quotes', w.cookies.agent2)).json().carts;
    expect(archive2.data.map((c: { id: number }) => c.id)).not.toContain(cart.id);
    expect((await get(`/api/cart/get/${cart.id}`, w.cookies.admin)).statusCode).toBe(200);
  });

  it('pages the archive newest first with profile and customer', async () => {
    const res = await get('/api/cart/archive?page=1&type=quotes', w.cookies.agent1);
    expect(res.statusCode).toBe(200);
    const { carts: page } = res.json();
    expect(page).toMatchObject({ current_page: 1, per_page: 20 });
    expect(page.total).toBeGreaterThan(3);
    expect(page.data[0]).toMatchObject({ profile: { external_id: 'A001' }, customer: { external_id: 'C0001', company_name: 'Ferramenta Rossi S.r.l.' } });
    const dates = page.data.map((c: { created_at: string }) => c.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await get('/api/cart/archive?page=0', w.cookies.agent1)).statusCode).toBe(400);
    expect((await get('/api/cart/archive?type=ordini', w.cookies.agent1)).statusCode).toBe(400);
  });

  it('deletes an unissued quote and refuses an issued one', async () => {
    const { cart } = (await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { name: 'Da cancellare' }) })).json();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/delete/${cart.id}`, headers: { cookie: w.cookies.agent1 } });
    expect(del.json()).toEqual({ success: true, message: 'Preventivo cancellato correttamente' });
    expect((await get(`/api/cart/get/${cart.id}`, w.cookies.agent1)).statusCode).toBe(404);

    const { cart: issued } = (await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { name: 'Emesso' }) })).json();
    await t.database.db.update(carts).set({ issueDate: new Date() }).where(eq(carts.id, issued.id));
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/cart/delete/${issued.id}`, headers: { cookie: w.cookies.agent1 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Un preventivo emesso non può essere cancellato');
    expect((await get(`/api/cart/get/${issued.id}`, w.cookies.agent1)).json().cart.issue_date).toEqual(expect.any(String));

    // A quote that became an order never changes: saving it again makes a new entry.
    const ordered = await t.app.inject({
      method: 'POST',
      url: '/api/cart/createOrder',
      headers: { cookie: w.cookies.agent1, 'idempotency-key': 'ordine-da-emesso' },
      payload: sampleCart(w, { id: issued.id, name: 'Emesso', revision: issued.revision }),
    });
    expect(ordered.json()).toMatchObject({ success: true });
    const resaved = (await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { id: issued.id, name: 'Copia' }) })).json().cart;
    expect(resaved.id).not.toBe(issued.id);
    expect((await get(`/api/cart/get/${issued.id}`, w.cookies.agent1)).json().cart.name).toBe('Emesso');
  });
});

describe('POST /api/cart/getAdditions', () => {
  const additions = (cookie: string, body: Record<string, unknown>) => post('/api/cart/getAdditions', cookie, body);

  it('offers the winning shipping and promotion for the customer price list and the free-shipping hint', async () => {
    const low = await additions(w.cookies.agent1, {
      customer_external_id: 'C0001',
      price_list_id: w.lists.l2.id, // ignored: the customer's list decides
      total: 99999,
      total_weight: 0,
      items: [{ product_id: w.p.handle.id, quantity: 10 }],
    });
    expect(low.statusCode).toBe(200);
    expect(low.json()).toEqual({
      cart_additions: { shipping: [{ id: w.rules.std.id, external_id: 'SPE-STD', description: 'Spese di trasporto', price: 15, quantity: 1 }], promotion: [] },
      free_shipping_message: 'Mancano 300,10 € per la spedizione gratuita', // 500.00 − 199.90
    });
    const high = await additions(w.cookies.agent1, {
      customer_id: w.cast.customers.c1.id,
      profile_external_id: 'A001',
      items: [{ product_id: w.p.coffin.id, quantity: 1 }],
    });
    expect(high.json()).toMatchObject({
      cart_additions: { shipping: [{ id: w.rules.free.id, price: 0 }], promotion: [{ id: w.rules.promo.id, description: 'Targa omaggio' }] },
      free_shipping_message: '',
    });
  });

  it('matches heavy carts on weight and uses only the rules of the cart price list', async () => {
    // 40 sacks: 1000 kg (the heavy rule's bound, inclusive) for 120 € → heavy (priority 5) beats standard (10).
    const heavy = await additions(w.cookies.agent1, { customer_external_id: 'C0002', items: [{ product_id: w.p.gravel.id, quantity: 40 }] });
    expect(heavy.json().cart_additions.shipping).toEqual([{ id: w.rules.heavy.id, external_id: 'SPE-HEAVY', description: 'Trasporto pesante', price: 120, quantity: 1 }]);
    // 39 sacks: 975 kg → standard shipping.
    const light = await additions(w.cookies.agent1, { customer_external_id: 'C0002', items: [{ product_id: w.p.gravel.id, quantity: 39 }] });
    expect(light.json().cart_additions.shipping[0].id).toBe(w.rules.std.id);
    // 3000 handles: 1050 kg and 59 970 € → free shipping (priority 1) beats heavy (5).
    const both = await additions(w.cookies.agent1, { customer_external_id: 'C0002', items: [{ product_id: w.p.handle.id, quantity: 3000 }] });
    expect(both.json().cart_additions.shipping[0].id).toBe(w.rules.free.id);
    const l2 = await additions(w.cookies.agent2, { customer_external_id: 'C0003', items: [{ product_id: w.p.onlyL2.id, quantity: 1 }] });
    expect(l2.json().cart_additions.shipping).toEqual([{ id: w.rules.otherList.id, external_id: 'SPE-L2', description: 'Trasporto L2', price: 9, quantity: 1 }]);
  });

  it("answers 404 for another agent's customer", async () => {
    expect((await additions(w.cookies.agent1, { customer_external_id: 'C0003', items: [] })).statusCode).toBe(404);
  });
});

describe('GET /api/cart/createPdf/:id', () => {
  it('answers the quote PDF to its author', async () => {
    const { cart } = (await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { name: 'PDF' }) })).json();
    const res = await get(`/api/cart/createPdf/${cart.id}`, w.cookies.agent1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
    expect((await get('/api/cart/createPdf/999999', w.cookies.agent1)).statusCode).toBe(404);
  });

  it("brands the PDF with the author's shop logo from the file storage", async () => {
    const { cart } = (await post('/api/cart/save', w.cookies.agent1, { cart: sampleCart(w, { name: 'Con logo' }) })).json();
    const before = await get(`/api/cart/createPdf/${cart.id}`, w.cookies.agent1);
    expect(before.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    const key = `logos/shop-${w.shop.id}-${Date.now()}.png`;
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    await fileStorageFor(t.app.config).put(key, png);
    await t.database.db.update(shops).set({ logo: key }).where(eq(shops.id, w.shop.id));
    try {
      const after = await get(`/api/cart/createPdf/${cart.id}`, w.cookies.agent1);
      expect(after.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    } finally {
      await t.database.db.update(shops).set({ logo: null }).where(eq(shops.id, w.shop.id));
      await fileStorageFor(t.app.config).remove(key);
    }
  });
});
