import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, products } from '../../db/schema/index';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { sampleCart, seedCartWorld } from '../cart/cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
});
afterAll(() => t.close());

const get = (url: string, cookie = w.cookies.admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: object, cookie = w.cookies.admin) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const STALE = 'Elemento modificato da un altro utente: ricaricare la pagina';

describe('access', () => {
  it('answers 403 to an agent on every admin master-data call', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/product_groups'],
      ['POST', '/api/product_groups/update'],
      ['GET', '/api/product_categories'],
      ['POST', '/api/product_categories/update'],
      ['GET', '/api/cart_additions'],
      ['POST', '/api/cart_additions/update'],
      ['GET', '/api/payment_modes'],
      ['POST', '/api/payment_modes/update'],
      ['GET', '/api/price_lists'],
      ['POST', '/api/price_lists/update'],
      ['GET', '/api/audit/history?entity=shops&id=1'],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie: w.cookies.agent1 }, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method: method as 'GET', url })).statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    // What agents need: the enabled categories for the catalogue filter.
    expect((await get('/api/product_categories/getActive', w.cookies.agent1)).statusCode).toBe(200);
  });
});

describe('product groups', () => {
  it('creates, lists, edits with the row version, refuses duplicates, stale versions and unknown ids', async () => {
    const created = await post('/api/product_groups/update', { product_group: { external_id: 'G01', description: 'Lampade votive', to_import: false } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true, message: 'Gruppo creato correttamente', product_group: { external_id: 'G01', to_import: false, version: 1 } });
    const group = created.json().product_group;
    expect((await get('/api/product_groups')).json().product_groups).toEqual([group]);

    const dup = await post('/api/product_groups/update', { product_group: { external_id: 'G01', description: 'Altro' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'DUPLICATE_KEY', message: 'Esiste già un gruppo con codice G01' });

    const edited = await post('/api/product_groups/update', { product_group: { ...group, to_import: true } });
    expect(edited.json().product_group).toMatchObject({ to_import: true, version: 2 });
    // A second admin still holding version 1 does not overwrite the change.
    const stale = await post('/api/product_groups/update', { product_group: { ...group, description: 'Sovrascrittura' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, code: 'STALE_VERSION', message: STALE });
    expect((await get('/api/product_groups')).json().product_groups[0]).toMatchObject({ description: 'Lampade votive', to_import: true });

    expect((await post('/api/product_groups/update', { product_group: { ...group, id: 99999 } })).statusCode).toBe(404);
    const noVersion = await post('/api/product_groups/update', { product_group: { id: group.id, external_id: 'G01', description: 'x' } });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fields).toEqual([expect.objectContaining({ path: 'product_group.version' })]);
    const blank = await post('/api/product_groups/update', { product_group: { external_id: ' ', description: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.map((f: { path: string }) => f.path).sort()).toEqual(['product_group.description', 'product_group.external_id']);
  });
});

describe('product categories and the catalogue', () => {
  it('saves categories; a disabled category leaves the catalogue and the filter list; the filter narrows the catalogue', async () => {
    const save = (c: object) => post('/api/product_categories/update', { product_category: c });
    const lamps = (await save({ code: 'LAMP', description: 'Lampade', enabled: true })).json();
    expect(lamps.message).toBe('Categoria creata correttamente');
    const coffins = (await save({ code: 'COF', description: 'Cofani' })).json().product_category;
    expect((await save({ code: 'LAMP', description: 'Doppia' })).json()).toMatchObject({ code: 'DUPLICATE_KEY', message: 'Esiste già una categoria con codice LAMP' });
    await t.database.db.update(products).set({ categoryCode: 'COF' }).where(eq(products.id, w.p.coffin.id));
    await t.database.db.update(products).set({ categoryCode: 'LAMP' }).where(eq(products.id, w.p.onlyL2.id));

    const catalogue = async (body: object = {}) =>
      (await post('/api/catalog/getProducts', { customer_external_id: 'C0001', ...body }, w.cookies.agent1)).json().products.data.map((p: { external_id: string }) => p.external_id);
    expect(await catalogue()).toContain('COF-001');
    expect(await catalogue({ category_code: 'COF' })).toEqual(['COF-001']);
    const active = async () => (await get('/api/product_categories/getActive', w.cookies.agent1)).json().product_categories.map((c: { code: string }) => c.code);
    expect(await active()).toEqual(['COF', 'LAMP']); // by description: Cofani, Lampade

    const disabled = await save({ ...coffins, enabled: false });
    expect(disabled.json().product_category).toMatchObject({ enabled: false, version: 2 });
    expect(await catalogue()).not.toContain('COF-001');
    expect(await catalogue()).toContain('MAN-010'); // products without a category stay
    expect(await catalogue({ category_code: 'COF' })).toEqual([]);
    expect(await active()).toEqual(['LAMP']);

    await save({ ...disabled.json().product_category, enabled: true });
    expect(await catalogue()).toContain('COF-001');
  });
});

describe('payment modes', () => {
  it("validates the discount (0–100, two decimals) and the customer's cart takes it", async () => {
    const modes = (await get('/api/payment_modes')).json().payment_modes;
    const [{ id }] = await t.database.db.select({ id: customers.paymentModeId }).from(customers).where(eq(customers.id, w.cast.customers.c1.id));
    const mode = modes.find((m: { id: number }) => m.id === id);
    expect(mode).toMatchObject({ discount: 2.5, version: 1, description: 'Bonifico 30 gg' });

    for (const bad of [-1, 100.01, 1.234, 'dieci']) {
      const res = await post('/api/payment_modes/update', { payment_mode: { id, version: 1, discount: bad } });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().fields[0].path).toBe('payment_mode.discount');
    }
    const ok = await post('/api/payment_modes/update', { payment_mode: { id, version: 1, discount: 10.1, is_modified: true } });
    expect(ok.json()).toMatchObject({ success: true, message: 'Modalità di pagamento aggiornata correttamente', payment_mode: { discount: 10.1, version: 2 } });
    expect((await post('/api/payment_modes/update', { payment_mode: { id, version: 1, discount: 5 } })).json().code).toBe('STALE_VERSION');

    const cart = (await post('/api/cart/save', { cart: sampleCart(w, { items: [{ product_id: w.p.handle.id, quantity: 10 }] }) }, w.cookies.agent1)).json().cart;
    // 10 × 19.99 = 199.90; 10.10 % = 20.19 (rounded to the cent).
    expect(cart).toMatchObject({ discount_percentage: 10.1, discount_amount: 20.19 });
    await post('/api/payment_modes/update', { payment_mode: { id, version: 2, discount: 2.5 } });
  });
});

describe('price lists', () => {
  it('a disabled list leaves getActive, prices nothing in the catalogue and refuses the order', async () => {
    const list = (await get('/api/price_lists')).json().price_lists.find((l: { code: string }) => l.code === 'L1');
    expect(list).toMatchObject({ enabled: true, version: 1 });
    const off = await post('/api/price_lists/update', { price_list: { id: list.id, version: 1, enabled: false, min_order_amount: null } });
    expect(off.json()).toMatchObject({ message: 'Listino aggiornato correttamente', price_list: { enabled: false, version: 2 } });

    const active = (await get('/api/price_lists/getActive', w.cookies.agent1)).json().price_lists.map((l: { code: string }) => l.code);
    expect(active).toEqual(['L2']);
    const product = (await post('/api/catalog/getProducts', { customer_external_id: 'C0001', search: 'cof-001' }, w.cookies.agent1)).json().products.data[0];
    expect(product.current_price).toBeNull();
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/cart/createOrder',
      headers: { cookie: w.cookies.agent1, 'idempotency-key': randomUUID() },
      payload: sampleCart(w),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe('Il listino del cliente è disattivato: impossibile inviare l’ordine. Rivolgersi all’amministratore');

    expect((await post('/api/price_lists/update', { price_list: { id: list.id, version: 1, enabled: true, min_order_amount: null } })).json().code).toBe('STALE_VERSION');
    await post('/api/price_lists/update', { price_list: { id: list.id, version: 2, enabled: true, min_order_amount: null } });
    const priced = (await post('/api/catalog/getProducts', { customer_external_id: 'C0001', search: 'cof-001' }, w.cookies.agent1)).json().products.data[0];
    expect(priced.current_price).toBe(1234.56);
  });

  it("sets a list's minimum order (issue 56 §2): a positive amount in cents, or none; the order below it is refused", async () => {
    const list = (await get('/api/price_lists')).json().price_lists.find((l: { code: string }) => l.code === 'L1');
    expect(list.min_order_amount).toBeNull();
    const bad = await post('/api/price_lists/update', { price_list: { id: list.id, version: list.version, enabled: true, min_order_amount: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Il minimo d’ordine deve essere maggiore di zero');
    const set = await post('/api/price_lists/update', { price_list: { id: list.id, version: list.version, enabled: true, min_order_amount: 99999.5 } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().price_list).toMatchObject({ min_order_amount: 99999.5, version: list.version + 1 });
    const order = await t.app.inject({ method: 'POST', url: '/api/cart/createOrder', headers: { cookie: w.cookies.agent1, 'idempotency-key': randomUUID() }, payload: sampleCart(w) });
    expect(order.json()).toMatchObject({ code: 'ORDER_MINIMUM' });
    const cleared = await post('/api/price_lists/update', { price_list: { id: list.id, version: list.version + 1, enabled: true, min_order_amount: null } });
    expect(cleared.json().price_list.min_order_amount).toBeNull();
  });
});

describe('cart additions', () => {
  const rule = (over: object = {}) => ({
    type: 'shipping',
    enabled: true,
    external_id: 'SPE-EXP',
    description: 'Corriere espresso',
    priority: 0,
    price_list_id: w.lists.l1.id,
    weight_min: null,
    weight_max: 10,
    amount_min: 0,
    amount_max: 300,
    is_free_shipping: false,
    price: 25.5,
    ...over,
  });
  const save = (r: object) => post('/api/cart_additions/update', { cart_addition: r });
  const additions = () =>
    post('/api/cart/getAdditions', { customer_external_id: 'C0002', items: [{ product_id: w.p.handle.id, quantity: 2 }] }, w.cookies.agent1).then((r) => r.json());

  it('lists rules with the types (shipping first) and the price lists', async () => {
    const res = (await get('/api/cart_additions')).json();
    expect(Object.keys(res.types)).toEqual(['shipping', 'promotion']);
    expect(res.cart_additions.length).toBe(6);
    expect(res.cart_additions.find((r: { external_id: string }) => r.external_id === 'SPE-FREE')).toMatchObject({ is_free_shipping: true, amount_min: 500, amount_max: null });
    expect(res.price_lists.map((l: { code: string }) => l.code)).toEqual(['L1', 'L2', 'L9']);
  });

  it('validates bounds, priority, types and free shipping, naming every invalid field', async () => {
    const bad = await save(rule({ weight_min: 20, weight_max: 10, amount_min: -1, priority: 1.5 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string }) => f.path).sort()).toEqual(['cart_addition.amount_min', 'cart_addition.priority']);
    // Bound order is checked once each bound is valid.
    const order = await save(rule({ weight_min: 20, weight_max: 10, amount_min: 500, amount_max: 100 }));
    expect(order.json().fields.map((f: { path: string }) => f.path).sort()).toEqual(['cart_addition.amount_max', 'cart_addition.weight_max']);
    const promoFree = await save(rule({ type: 'promotion', is_free_shipping: true }));
    expect(promoFree.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'La spedizione gratuita vale solo per le regole di spedizione' });
    expect((await save(rule({ type: 'regalo' }))).json().fields).toEqual([{ path: 'cart_addition.type', message: 'Tipo di regola non valido' }]);
    expect((await save(rule({ price_list_id: 99999 }))).json().fields).toEqual([{ path: 'cart_addition.price_list_id', message: 'Listino non trovato' }]);
    expect((await save(rule({ external_id: 'SPE-STD' }))).json()).toMatchObject({ code: 'DUPLICATE_KEY', message: 'Esiste già una regola con codice SPE-STD per questo listino' });
  });

  it('a saved rule is what getAdditions answers on the next cart edit; stale edits are refused', async () => {
    expect((await additions()).cart_additions.shipping[0].external_id).toBe('SPE-STD');
    const created = await save(rule());
    expect(created.json()).toMatchObject({ success: true, message: 'Elemento salvato correttamente', cart_addition: { external_id: 'SPE-EXP', weight_max: 10, price: 25.5, version: 1 } });
    // 2 handles: 39.98 €, 0.7 kg → the new rule (priority 0) wins; no product SPE-EXP in L1 → its own price.
    expect((await additions()).cart_additions.shipping).toEqual([
      { id: created.json().cart_addition.id, external_id: 'SPE-EXP', description: 'Corriere espresso', price: 25.5, quantity: 1 },
    ]);
    const saved = created.json().cart_addition;
    const off = await save({ ...saved, enabled: false });
    expect(off.json().cart_addition.version).toBe(2);
    expect((await additions()).cart_additions.shipping[0].external_id).toBe('SPE-STD');
    const stale = await save({ ...saved, description: 'Vecchia copia' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE);
  });
});

describe('audit trail', () => {
  it("records who changed which fields, before → after, shown as the record's history", async () => {
    const created = (await post('/api/product_categories/update', { product_category: { code: 'URN', description: 'Urne' } })).json().product_category;
    await post('/api/product_categories/update', { product_category: { ...created, description: 'Urne cinerarie', enabled: false } });
    const history = (await get(`/api/audit/history?entity=product_categories&id=${created.id}`)).json().history;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      action: 'update',
      user_name: 'Amministratore',
      changes: [
        { field: 'description', before: 'Urne', after: 'Urne cinerarie' },
        { field: 'enabled', before: true, after: false },
      ],
    });
    expect(history[1]).toMatchObject({ action: 'create', changes: expect.arrayContaining([{ field: 'code', before: null, after: 'URN' }]) });
    expect(new Date(history[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // An edit that changes nothing leaves no entry.
    await post('/api/product_categories/update', { product_category: { ...created, description: 'Urne cinerarie', enabled: false, version: 2 } });
    expect((await get(`/api/audit/history?entity=product_categories&id=${created.id}`)).json().history).toHaveLength(2);
    expect((await get('/api/audit/history?entity=nothing&id=1')).statusCode).toBe(400);
  });

  it("names the records a history's ids point to: agent codes, users, price lists (issue 55, point 27)", async () => {
    const { p1, p2 } = w.cast.profiles;
    const res = await post('/api/users/update', {
      user: { name: 'Agente Storico', email: 'storico@example.com', role: 'agent', password: 'tramonto-sul-lago-47', password_confirmation: 'tramonto-sul-lago-47', profiles: [{ id: p1.id }] },
    });
    const id = res.json().user.id;
    await post('/api/users/update', { user: { id, version: 1, name: 'Agente Storico', email: 'storico@example.com', role: 'agent', profiles: [{ id: p1.id }, { id: p2.id }] } });
    const history = (await get(`/api/audit/history?entity=users&id=${id}`)).json().history;
    expect(history[0].changes).toEqual([
      { field: 'profiles_ids', before: ['A001 — Agente A001'], after: ['A001 — Agente A001', 'A002 — Agente A002'] },
    ]);
  });

  it('records user edits without the password', async () => {
    const res = await post('/api/users/update', {
      user: { name: 'Nuovo Agente', email: 'nuovo@example.com', role: 'agent', password: 'tramonto-sul-lago-47', password_confirmation: 'tramonto-sul-lago-47' },
    });
    const id = res.json().user.id;
    await post('/api/users/update', { user: { id, version: 1, name: 'Nuovo Agente', email: 'nuovo@example.com', role: 'agent', enabled: false, password: 'mareggiata-blu-83', password_confirmation: 'mareggiata-blu-83' } });
    const history = (await get(`/api/audit/history?entity=users&id=${id}`)).json().history;
    expect(history[0].changes).toEqual([
      { field: 'enabled', before: true, after: false },
      { field: 'password', before: null, after: 'modificata' },
    ]);
    expect(JSON.stringify(history)).not.toContain('tramonto-sul-lago-47');
  });
});
