import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createOrderStatus, createPriceList, createProduct } from '../../test/document-fixtures';
import { createCustomer, seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof seedStandardCast>>;
let admin: string;
let agent1: string;
let agent2: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const { database } = ctx;
  cast = await seedStandardCast(database);
  const { p1, p2 } = cast.profiles;
  const { c1, c2, c3 } = cast.customers;
  const ins = await createOrderStatus(database, 'INS', 'Inserito');
  const eva = await createOrderStatus(database, 'EVA', 'Evaso');
  ids.ins = ins.id;
  ids.eva = eva.id;
  const lis1 = await createPriceList(database, 'LIS01');
  const lis2 = await createPriceList(database, 'LIS02');
  ids.lis1 = lis1.id;
  ids.lis2 = lis2.id;
  const lamp = await createProduct(database, 'LV-000001', 'Lampada votiva in bronzo h 15 cm', { [lis1.id]: '40.00', [lis2.id]: '36.50' });
  const frame = await createProduct(database, 'CF-000002', 'Cornice ovale per foto ceramica 9x12', { [lis1.id]: '12.10' });
  const cPriced = await createCustomer(database, { externalId: 'C0009', companyName: 'Fioreria Verdi', profileIds: [p1.id], priceListId: lis2.id });

  // 25 orders of A001 over 2025 (statuses alternating), 3 of A002.
  for (let i = 1; i <= 25; i++) {
    const day = String(((i - 1) % 28) + 1).padStart(2, '0');
    const month = String(Math.ceil(i / 3)).padStart(2, '0');
    await createOrder(database, {
      code: `OV2025-${String(i).padStart(4, '0')}`,
      profileId: p1.id,
      customerId: i % 2 ? c1.id : c2.id,
      issueDate: `2025-${month}-${day}`,
      totalNet: '100.10',
      total: '122.12',
      statusId: i % 5 === 0 ? eva.id : ins.id,
    });
  }
  const withLines = await createOrder(database, {
    code: 'OV2026-0001',
    profileId: p1.id,
    customerId: cPriced.id,
    issueDate: '2026-02-01',
    totalNet: '92.40',
    total: '112.73',
    statusId: ins.id,
    lines: [
      { productId: lamp.id, code: 'LV-000001', description: 'Lampada votiva in bronzo h 15 cm', price: '40.00', quantity: '2', total: '80.00' },
      { productId: frame.id, code: 'CF-000002', description: 'Cornice ovale per foto ceramica 9x12', price: '12.40', quantity: '1', total: '12.40' },
    ],
  });
  ids.withLines = withLines.id;
  for (let i = 1; i <= 3; i++) {
    const o = await createOrder(database, {
      code: `OV2025-B${i}`,
      profileId: p2.id,
      customerId: c3.id,
      issueDate: `2025-06-0${i}`,
      totalNet: '10.00',
      total: '12.20',
      statusId: ins.id,
      lines: [{ productId: frame.id, code: 'CF-000002', description: 'Cornice ovale per foto ceramica 9x12', price: '10.00', quantity: '1', total: '10.00' }],
    });
    ids[`b${i}`] = o.id;
  }
  admin = await loginAs(ctx.app, 'admin@example.com');
  agent1 = await loginAs(ctx.app, 'agente1@example.com');
  agent2 = await loginAs(ctx.app, 'agente2@example.com');
});

afterAll(() => ctx?.close());

const post = (cookie: string, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/orders/getStatusList', () => {
  it('lists the statuses', async () => {
    const res = await get(agent1, '/api/orders/getStatusList');
    expect(res.statusCode).toBe(200);
    expect(res.json().status.map((s: { code: string }) => s.code)).toEqual(['INS', 'EVA']);
  });
  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/getStatusList' })).statusCode).toBe(401);
  });
});

describe('POST /api/orders/getProfileOrders', () => {
  it('pages a profile newest first with exact sums over the whole filtered set', async () => {
    const res = await post(agent1, '/api/orders/getProfileOrders/A001', { page: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.orders).toMatchObject({ total: 26, current_page: 1, last_page: 2, per_page: 20 });
    expect(body.orders.total_is_estimate).toBeUndefined();
    expect(body.orders.data).toHaveLength(20);
    expect(body.orders.data[0]).toMatchObject({
      code: 'OV2026-0001',
      issue_date: '2026-02-01',
      status: { name: 'Inserito', code: 'INS' },
      total_net: 92.4,
      total: 112.73,
      profile_external_id: 'A001',
      profile: { external_id: 'A001', company_name: 'Agente A001' },
      customer: { external_id: 'C0009', company_name: 'Fioreria Verdi' },
      issued: false,
      processed: false,
    });
    const dates = body.orders.data.map((o: { issue_date: string }) => o.issue_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // 25 × 100.10 + 92.40 = 2594.90; VAT 25 × 22.02 + 20.33 = 570.83
    expect(body.total_net).toBe(2594.9);
    expect(body.total_vat).toBe(570.83);
  });

  it('answers the last page and an empty page beyond it', async () => {
    const last = (await post(agent1, '/api/orders/getProfileOrders/A001', { page: 2 })).json();
    expect(last.orders.data).toHaveLength(6);
    expect(last.orders).toMatchObject({ current_page: 2, last_page: 2, total: 26 });
    const beyond = (await post(agent1, '/api/orders/getProfileOrders/A001', { page: 7 })).json();
    expect(beyond.orders.data).toEqual([]);
    expect(beyond.orders).toMatchObject({ current_page: 7, last_page: 2, total: 26 });
  });

  it('filters by status and dates, with sums over the filtered set', async () => {
    const res = await post(agent1, '/api/orders/getProfileOrders/A001', {
      status_id: ids.eva,
      date_start: '2025-01-01',
      date_end: '2025-12-31',
      page: 1,
    });
    const body = res.json();
    expect(body.orders.total).toBe(5);
    expect(body.orders.data.every((o: { status: { code: string } }) => o.status.code === 'EVA')).toBe(true);
    expect(body.total_net).toBe(500.5);
    expect(body.total_vat).toBe(110.1);
    const range = (await post(agent1, '/api/orders/getProfileOrders/A001', { date_start: '2025-02-01', date_end: '2025-03-31' })).json();
    expect(range.orders.data.map((o: { issue_date: string }) => o.issue_date).every((d: string) => d >= '2025-02-01' && d <= '2025-03-31')).toBe(true);
    expect(range.orders.total).toBe(6);
  });

  it('sums partial months at both edges of a date range exactly', async () => {
    const res = (await post(agent1, '/api/orders/getProfileOrders/A001', { date_start: '2025-01-02', date_end: '2025-04-10' })).json();
    expect(res).toMatchObject({ orders: { total: 9 }, total_net: 900.9, total_vat: 198.18 });
    const inOneMonth = (await post(agent1, '/api/orders/getProfileOrders/A001', { date_start: '2025-02-05', date_end: '2025-02-06' })).json();
    expect(inOneMonth).toMatchObject({ orders: { total: 2 }, total_net: 200.2 });
  });

  it('merges several profiles in list order across pages (agent with two codes)', async () => {
    const p1 = (await post(agent2, '/api/orders/getProfileOrders', { page: 1 })).json().orders.data;
    const p2 = (await post(agent2, '/api/orders/getProfileOrders', { page: 2 })).json().orders.data;
    const all = [...p1, ...p2].map((o: { id: number; issue_date: string }) => `${o.issue_date}#${String(o.id).padStart(6, '0')}`);
    expect(all).toHaveLength(29);
    expect(new Set(all).size).toBe(29);
    expect([...all].sort().reverse()).toEqual(all);
  });

  it('searches code, customer name and customer code (with sums over the matches)', async () => {
    const byCode = (await post(agent1, '/api/orders/getProfileOrders', { search: 'ov2025-0012' })).json();
    expect(byCode.orders.data.map((o: { code: string }) => o.code)).toEqual(['OV2025-0012']);
    expect(byCode.total_net).toBe(100.1);
    const byName = (await post(agent1, '/api/orders/getProfileOrders', { search: 'marmi apuani' })).json();
    expect(byName.orders.total).toBe(12);
    const byCustomerCode = (await post(agent1, '/api/orders/getProfileOrders', { search: 'C0009' })).json();
    expect(byCustomerCode.orders.data.map((o: { code: string }) => o.code)).toEqual(['OV2026-0001']);
    const none = (await post(agent1, '/api/orders/getProfileOrders', { search: 'nessuna corrispondenza' })).json();
    expect(none).toMatchObject({ orders: { data: [], total: 0, last_page: 1 }, total_net: 0, total_vat: 0 });
  });

  it('without a profile covers all own profiles; admins see everything', async () => {
    expect((await post(agent1, '/api/orders/getProfileOrders')).json().orders.total).toBe(26);
    expect((await post(agent2, '/api/orders/getProfileOrders')).json().orders.total).toBe(29);
    const all = (await post(admin, '/api/orders/getProfileOrders')).json();
    expect(all.orders.total).toBe(29);
    expect(all.total_net).toBe(2624.9);
    expect((await post(admin, '/api/orders/getProfileOrders/A002')).json().orders.total).toBe(3);
  });

  it('answers 404 for a profile that is not the caller’s or does not exist', async () => {
    const res = await post(agent1, '/api/orders/getProfileOrders/A002');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Codice agente non trovato' });
    expect((await post(admin, '/api/orders/getProfileOrders/ZZZ')).statusCode).toBe(404);
  });

  it('refuses bad filters with an Italian 400', async () => {
    const badDate = await post(agent1, '/api/orders/getProfileOrders', { date_start: '31/12/2025' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/Data non valida/);
    const reversed = await post(agent1, '/api/orders/getProfileOrders', { date_start: '2025-12-31', date_end: '2025-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('La data iniziale non può essere successiva alla data finale');
    const negative = await post(agent1, '/api/orders/getProfileOrders', { page: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/pagina/);
    expect((await post(agent1, '/api/orders/getProfileOrders', { status_id: 'x' })).statusCode).toBe(400);
  });

  it('keeps the day totals exact when an order changes or goes', async () => {
    const before = (await post(admin, '/api/orders/getProfileOrders/A002')).json();
    await ctx.database.pool.query(`update orders set total_net = 20.00, total = 24.40, status_id = $1 where code = 'OV2025-B1'`, [ids.eva]);
    const after = (await post(admin, '/api/orders/getProfileOrders/A002', { status_id: ids.eva })).json();
    expect(after).toMatchObject({ orders: { total: 1 }, total_net: 20, total_vat: 4.4 });
    await ctx.database.pool.query(`update orders set total_net = 10.00, total = 12.20, status_id = $1 where code = 'OV2025-B1'`, [ids.ins]);
    expect((await post(admin, '/api/orders/getProfileOrders/A002')).json()).toEqual(before);
  });
});

describe('GET /api/orders/getOrderItems/{id}', () => {
  it('lists lines with the product’s current price in the asked price list', async () => {
    const res = await get(agent1, `/api/orders/getOrderItems/${ids.withLines}?price_list_id=${ids.lis1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ product_external_id: 'LV-000001', price: 40, quantity: 2, total: 80, product: expect.objectContaining({ external_id: 'LV-000001', current_price: 40 }) }),
      expect.objectContaining({ product_external_id: 'CF-000002', price: 12.4, product: expect.objectContaining({ current_price: 12.1 }) }),
    ]);
  });
  it('falls back to the customer’s price list (null when the product has no price there)', async () => {
    const items = (await get(agent1, `/api/orders/getOrderItems/${ids.withLines}`)).json().items;
    expect(items.map((i: { product: { current_price: number | null } }) => i.product.current_price)).toEqual([36.5, null]);
    const byCustomer = (await get(agent1, `/api/orders/getOrderItems/${ids.withLines}?customer_external_id=C0001`)).json().items;
    expect(byCustomer.map((i: { product: { current_price: number | null } }) => i.product.current_price)).toEqual([36.5, null]);
  });
  it('answers 404 for another agent’s order and for a missing one', async () => {
    const res = await get(agent1, `/api/orders/getOrderItems/${ids.b1}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Ordine non trovato' });
    expect((await get(agent2, `/api/orders/getOrderItems/${ids.b1}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/orders/getOrderItems/${ids.b1}`)).json().items).toHaveLength(1);
    expect((await get(admin, '/api/orders/getOrderItems/999999')).statusCode).toBe(404);
    expect((await get(admin, '/api/orders/getOrderItems/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/orders/getProfileOrderedItems', () => {
  it('pages order lines with their order, newest first', async () => {
    const body = (await post(agent1, '/api/orders/getProfileOrderedItems/A001')).json();
    expect(body.order_items).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    expect(body.order_items.data[0]).toMatchObject({
      product_external_id: 'LV-000001',
      order: { code: 'OV2026-0001', issue_date: '2026-02-01', profile_external_id: 'A001', customer: { external_id: 'C0009' } },
    });
  });
  it('searches product code and description, order code and customer', async () => {
    const byProduct = (await post(admin, '/api/orders/getProfileOrderedItems', { search: 'cornice ovale' })).json();
    expect(byProduct.order_items.total).toBe(4);
    const byCode = (await post(admin, '/api/orders/getProfileOrderedItems', { search: 'LV-0000' })).json();
    expect(byCode.order_items.data.map((i: { product_external_id: string }) => i.product_external_id)).toEqual(['LV-000001']);
    const byOrder = (await post(admin, '/api/orders/getProfileOrderedItems', { search: 'OV2025-B2' })).json();
    expect(byOrder.order_items.total).toBe(1);
    const byCustomer = (await post(agent2, '/api/orders/getProfileOrderedItems', { search: 'colombo' })).json();
    expect(byCustomer.order_items.total).toBe(3);
  });
  it('filters by date and scopes to the caller’s profiles', async () => {
    const dated = (await post(admin, '/api/orders/getProfileOrderedItems', { date_start: '2025-06-02', date_end: '2025-06-03' })).json();
    expect(dated.order_items.total).toBe(2);
    expect((await post(agent1, '/api/orders/getProfileOrderedItems', { search: 'OV2025-B2' })).json().order_items.total).toBe(0);
    expect((await post(agent1, '/api/orders/getProfileOrderedItems/A002')).statusCode).toBe(404);
  });
  it('copies the order’s date onto its lines when the order moves', async () => {
    await ctx.database.pool.query(`update orders set issue_date = '2024-01-01' where code = 'OV2025-B3'`);
    const moved = (await post(admin, '/api/orders/getProfileOrderedItems', { date_end: '2024-12-31' })).json();
    expect(moved.order_items.data.map((i: { order: { code: string } }) => i.order.code)).toEqual(['OV2025-B3']);
  });
});
