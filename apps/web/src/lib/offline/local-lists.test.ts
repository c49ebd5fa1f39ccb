import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { localCatalogPage } from './local-catalog';
import { localCustomer, localCustomersPage } from './local-customers';
import { OfflineDb } from './offline-db';

let n = 0;
let db: OfflineDb;
afterEach(async () => {
  await db.delete();
});

const product = (id: number, description: string, category_code: string | null = null) => ({
  id,
  external_id: `P${id}`,
  description,
  quantity: 1,
  quantity_code: 'D',
  unit_of_measure: 'PZ',
  weight: 1,
  vat_rate: 22,
  disable_discounts: false,
  image_url: null,
  category_code,
  min_quantity: null,
  quantity_multiple: null,
  pack_description: null,
});

async function withCatalogue(products: ReturnType<typeof product>[], prices: Record<number, Record<string, number>>) {
  db = new OfflineDb(`lists-${++n}`);
  await db.products.put({ bucket: 0, rows: Object.fromEntries(products.map((p) => [p.id, p])) });
  await db.prices.put({ bucket: 0, rows: Object.fromEntries(Object.entries(prices).map(([id, p]) => [id, { product_id: Number(id), prices: p }])) });
  await db.feeds.bulkPut([
    { feed: 'products', cursor: 'p1', count: products.length, completedAt: 1 },
    { feed: 'prices', cursor: 'a1', count: Object.keys(prices).length, completedAt: 1 },
  ]);
}

describe('localCatalogPage', () => {
  it('answers as catalog/getProducts: every word in code or description, accents folded, sorted by description, priced with the list', async () => {
    await withCatalogue(
      [product(3, 'Maniglia ottone', 'FER'), product(1, 'Cerniera inox', 'FER'), product(2, 'Vite perché inox', 'VIT')],
      { 1: { 7: 12.5 }, 2: { 8: 1 } },
    );
    const inox = await localCatalogPage(db, { search: 'INOX', page: 1, priceListId: 7, categoryCode: null });
    expect(inox?.data.map((p) => [p.description, p.current_price, p.sheet_url])).toEqual([
      ['Cerniera inox', 12.5, null],
      ['Vite perché inox', null, null],
    ]);
    expect(inox).toMatchObject({ total: 2, current_page: 1, last_page: 1, per_page: 24 });
    expect((await localCatalogPage(db, { search: 'perche p2', page: 1, priceListId: null, categoryCode: null }))?.data.map((p) => p.id)).toEqual([2]);
    expect((await localCatalogPage(db, { search: '', page: 1, priceListId: null, categoryCode: 'FER' }))?.data.map((p) => p.id)).toEqual([1, 3]);
  });

  it('pages by 24, and follows a sync that changed the copy', async () => {
    await withCatalogue(Array.from({ length: 30 }, (_, i) => product(i + 1, `Articolo ${String(i + 1).padStart(2, '0')}`)), {});
    const second = await localCatalogPage(db, { search: '', page: 2, priceListId: null, categoryCode: null });
    expect(second?.data.map((p) => p.id)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(second).toMatchObject({ total: 30, last_page: 2 });
    await db.products.put({ bucket: 0, rows: { 1: product(1, 'Articolo rinominato') } });
    await db.feeds.update('products', { cursor: 'p2' });
    expect((await localCatalogPage(db, { search: 'rinominato', page: 1, priceListId: null, categoryCode: null }))?.total).toBe(1);
  });

  it('has no answer before the catalogue was downloaded to its end', async () => {
    db = new OfflineDb(`lists-${++n}`);
    await db.feeds.put({ feed: 'products', cursor: 'half', count: 1000 });
    expect(await localCatalogPage(db, { search: '', page: 1, priceListId: null, categoryCode: null })).toBeUndefined();
  });
});

describe('localCustomersPage', () => {
  const customer = (id: number, company_name: string, agent_codes: string[], vat_code: string | null = null) =>
    ({ id, company_name, agent_codes, vat_code, external_id: `C${id}` }) as never;

  it("lists an agent code's customers by name, searching name, code and VAT number", async () => {
    db = new OfflineDb(`lists-${++n}`);
    await db.customers.bulkPut([customer(1, 'Zeta Srl', ['A001']), customer(2, 'Alfa Spa', ['A001', 'A002'], 'IT01234567890'), customer(3, 'Beta', ['A002'])]);
    expect(await localCustomersPage(db, 'A001', '', 1)).toBeUndefined(); // not downloaded to its end yet
    await db.feeds.put({ feed: 'customers', cursor: 'c', count: 3, completedAt: 1 });
    expect((await localCustomersPage(db, 'A001', '', 1))?.data.map((c) => c.id)).toEqual([2, 1]);
    expect((await localCustomersPage(db, 'A002', '0123456', 1))?.data.map((c) => c.id)).toEqual([2]);
    expect((await localCustomersPage(db, 'A002', 'c3', 1))?.data.map((c) => c.id)).toEqual([3]);
    expect(await localCustomer(db, 3)).toMatchObject({ company_name: 'Beta' });
    expect(await localCustomer(db, 99)).toBeUndefined();
  });
});
