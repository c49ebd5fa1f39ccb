import 'fake-indexeddb/auto';
import type { TSyncOrder } from '@portale/contract/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { localOrderedItemsPage, localOrderItems, localOrdersPage, localReorder, localReorderItems, MIXED_CUSTOMERS } from './local-orders';
import { OfflineDb } from './offline-db';

let n = 0;
let db: OfflineDb;
afterEach(async () => {
  await db.delete();
});

const order = (id: number, issue_date: string, extra: Partial<TSyncOrder> = {}): TSyncOrder => ({
  id,
  code: `OV2026-${id}`,
  issue_date,
  issued: true,
  processed: false,
  status: null,
  status_id: null,
  total_net: 100.1,
  total: 122.12,
  notes: null,
  shipping_name: null,
  shipping_address: null,
  shipping_zip_code: null,
  shipping_city: null,
  profile_external_id: 'A001',
  profile: { external_id: 'A001', company_name: 'Agente A001' },
  customer: { id: 7, external_id: 'C0007', company_name: 'Onoranze Funebri Città' },
  quote: null,
  approval: null,
  items: [],
  ...extra,
});

async function withOrders(orders: TSyncOrder[]) {
  db = new OfflineDb(`orders-${++n}`);
  await db.orders.bulkPut(orders);
  await db.feeds.put({ feed: 'orders', cursor: 'o1', count: orders.length, completedAt: 1 });
}

describe('localOrdersPage', () => {
  it('answers as orders/getProfileOrders: agent code, dates, status and a piece of code or customer (accents folded), newest first, exact sums', async () => {
    await withOrders([
      order(1, '2026-10-01'),
      order(2, '2026-11-20', { status_id: 3 }),
      order(3, '2026-11-20', { profile_external_id: 'A002' }),
      order(4, '2025-01-10', { customer: { id: 8, external_id: 'C0008', company_name: 'Ferramenta Rossi' } }),
    ]);
    const all = (await localOrdersPage(db, { profile: '', search: '', page: 1 }))!;
    expect(all.orders.data.map((o) => o.id)).toEqual([3, 2, 1, 4]);
    expect(all.orders).toMatchObject({ total: 4, current_page: 1, last_page: 1, per_page: 20 });
    // Four times 100,10 net and 22,02 VAT, in exact cents.
    expect(all).toMatchObject({ total_net: 400.4, total_vat: 88.08 });
    expect(all.orders.data[0]).not.toHaveProperty('items');

    const page = (f: Partial<Parameters<typeof localOrdersPage>[1]>) => localOrdersPage(db, { profile: 'A001', search: '', page: 1, ...f }).then((a) => a!.orders.data.map((o) => o.id));
    expect(await page({})).toEqual([2, 1, 4]);
    expect(await page({ search: 'citta' })).toEqual([2, 1]);
    expect(await page({ search: 'ov2026-4' })).toEqual([4]);
    expect(await page({ dateStart: '2026-01-01', dateEnd: '2026-10-31' })).toEqual([1]);
    expect(await page({ statusId: 3 })).toEqual([2]);
    expect(await page({ page: 2 })).toEqual([]);
  });

  it('answers nothing without a complete copy (the network error then stands)', async () => {
    db = new OfflineDb(`orders-${++n}`);
    await db.feeds.put({ feed: 'orders', cursor: 'o1', count: 0 });
    expect(await localOrdersPage(db, { profile: '', search: '', page: 1 })).toBeUndefined();
  });
});

describe('localOrderItems', () => {
  it("the order's lines with today's price in its customer's list from the copy; a product no longer in the catalogue has none", async () => {
    const line = { id: 1, product_external_id: 'P5', description: 'Cofano', price: 50, quantity: 2, discount_1: 0, discount_2: 0, total: 100, notes: null };
    await withOrders([
      order(9, '2026-11-01', {
        items: [
          { ...line, product: { id: 5, external_id: 'P5', description: 'Cofano' } },
          { ...line, id: 2, product_external_id: 'X', product: null },
        ],
      }),
    ]);
    await db.customers.put({ id: 7, price_list_id: 4 } as never);
    await db.products.put({ bucket: 0, rows: { 5: { id: 5, external_id: 'P5', description: 'Cofano' } as never } });
    await db.prices.put({ bucket: 0, rows: { 5: { product_id: 5, prices: { '4': 55.5 } } } });
    const answer = (await localOrderItems(db, 9))!;
    expect(answer.items.map((i) => i.product)).toEqual([{ id: 5, external_id: 'P5', description: 'Cofano', current_price: 55.5 }, null]);
    expect(await localOrderItems(db, 10)).toBeUndefined();
  });
});

describe('localReorder', () => {
  it("as orders/reorder: today's price in the customer's list, several lines of a product add up, the server's reasons; shipping lines left out", async () => {
    const line = (id: number, code: string, productId: number | null, quantity: number) => ({
      id, product_external_id: code, description: `Riga ${code}`, price: 10, quantity, discount_1: 0, discount_2: 0, total: 10 * quantity, notes: null,
      product: productId === null ? null : { id: productId, external_id: code, description: `Riga ${code}` },
    });
    await withOrders([
      order(9, '2026-11-01', { items: [line(1, 'P5', 5, 2), line(2, 'P5', 5, 1), line(3, 'P6', 6, 1), line(4, 'P7', 7, 1), line(5, 'OLD', 8, 1), line(6, 'SPE-STD', 9, 1)] }),
    ]);
    await db.customers.put({ id: 7, external_id: 'C0007', company_name: 'Onoranze Funebri Città', price_list_id: 4 } as never);
    const product = (id: number, quantity: number) => ({ id, external_id: `P${id}`, description: `Prodotto ${id}`, quantity, unit_of_measure: 'PZ', weight: 1.5, disable_discounts: false });
    await db.products.put({ bucket: 0, rows: { 5: product(5, 10), 6: product(6, 0), 7: product(7, 3), 9: product(9, 99) } as never });
    await db.prices.put({ bucket: 0, rows: { 5: { product_id: 5, prices: { '4': 55.5 } }, 6: { product_id: 6, prices: { '4': 1 } }, 9: { product_id: 9, prices: { '4': 15 } } } });
    expect(await localReorder(db, 9)).toBeUndefined(); // no cart rules yet: a shipping line could not be told apart
    await db.meta.put({ key: 'cart-rules', at: 1, value: { rules: { '4': [{ external_id: 'SPE-STD' } as never] }, payment_modes: [], order_minimums: {} } });

    const answer = (await localReorder(db, 9))!;
    expect(answer).toMatchObject({ order: { id: 9, code: 'OV2026-9' }, customer: { id: 7, price_list_id: 4 }, profile_external_id: 'A001' });
    expect(answer.lines).toEqual([
      { product_id: 5, product_code: 'P5', description: 'Prodotto 5', quantity: 3, unit_of_measure: 'PZ', price: 55.5, weight: 1.5, disable_discounts: false, discount_1: 0, discount_2: 0, discount_note: null, previous_total: 30, new_total: 166.5 },
    ]);
    expect(answer.dropped).toEqual([
      { product_code: 'P6', description: 'Prodotto 6', quantity: 1, reason: 'Non disponibile' },
      { product_code: 'P7', description: 'Prodotto 7', quantity: 1, reason: 'Nessun prezzo nel listino del cliente' },
      { product_code: 'OLD', description: 'Riga OLD', quantity: 1, reason: 'Prodotto non più a catalogo' },
    ]);
  });
});

const itemLine = (id: number, code: string, description: string, productId: number | null = id) => ({
  id, product_external_id: code, description, price: 10, quantity: 2, discount_1: 0, discount_2: 0, total: 20, notes: null,
  product: productId === null ? null : { id: productId, external_id: code, description },
});

describe('localOrderedItemsPage', () => {
  it('as orders/getProfileOrderedItems: lines of the code and dates, newest order first, a piece of product, order or customer', async () => {
    await withOrders([
      order(1, '2026-10-01', { items: [itemLine(12, 'MAN-01', 'Maniglia ottone'), itemLine(11, 'COF-01', 'Cofano noce')] }),
      order(2, '2026-11-02', { items: [itemLine(21, 'URN-01', 'Urna in ceramica')] }),
      order(3, '2026-11-02', { customer: { id: 8, external_id: 'C0008', company_name: 'Pompe Funebri Bianchi' }, items: [itemLine(31, 'COF-02', 'Cofano rovere')] }),
      order(4, '2026-11-03', { profile_external_id: 'B002', items: [itemLine(41, 'COF-03', 'Cofano abete')] }),
    ]);
    await db.customers.bulkPut([
      { id: 7, external_id: 'C0007', company_name: 'Onoranze Funebri Città', price_list_id: 4 },
      { id: 8, external_id: 'C0008', company_name: 'Pompe Funebri Bianchi', price_list_id: null },
    ] as never);
    await db.products.put({ bucket: 0, rows: { 11: { id: 11, external_id: 'COF-01' } } as never });
    await db.prices.put({ bucket: 0, rows: { 11: { product_id: 11, prices: { '4': 99.9 } } } });
    const page = async (search: string, extra = {}) =>
      (await localOrderedItemsPage(db, { profile: 'A001', search, page: 1, ...extra }))!.order_items;

    const all = await page('');
    // Same day: the higher order id first; within an order, its lines in their order.
    expect(all.data.map((l) => l.id)).toEqual([31, 21, 11, 12]);
    expect(all.total).toBe(4);
    expect(all.data[2]).toMatchObject({ product: { id: 11, current_price: 99.9 }, order: { id: 1, code: 'OV2026-1', issue_date: '2026-10-01', customer: { id: 7 }, profile_external_id: 'A001' } });
    expect(all.data[0]!.product?.current_price).toBeNull(); // a customer without a price list
    expect((await page('cofano')).data.map((l) => l.id)).toEqual([31, 11]);
    expect((await page('BIANCHI')).data.map((l) => l.id)).toEqual([31]); // the customer: all its lines
    expect((await page('OV2026-1')).data.map((l) => l.id)).toEqual([11, 12]);
    expect((await page('', { dateStart: '2026-11-01' })).data.map((l) => l.id)).toEqual([31, 21]);
    expect((await localOrderedItemsPage(db, { profile: '', search: 'abete', page: 1 }))!.order_items.total).toBe(1);
  });
});

describe('localReorderItems', () => {
  it("as orders/reorderItems: the chosen rows of one customer at today's prices; two customers refused with the server's message", async () => {
    await withOrders([
      order(1, '2026-10-01', { items: [itemLine(11, 'P5', 'Riga P5', 5), itemLine(12, 'P6', 'Riga P6', 6)] }),
      order(2, '2026-11-01', { items: [itemLine(21, 'P5', 'Riga P5', 5)] }),
      order(3, '2026-11-02', { customer: { id: 8, external_id: 'C0008', company_name: 'Altro' }, items: [itemLine(31, 'P5', 'Riga P5', 5)] }),
    ]);
    await db.customers.put({ id: 7, external_id: 'C0007', company_name: 'Onoranze Funebri Città', price_list_id: 4 } as never);
    await db.products.put({ bucket: 0, rows: { 5: { id: 5, external_id: 'P5', description: 'Prodotto 5', quantity: 10, unit_of_measure: 'PZ', weight: 1, disable_discounts: false } } as never });
    await db.prices.put({ bucket: 0, rows: { 5: { product_id: 5, prices: { '4': 55.5 } } } });
    await db.meta.put({ key: 'cart-rules', at: 1, value: { rules: {}, payment_modes: [], order_minimums: {} } });

    const answer = (await localReorderItems(db, [21, 11, 12]))!;
    expect(answer).toMatchObject({ customer: { id: 7, price_list_id: 4 }, profile_external_id: 'A001' });
    expect(answer.lines).toEqual([
      { product_id: 5, product_code: 'P5', description: 'Prodotto 5', quantity: 4, unit_of_measure: 'PZ', price: 55.5, weight: 1, disable_discounts: false, discount_1: 0, discount_2: 0, discount_note: null, previous_total: 40, new_total: 222 },
    ]);
    expect(answer.dropped).toEqual([{ product_code: 'P6', description: 'Riga P6', quantity: 2, reason: 'Prodotto non più a catalogo' }]);
    await expect(localReorderItems(db, [11, 31])).rejects.toThrow(MIXED_CUSTOMERS);
    expect(await localReorderItems(db, [11, 99])).toBeUndefined(); // a row the copy does not hold
  });
});

describe('the orders held in memory', () => {
  it('are read again once a sync stored or dropped orders (the feed moved), and only then', async () => {
    await withOrders([order(1, '2026-10-01')]);
    const codes = async () => (await localOrdersPage(db, { profile: '', search: '', page: 1 }))!.orders.data.map((o) => o.code);
    expect(await codes()).toEqual(['OV2026-1']);
    // Written without moving the feed: the list still answers from memory.
    await db.orders.put(order(2, '2026-11-01'));
    expect(await codes()).toEqual(['OV2026-1']);
    // A sync stores with a new cursor; dropping aged orders changes the count.
    await db.feeds.put({ feed: 'orders', cursor: 'o2', count: 2, completedAt: 2 });
    expect(await codes()).toEqual(['OV2026-2', 'OV2026-1']);
    await db.orders.delete(1);
    await db.feeds.put({ feed: 'orders', cursor: 'o2', count: 1, completedAt: 2 });
    expect(await codes()).toEqual(['OV2026-2']);
  });
});

describe('an order of a renamed customer', () => {
  it("shows the customer's name of today from the copy (the order itself was not sent again), and is found by it", async () => {
    await withOrders([order(1, '2026-10-01')]);
    await db.customers.put({ id: 7, external_id: 'C0007', company_name: 'Onoranze Funebri Città Nuova' } as never);
    await db.feeds.put({ feed: 'customers', cursor: 'c2', count: 1, completedAt: 2 });
    const answer = (await localOrdersPage(db, { profile: '', search: 'nuova', page: 1 }))!;
    expect(answer.orders.data.map((o) => o.customer.company_name)).toEqual(['Onoranze Funebri Città Nuova']);
  });
});
