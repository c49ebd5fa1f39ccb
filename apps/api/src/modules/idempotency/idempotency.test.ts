import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, customers, orderItems, orders, productPrices } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from '../cart/cart-test-setup';

// Issue 53, the server's rules for writes a device repeats: what a key produced is recorded for good (point 4), a key
// reused with another request is refused (5), one stale-quote rule for save and order (6), versioned notes (7), the
// declared author (2), the promotion said outright (8), and a PDF's GET that changes nothing (18).
let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, cookie = w.cookies.agent1) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload: payload as object });
const order = (body: unknown, key: string, headers: Record<string, string> = {}) => post('/api/cart/createOrder', body, { 'idempotency-key': key, ...headers });
const save = (body: unknown, headers: Record<string, string> = {}) => post('/api/cart/save', body, headers);
const visitBody = (notes = 'Visita registrata sul tablet') => ({ date_visit: '2025-04-01', notes, profile_external_id: 'A001' });
const saveVisit = (body: unknown, headers: Record<string, string> = {}) => post(`/api/visit/saveVisit/${w.cast.customers.c1.id}`, body, headers);
const saveNote = (body: unknown, headers: Record<string, string> = {}) => post(`/api/user/saveProfileNote/${w.cast.customers.c2.id}`, body, headers);

const count = async (table: 'orders' | 'carts' | 'visits' | 'customer_notes') =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int n from ${sql.identifier(table)}`)).rows[0]!.n;

/** What the agent saw: the prices and total the server gives the sample cart now (through a temporary save). */
async function seenNow() {
  const { cart } = (await save({ cart: sampleCart(w, { name: null, type: 'temporary_orders' }) })).json();
  await t.app.inject({ method: 'DELETE', url: `/api/cart/delete/${cart.id}`, headers: { cookie: w.cookies.agent1 } });
  return { items: cart.items.map((i: { product_id: number; price: number }) => ({ product_id: i.product_id, price: i.price })), total_final: cart.total_final };
}
async function moveCoffinPrice(euro: number) {
  const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, w.cast.customers.c1.id));
  await t.database.db
    .update(productPrices)
    .set({ price: sql`price + ${euro}` })
    .where(and(eq(productPrices.productId, w.p.coffin.id), eq(productPrices.priceListId, customer!.priceListId!)));
}

describe('what a key produced is answered for good (point 4)', () => {
  it('a held order stays held on replay after its temporary order is saved elsewhere or deleted: never a real order', async () => {
    const seen = await seenNow();
    await moveCoffinPrice(10);
    const key = randomUUID();
    const body = sampleCart(w, { name: null, seen });
    let held: { success: boolean; held: { cart_id: number } };
    try {
      held = (await order(body, key)).json();
      expect(held).toMatchObject({ success: false, held: { cart_id: expect.any(Number) } });
      // Saved on the PC (a later save of the temporary order), then the prices come back.
      const edited = await save({ cart: sampleCart(w, { id: held.held.cart_id, name: null, type: 'temporary_orders' }) });
      expect(edited.statusCode, edited.body).toBe(200);
    } finally {
      await moveCoffinPrice(-10);
    }
    const orderCount = await count('orders');
    const again = await order(body, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(held);
    // Deleted (or purged by carts:purge-temporary): the key still answers the held outcome, nothing new is made.
    await t.app.inject({ method: 'DELETE', url: `/api/cart/delete/${held.held.cart_id}`, headers: { cookie: w.cookies.agent1 } });
    const cartCount = await count('carts');
    expect((await order(body, key)).json()).toEqual(held);
    expect(await count('orders')).toBe(orderCount);
    expect(await count('carts')).toBe(cartCount);
  });

  it('a quote saved with a key and edited online since is not saved again on replay of the key', async () => {
    const key = randomUUID();
    const body = { cart: sampleCart(w, { name: 'Preventivo dal tablet' }) };
    const first = (await save(body, { 'idempotency-key': key })).json();
    const edited = await save({ cart: sampleCart(w, { id: first.cart.id, revision: first.cart.revision, name: 'Preventivo dal tablet', notes: 'Cambiato sul PC' }) });
    expect(edited.json().cart.revision).toBe(first.cart.revision + 1);
    const cartCount = await count('carts');
    const replay = await save(body, { 'idempotency-key': key });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(first);
    expect(await count('carts')).toBe(cartCount);
    const [stored] = await t.database.db.select().from(carts).where(eq(carts.id, first.cart.id));
    expect(stored).toMatchObject({ revision: first.cart.revision + 1, notes: 'Cambiato sul PC' });
  });
});

describe('a key reused with another request is refused (point 5)', () => {
  // 422, as the IETF Idempotency-Key draft answers a key reused with another payload (issue 64 part 5); 409 stays
  // for conflicts (a stale version, a key still being recorded).
  const REUSED = { success: false, code: 'IDEMPOTENCY_KEY_REUSED', message: 'La chiave Idempotency-Key è già stata usata per una richiesta diversa' };

  it('on cart/createOrder: the second order is refused, not answered with the first one', async () => {
    const key = randomUUID();
    const first = await order(sampleCart(w, { name: null }), key);
    expect(first.json().success).toBe(true);
    const orderCount = await count('orders');
    const other = await order(sampleCart(w, { name: null, notes: 'Un altro ordine' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(REUSED);
    expect(await count('orders')).toBe(orderCount);
    // The same body again still answers the first order.
    expect((await order(sampleCart(w, { name: null }), key)).json().order_id).toBe(first.json().order_id);
  });

  it("an order sent online whose answer was lost, then queued offline under the same key with what the agent saw, answers the order (issue 53.1)", async () => {
    const key = randomUUID();
    const online = await order(sampleCart(w, { name: null }), key);
    expect(online.json().success).toBe(true);
    const orderCount = await count('orders');
    // The device's copy of the same order adds `seen` (the prices on its screen): the same request, not another one.
    const queued = await order(sampleCart(w, { name: null, seen: await seenNow() }), key);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ success: true, order_id: online.json().order_id });
    expect(await count('orders')).toBe(orderCount);
  });

  it('on cart/save, visits and notes, and across calls', async () => {
    const key = randomUUID();
    expect((await save({ cart: sampleCart(w, { name: 'Uno' }) }, { 'idempotency-key': key })).statusCode).toBe(200);
    const refused = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() });
    expect(refused(await save({ cart: sampleCart(w, { name: 'Due' }) }, { 'idempotency-key': key }))).toEqual({ status: 422, body: REUSED });
    // The key of a quote sent with an order or a visit.
    expect(refused(await order(sampleCart(w, { name: 'Uno' }), key))).toEqual({ status: 422, body: REUSED });
    expect(refused(await saveVisit(visitBody(), { 'idempotency-key': key }))).toEqual({ status: 422, body: REUSED });

    const visitKey = randomUUID();
    expect((await saveVisit(visitBody(), { 'idempotency-key': visitKey })).statusCode).toBe(200);
    const visits = await count('visits');
    expect(refused(await saveVisit(visitBody('Un altro testo della visita'), { 'idempotency-key': visitKey }))).toEqual({ status: 422, body: REUSED });
    expect(await count('visits')).toBe(visits);

    const noteKey = randomUUID();
    const note = await saveNote({ note: 'Richiamare lunedì' }, { 'idempotency-key': noteKey });
    expect(note.statusCode, note.body).toBe(200);
    expect(refused(await saveNote({ note: 'Richiamare martedì' }, { 'idempotency-key': noteKey }))).toEqual({ status: 422, body: REUSED });
    expect((await saveNote({ note: 'Richiamare lunedì' }, { 'idempotency-key': noteKey })).json()).toEqual(note.json());
  });
});

describe('one rule for "may this write touch that quote" (point 6)', () => {
  it('an order queued on the tablet from a quote edited since on the laptop is refused like a stale save', async () => {
    const quote = (await save({ cart: sampleCart(w, { name: 'Preventivo conteso' }) })).json().cart;
    // The laptop saves a new revision with other quantities.
    const laptop = sampleCart(w, { id: quote.id, revision: quote.revision, name: 'Preventivo conteso', items: [{ product_id: w.p.handle.id, quantity: 7 }] });
    expect((await save({ cart: laptop })).statusCode).toBe(200);
    const orderCount = await count('orders');
    // The tablet's order, queued from the revision it had.
    const tablet = await order(sampleCart(w, { id: quote.id, revision: quote.revision, name: 'Preventivo conteso' }), randomUUID());
    expect(tablet.statusCode).toBe(409);
    expect(tablet.json().code).toBe('STALE_VERSION');
    expect(tablet.json().message).toMatch(/^Il preventivo è stato modificato nel frattempo/);
    expect(await count('orders')).toBe(orderCount);
    const [stored] = await t.database.db.select().from(carts).where(eq(carts.id, quote.id));
    expect(stored).toMatchObject({ revision: quote.revision + 1, orderId: null });
    const lines = await t.database.db.select().from(cartItems).where(eq(cartItems.cartId, quote.id));
    expect(lines.map((l) => [l.productId, Number(l.quantity)])).toEqual([[w.p.handle.id, 7]]);
    // From the current revision the order goes through.
    const current = await order({ ...laptop, revision: quote.revision + 1 }, randomUUID());
    expect(current.json().success, current.body).toBe(true);
  });
});

describe('the declared author of a write (point 2)', () => {
  const MISMATCH = { success: false, code: 'AUTHOR_MISMATCH', message: 'Questa modifica è stata scritta da un altro utente: non è stata registrata' };

  it("refuses an order, a quote, a visit and a note written by another user, writing nothing; the session's own id passes", async () => {
    const other = { 'x-author-id': String(w.cast.users.agent2.id) };
    const before = await Promise.all([count('orders'), count('carts'), count('visits'), count('customer_notes')]);
    for (const res of [
      await order(sampleCart(w, { name: null }), randomUUID(), other),
      await save({ cart: sampleCart(w) }, { 'idempotency-key': randomUUID(), ...other }),
      await saveVisit(visitBody(), other),
      await saveNote({ note: 'Nota di un altro' }, other),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(MISMATCH);
    }
    expect(await Promise.all([count('orders'), count('carts'), count('visits'), count('customer_notes')])).toEqual(before);
    const own = { 'x-author-id': String(w.cast.users.agent1.id) };
    expect((await saveVisit(visitBody(), own)).statusCode).toBe(200);
    expect((await order(sampleCart(w, { name: null }), randomUUID(), own)).json().success).toBe(true);
    expect((await saveVisit(visitBody(), { 'x-author-id': 'mario' })).statusCode).toBe(400);
  });
});

describe('a note carries its version (point 7)', () => {
  const noteOf = async () => (await t.app.inject({ method: 'GET', url: `/api/customer/get/${w.cast.customers.c1.id}`, headers: { cookie: w.cookies.agent1 } })).json().customer.user_note;
  const note = (body: unknown) => post(`/api/user/saveProfileNote/${w.cast.customers.c1.id}`, body);

  it('refuses an edit based on an older version with both texts, and takes one based on the current one', async () => {
    const first = (await note({ note: 'Testo del tablet', base_version: 0 })).json().user_note;
    expect(first).toEqual({ content: 'Testo del tablet', version: expect.any(Number) });
    expect(await noteOf()).toEqual(first);
    // The PC saves a newer text, based on the version it read.
    const pc = (await note({ note: 'Testo più recente del PC', base_version: first.version })).json().user_note;
    expect(pc.version).not.toBe(first.version);
    // The tablet's older offline edit arrives: refused with the stored note, which stays.
    const stale = await note({ note: 'Modifica offline del tablet', base_version: first.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      code: 'NOTE_CONFLICT',
      message: 'La nota è stata modificata su un altro dispositivo',
      current_note: pc,
    });
    expect(await noteOf()).toEqual(pc);
    // "No note" is version 0: a device that saw none cannot overwrite one written since.
    expect((await note({ note: 'Nota nuova', base_version: 0 })).json().current_note).toEqual(pc);
    // The same text as stored is no conflict; without base_version the save behaves as before.
    expect((await note({ note: 'Testo più recente del PC', base_version: first.version })).json().user_note).toEqual(pc);
    expect((await note({ note: 'Senza versione' })).json().user_note.content).toBe('Senza versione');
    // Deleted: version 0 again for the device, and a deleted note's version is never given again.
    expect((await note({ note: '' })).json().user_note).toBeNull();
    expect((await note({ note: 'Dopo la cancellazione', base_version: first.version })).json().current_note).toEqual({ content: '', version: 0 });
    const again = (await note({ note: 'Dopo la cancellazione', base_version: 0 })).json().user_note;
    expect([first.version, pc.version]).not.toContain(again.version);
  });
});

describe('the promotion said outright (point 8)', () => {
  const linesOf = async (orderId: number) =>
    (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id))).map((l) => [l.productExternalId, l.total]);

  it("gives the device's body (never in the additions step) the same order lines and totals as the online body", async () => {
    // Online: the additions step offered the promotion and the agent kept it.
    const online = sampleCart(w, { name: null, shipping_items: [{ id: w.rules.std.id }], promotion_item: { id: w.rules.promo.id }, promotion_choice: { kind: 'chosen', id: w.rules.promo.id } });
    // The device's queued order: shipping and promotion left to the server.
    const device = sampleCart(w, { name: null, shipping_items: null, promotion_item: null, promotion_choice: { kind: 'derive' } });
    const a = (await order(online, randomUUID())).json();
    const b = (await order(device, randomUUID())).json();
    expect(a.success && b.success, JSON.stringify([a, b])).toBe(true);
    const onlineLines = await linesOf(a.order_id);
    expect(onlineLines.map(([code]) => code)).toContain('PROMO-TARGA');
    expect(await linesOf(b.order_id)).toEqual(onlineLines);
    const totals = await t.database.db
      .select({ id: orders.id, total: orders.total, totalNet: orders.totalNet })
      .from(orders)
      .where(sql`${orders.id} in (${a.order_id}, ${b.order_id})`);
    expect(totals[0]).toMatchObject({ total: totals[1]!.total, totalNet: totals[1]!.totalNet });
  });

  it("keeps the spec's promotion_item: absent derives, null is 'no promotion'; promotion_choice 'none' removes it", async () => {
    const withoutKey = (extra: Record<string, unknown>) => save({ cart: sampleCart(w, { name: 'Promozione', ...extra }) });
    expect((await withoutKey({})).json().cart.promotion_item).toMatchObject({ external_id: 'PROMO-TARGA' });
    expect((await withoutKey({ promotion_item: null })).json().cart.promotion_item).toBeNull();
    expect((await withoutKey({ promotion_item: null, promotion_choice: { kind: 'derive' } })).json().cart.promotion_item).toMatchObject({ external_id: 'PROMO-TARGA' });
    expect((await withoutKey({ promotion_choice: { kind: 'none' } })).json().cart.promotion_item).toBeNull();
    expect((await withoutKey({ promotion_choice: { kind: 'sometimes' } })).statusCode).toBe(400);
  });
});

describe('the PDF of a quote (point 18)', () => {
  it('GET cart/createPdf changes nothing; cart/share marks the version shared', async () => {
    const quote = (await save({ cart: sampleCart(w, { name: 'Solo letto' }) })).json().cart;
    const row = async () => (await t.database.db.select().from(carts).where(eq(carts.id, quote.id)))[0]!;
    const before = await row();
    const pdf = await t.app.inject({ method: 'GET', url: `/api/cart/createPdf/${quote.id}`, headers: { cookie: w.cookies.agent1 } });
    expect(pdf.statusCode).toBe(200);
    expect(await row()).toEqual(before);
    expect(before.sharedAt).toBeNull();
    expect((await post(`/api/cart/share/${quote.id}`, { revision: quote.revision })).json()).toMatchObject({ success: true });
    expect((await row()).sharedAt).toBeInstanceOf(Date);
    // Another agent's quote is not theirs to share.
    expect((await post(`/api/cart/share/${quote.id}`, {}, {}, w.cookies.agent2)).statusCode).toBe(404);
  });
});
