import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, userProfiles } from '../../db/schema/index';
import { quoteMail } from '../../documents/mail/quote-mail';
import { createPriceList, createProduct } from '../../test/cart-fixtures';
import { createUser } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { seedCartWorld } from './cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;
let rail: Awaited<ReturnType<typeof createProduct>>;
/** Two sessions of agente1: two devices of one user. */
let phone: string;
let laptop: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
  rail = await createProduct(t.database, { code: 'PR-000010', description: 'Profilo in alluminio', prices: { [w.lists.l1.id]: '4.20' }, unit: 'ML', weight: '0.5' });
  await createPriceList(t.database, 'L3');
  phone = w.cookies.agent1;
  laptop = await loginAs(t.app, 'agente1@example.com');
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const current = async (cookie: string) => (await inject('GET', '/api/cart/current', cookie)).json().cart;
const update = (cookie: string, version: number, cart: unknown) => inject('POST', '/api/cart/current/update', cookie, { version, cart });
const activate = (cookie: string, profile: string, customerId: number | null) =>
  inject('POST', '/api/user/activate', cookie, { profile_external_id: profile, customer_id: customerId });
const cartFor = (customerId: number, items: unknown[], extra: Record<string, unknown> = {}) => ({
  profile_external_id: 'A001',
  customer_id: customerId,
  items,
  ...extra,
});
const countType = async (type: string) =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int n from carts where user_id = ${w.cast.users.agent1.id} and type = ${type}`)).rows[0].n;

describe('the current cart on the server', () => {
  it('starts empty at version 0 and takes an update based on that version', async () => {
    expect(await current(phone)).toMatchObject({ version: 0, items: [], customer_id: null });
    expect((await activate(phone, 'A001', w.cast.customers.c1.id)).statusCode).toBe(200);
    const res = await update(phone, 0, cartFor(w.cast.customers.c1.id, [{ product_id: w.p.handle.id, quantity: 3 }]));
    expect(res.statusCode).toBe(200);
    expect(res.json().cart).toMatchObject({
      version: 1,
      customer_external_id: 'C0001',
      customer_name: 'Ferramenta Rossi S.r.l.',
      items: [{ product_id: w.p.handle.id, quantity: 3, product_code: 'MAN-010', price: 19.99, unit_of_measure: 'PZ' }],
    });
  });

  it('shows every device the same cart, and answers 409 STALE_VERSION to an edit based on an old version', async () => {
    const seen = await current(laptop);
    expect(seen.items).toHaveLength(1);
    const laptopEdit = await update(laptop, seen.version, cartFor(w.cast.customers.c1.id, [{ product_id: w.p.handle.id, quantity: 5 }]));
    expect(laptopEdit.statusCode).toBe(200);
    // The phone still believes in the old version: its edit is refused, nothing is overwritten or duplicated.
    const phoneEdit = await update(phone, seen.version, cartFor(w.cast.customers.c1.id, [{ product_id: w.p.coffin.id, quantity: 1 }]));
    expect(phoneEdit.statusCode).toBe(409);
    expect(phoneEdit.json()).toMatchObject({ success: false, code: 'STALE_VERSION', message: expect.stringMatching(/modificato su un altro dispositivo/) });
    expect((await current(phone)).items).toMatchObject([{ product_id: w.p.handle.id, quantity: 5 }]);
  });

  it('answers a retried update that already landed with the cart as it is', async () => {
    const before = await current(phone);
    const body = cartFor(w.cast.customers.c1.id, [{ product_id: w.p.handle.id, quantity: 6 }]);
    expect((await update(phone, before.version, body)).statusCode).toBe(200);
    const retry = await update(phone, before.version, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().cart.version).toBe(before.version + 1);
  });

  it('refuses quantities the product unit does not allow, and takes fractions for units sold by measure', async () => {
    const { version } = await current(phone);
    const pieces = await update(phone, version, cartFor(w.cast.customers.c1.id, [{ product_id: w.p.handle.id, quantity: 2.5 }]));
    expect(pieces.statusCode).toBe(400);
    expect(pieces.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/unità intere/), fields: [{ path: 'items.0.quantity' }] });
    const negative = await update(phone, version, cartFor(w.cast.customers.c1.id, [{ product_id: w.p.handle.id, quantity: -3 }]));
    expect(negative.statusCode).toBe(400);
    const metres = await update(phone, version, cartFor(w.cast.customers.c1.id, [{ product_id: rail.id, quantity: 2.5 }]));
    expect(metres.statusCode).toBe(200);
    expect(metres.json().cart.items[0]).toMatchObject({ quantity: 2.5, unit_of_measure: 'ML' });
    // Saved as a quote, 2.5 m × 4.20 € = 10.50 €.
    const saved = await inject('POST', '/api/cart/save', phone, { cart: cartFor(w.cast.customers.c1.id, [{ product_id: rail.id, quantity: 2.5 }], { name: 'Profili' }) });
    expect(saved.json().cart.items[0]).toMatchObject({ quantity: 2.5, row_total: 10.5 });
    const got = await inject('GET', `/api/cart/get/${saved.json().cart.id}`, phone);
    expect(got.json().cart.items[0].quantity).toBe(2.5);
  });

  it('answers CART_BOUND_ELSEWHERE when a device adds products for a customer that is no longer the current one', async () => {
    // The laptop activates another customer: the phone still believes C0001 is current.
    expect((await activate(laptop, 'A001', w.cast.customers.c2.id)).statusCode).toBe(200);
    const { version } = await current(phone);
    const res = await update(phone, version, cartFor(w.cast.customers.c1.id, [{ product_id: w.p.handle.id, quantity: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CART_BOUND_ELSEWHERE', message: expect.stringMatching(/altro cliente/) });
  });
});

describe('activating another customer parks the cart', () => {
  it('parks a cart with products as a temporary order and empties it, once under concurrent activations', async () => {
    expect((await activate(phone, 'A001', w.cast.customers.c1.id)).statusCode).toBe(200);
    const { version } = await current(phone);
    const filled = await update(phone, version, cartFor(w.cast.customers.c1.id, [{ product_id: w.p.handle.id, quantity: 2 }], { notes: 'Da parcheggiare' }));
    expect(filled.statusCode).toBe(200);
    const before = await countType('temporary_orders');
    const answers = await Promise.all([
      activate(phone, 'A001', w.cast.customers.c2.id),
      activate(laptop, 'A001', w.cast.customers.c2.id),
      activate(laptop, 'A001', null),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await countType('temporary_orders')).toBe(before + 1);
    // Exactly the activation that parked it says so, so the agent is told where the cart went (issue 21).
    expect(answers.filter((a) => a.json().parked_cart === true)).toHaveLength(1);
    const after = await current(laptop);
    expect(after.items).toEqual([]);
    expect(after.version).toBeGreaterThan(filled.json().cart.version);
    const [parked] = await t.database.db.select().from(carts).where(eq(carts.notes, 'Da parcheggiare'));
    expect(parked).toMatchObject({ type: 'temporary_orders', customerId: w.cast.customers.c1.id });
  });

  it('does not park when the customer stays the same or the cart is empty', async () => {
    expect((await activate(phone, 'A001', w.cast.customers.c1.id)).statusCode).toBe(200);
    const { version } = await current(phone);
    await update(phone, version, cartFor(w.cast.customers.c1.id, [{ product_id: w.p.handle.id, quantity: 2 }]));
    const before = await countType('temporary_orders');
    expect((await activate(phone, 'A001', w.cast.customers.c1.id)).json().parked_cart).toBe(false);
    expect(await countType('temporary_orders')).toBe(before);
    expect((await current(phone)).items).toHaveLength(1);
  });
});

describe('restoring an archived cart', () => {
  it('replaces the current cart and activates its customer in one call; an issued entry comes back as a new cart', async () => {
    const { cart: saved } = (
      await inject('POST', '/api/cart/save', phone, { cart: cartFor(w.cast.customers.c2.id, [{ product_id: w.p.coffin.id, quantity: 1 }], { name: 'Da ripristinare' }) })
    ).json();
    const { version } = await current(phone);
    const res = await inject('POST', '/api/cart/current/restore', phone, { id: saved.id, version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cart: { version: version + 1, id: saved.id, name: 'Da ripristinare', customer_id: w.cast.customers.c2.id, items: [{ product_id: w.p.coffin.id, quantity: 1 }] },
      current: { customer: { id: w.cast.customers.c2.id } },
    });
    const stale = await inject('POST', '/api/cart/current/restore', phone, { id: saved.id, version });
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' });
    // An emailed quote keeps its identity (its next save is a new version); one that became an order is duplicated.
    await t.database.db.update(carts).set({ issueDate: new Date() }).where(eq(carts.id, saved.id));
    const emailed = await inject('POST', '/api/cart/current/restore', phone, { id: saved.id, version: version + 1 });
    expect(emailed.json().cart).toMatchObject({ id: saved.id, type: 'quotes', quote_revision: 1 });
    const [row] = await t.database.db.select().from(carts).where(eq(carts.id, saved.id));
    const [order] = await t.database.db
      .insert(orders)
      .values({ code: 'WEB-TEST-RESTORE', issueDate: '2026-11-25', totalNet: '1', total: '1', profileId: row.profileId, customerId: row.customerId })
      .returning({ id: orders.id });
    await t.database.db.update(carts).set({ orderId: order.id }).where(eq(carts.id, saved.id));
    const duplicate = await inject('POST', '/api/cart/current/restore', phone, { id: saved.id, version: version + 2 });
    expect(duplicate.json().cart).toMatchObject({ id: null, type: null, quote_revision: null });
  });
});

describe('deleting the quote the current cart came from (issue 55)', () => {
  it('unlinks the current cart, which stays as a new unsaved cart, says so, and saves again', async () => {
    const { cart: saved } = (
      await inject('POST', '/api/cart/save', phone, { cart: cartFor(w.cast.customers.c2.id, [{ product_id: w.p.coffin.id, quantity: 2 }], { name: 'Da cancellare' }) })
    ).json();
    const restored = (await inject('POST', '/api/cart/current/restore', phone, { id: saved.id, version: (await current(phone)).version })).json().cart;
    expect(restored).toMatchObject({ id: saved.id, name: 'Da cancellare' });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/delete/${saved.id}`, headers: { cookie: phone } });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toContain('resta come nuovo carrello');
    const after = await current(laptop);
    expect(after).toMatchObject({ version: restored.version + 1, id: null, quote_revision: null, name: null, type: null, items: [{ product_id: w.p.coffin.id, quantity: 2 }] });

    const again = await inject('POST', '/api/cart/save', phone, {
      cart: cartFor(w.cast.customers.c2.id, [{ product_id: w.p.coffin.id, quantity: 2 }], { id: after.id, revision: after.quote_revision, name: 'Di nuovo' }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().cart.id).not.toBe(saved.id);
  });

  it('leaves a current cart that came from another quote alone', async () => {
    const save = async (name: string) =>
      (await inject('POST', '/api/cart/save', phone, { cart: cartFor(w.cast.customers.c2.id, [{ product_id: w.p.coffin.id, quantity: 1 }], { name }) })).json().cart;
    const [kept, other] = [await save('Tenuto'), await save('Altro')];
    const restored = (await inject('POST', '/api/cart/current/restore', phone, { id: kept.id, version: (await current(phone)).version })).json().cart;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/delete/${other.id}`, headers: { cookie: phone } });
    expect(del.json()).toEqual({ success: true, message: 'Preventivo cancellato correttamente' });
    expect(await current(phone)).toMatchObject({ version: restored.version, id: kept.id });
  });
});

describe('sending an order', () => {
  const send = (cookie: string, cart: unknown, headers: Record<string, string> = {}) =>
    inject('POST', '/api/cart/createOrder', cookie, cart, { 'idempotency-key': randomUUID(), ...headers });

  it('empties the current cart it came from; a cart changed on another device is refused, not ordered', async () => {
    await activate(phone, 'A001', w.cast.customers.c1.id);
    const body = cartFor(w.cast.customers.c1.id, [{ product_id: w.p.handle.id, quantity: 4 }]);
    const { version } = (await update(phone, (await current(phone)).version, body)).json().cart;
    const ordersBefore = (await t.database.db.select().from(orders)).length;
    const stale = await send(phone, body, { 'cart-version': String(version - 1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await t.database.db.select().from(orders)).length).toBe(ordersBefore);

    const sent = await send(phone, body, { 'cart-version': String(version) });
    expect(sent.json()).toMatchObject({ success: true, message: 'Ordine inserito correttamente' });
    const after = await current(laptop);
    expect(after).toMatchObject({ items: [], version: version + 1 });
  });

  it('leaves one issued archive entry showing its order code when the cart was a saved quote, emailed or not', async () => {
    for (const emailed of [false, true]) {
      const name = `Quote ${emailed ? 'inviata' : 'salvata'}`;
      const body = cartFor(w.cast.customers.c1.id, [{ product_id: w.p.coffin.id, quantity: 1 }], { name });
      const { cart: saved } = (await inject('POST', '/api/cart/save', phone, { cart: body })).json();
      // Emailing a quote issues it (PRODUCT.md).
      if (emailed) await t.database.db.update(carts).set({ issueDate: new Date() }).where(eq(carts.id, saved.id));
      const quotesBefore = await countType('quotes');
      const sent = (await send(phone, { ...body, id: saved.id, revision: saved.revision })).json();
      expect(await countType('quotes')).toBe(quotesBefore);
      const archive = (await inject('GET', '/api/cart/archive?type=quotes&page=1', phone)).json().carts.data;
      const entries = archive.filter((e: { name: string }) => e.name === name);
      expect(entries).toEqual([expect.objectContaining({ id: saved.id, order_code: sent.order_code, issue_date: expect.any(String) })]);
    }
  });
});

describe('quote email subject', () => {
  it('does not repeat "Preventivo" when the name already starts with it', () => {
    const base = { to: 'a@example.com', mailFrom: 'p@example.com', shop: null, quoteId: 7, customerName: 'X', agentName: 'Y', finalCents: 100, validUntil: null, discountPending: false, pdf: Buffer.from('') };
    expect(quoteMail({ ...base, quoteName: 'Preventivo Rossi' }).subject).toBe('Preventivo Rossi');
    expect(quoteMail({ ...base, quoteName: 'Rossi' }).subject).toBe('Preventivo Rossi');
    expect(quoteMail({ ...base, quoteName: null }).subject).toBe('Preventivo n. 7');
  });
});

describe('the current cart of an agent whose code was removed (issue 20)', () => {
  it("shows neither that customer's name nor its prices, as customer/get would refuse it", async () => {
    const agent = await createUser(t.database, { email: 'rimosso@example.com', profileIds: [w.cast.profiles.p1.id] });
    const cookie = await loginAs(t.app, 'rimosso@example.com');
    expect((await activate(cookie, 'A001', w.cast.customers.c1.id)).statusCode).toBe(200);
    const saved = await update(cookie, 0, cartFor(w.cast.customers.c1.id, [{ product_id: w.p.handle.id, quantity: 2 }]));
    expect(saved.json().cart).toMatchObject({ customer_name: 'Ferramenta Rossi S.r.l.', items: [{ price: 19.99 }] });

    await t.database.db.delete(userProfiles).where(eq(userProfiles.userId, agent.id));
    // The same session, without logging in again: the codes are read on every call.
    expect((await inject('GET', `/api/customer/get/${w.cast.customers.c1.id}`, cookie)).statusCode).toBe(404);
    const cart = await current(cookie);
    expect(cart).toMatchObject({ customer_name: null, customer_external_id: null, price_list_id: null });
    expect(cart.items.map((i: { price: number | null }) => i.price)).toEqual([null]);
  });
});

