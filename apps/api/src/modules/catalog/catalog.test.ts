import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPriceList, createProduct, dressCustomer } from '../../test/cart-fixtures';
import { seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { findSearchPage } from './catalog.repository';

let t: TestContext;
let lists: { l1: { id: number }; l2: { id: number } };
let agent1: string;

beforeAll(async () => {
  t = await createTestApp({ PRODUCT_IMAGE_URL_TEMPLATE: 'https://img.example.com/{code}.jpg' });
  const cast = await seedStandardCast(t.database);
  lists = { l1: await createPriceList(t.database, 'L1'), l2: await createPriceList(t.database, 'L2') };
  await createPriceList(t.database, 'L0', false);
  await dressCustomer(t.database, cast.customers.c1.id, { priceListId: lists.l1.id });
  await dressCustomer(t.database, cast.customers.c3.id, { priceListId: lists.l2.id });
  await createProduct(t.database, { code: 'LAM-001', description: 'Lampada votiva color caffè', prices: { [lists.l1.id]: '12.30', [lists.l2.id]: '11.00' }, quantity: '7' });
  await createProduct(t.database, { code: 'CRO-002', description: 'Croce in ottone PERSONALIZZATA', prices: { [lists.l1.id]: '45.00' } });
  await createProduct(t.database, { code: 'VAS-100', description: 'Vaso portafiori in marmo di Carrara', prices: { [lists.l2.id]: '99.99' } });
  await createProduct(t.database, { code: 'OLD-999', description: 'Lampada fuori produzione', prices: { [lists.l1.id]: '1.00' }, enabled: false });
  for (let i = 0; i < 30; i++) await createProduct(t.database, { code: `ART-${String(i).padStart(3, '0')}`, description: `Articolo di prova ${i}`, prices: { [lists.l1.id]: '1.00' } });
  agent1 = await loginAs(t.app, 'agente1@example.com');
});
afterAll(() => t.close());

const products = async (body: Record<string, unknown>, cookie = agent1) => t.app.inject({ method: 'POST', url: '/api/catalog/getProducts', headers: { cookie }, payload: body });
const codes = async (body: Record<string, unknown>) => (await products(body)).json().products.data.map((p: { external_id: string }) => p.external_id);

describe('POST /api/catalog/getProducts', () => {
  it('matches a substring of the description or the code, ignoring case and accents', async () => {
    expect(await codes({ search: 'caffe' })).toEqual(['LAM-001']);
    expect(await codes({ search: 'CAFFÈ' })).toEqual(['LAM-001']);
    expect(await codes({ search: 'personalizz' })).toEqual(['CRO-002']);
    expect(await codes({ search: 'vas-1' })).toEqual(['VAS-100']);
    // Every word must match, in any order.
    expect(await codes({ search: 'marmo vaso' })).toEqual(['VAS-100']);
    expect(await codes({ search: 'lampada' })).toEqual(['LAM-001']); // the disabled one is hidden
    expect(await codes({ search: '100%' })).toEqual([]);
  });

  it("prices with the customer's list, else with current_price_list_id; null when unpriced", async () => {
    const byCustomer = (await products({ search: 'lam-001', customer_external_id: 'C0001' })).json().products.data[0];
    expect(byCustomer).toMatchObject({ current_price: 12.3, quantity: 7, quantity_code: 'PZ', image_url: 'https://img.example.com/LAM-001.jpg', sheet_url: null });
    const byList = (await products({ search: 'lam-001', current_price_list_id: lists.l2.id })).json().products.data[0];
    expect(byList.current_price).toBe(11);
    const unpriced = (await products({ search: 'vas-100', customer_external_id: 'C0001' })).json().products.data[0];
    expect(unpriced.current_price).toBeNull();
  });

  it('restricts to products priced in the given lists', async () => {
    expect(await codes({ price_list_ids: [lists.l2.id] })).toEqual(['LAM-001', 'VAS-100']);
  });

  it('pages by 24, ordered by description', async () => {
    const first = (await products({ page: 1 })).json().products;
    expect(first).toMatchObject({ total: 33, per_page: 24, current_page: 1, last_page: 2 });
    expect(first.data).toHaveLength(24);
    const second = (await products({ page: 2 })).json().products;
    expect(second.data).toHaveLength(9);
    const all = [...first.data, ...second.data].map((p: { description: string }) => p.description);
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await products({ page: 0 })).statusCode).toBe(400);
  });

  it("answers 404 for another agent's customer and 401 without a session", async () => {
    expect((await products({ customer_external_id: 'C0003' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/catalog/getProducts', payload: {} })).statusCode).toBe(401);
  });
});

describe('search page plans', () => {
  it('gives the same page whether matches are collected and sorted or met along the description order', async () => {
    for (const [words, offset] of [[['articolo'], 0], [['articolo'], 24], [['prova', '1'], 0], [['ottone'], 0]] as const) {
      const filter = { words: [...words] };
      const collect = await findSearchPage(t.database.db, filter, lists.l1.id, 24, offset, 'collect');
      const walk = await findSearchPage(t.database.db, filter, lists.l1.id, 24, offset, 'walk');
      expect(walk.map((r) => r.id)).toEqual(collect.map((r) => r.id));
      expect(collect.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/price_lists/getActive', () => {
  it('lists the enabled price lists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/price_lists/getActive', headers: { cookie: agent1 } });
    expect(res.json().price_lists.map((p: { code: string }) => p.code)).toEqual(['L1', 'L2']);
  });
});
