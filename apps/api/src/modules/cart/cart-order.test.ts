import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { carts, orderExports, orderItems, orderStatuses, orders } from '../../db/schema/index';
import { dressCustomer } from '../../test/cart-fixtures';
import { exportOrders } from '../../jobs/commands/orders-export';
import { jobsDataDir } from '../../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from './cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
});
afterAll(() => t.close());

const send = (cookie: string, payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/createOrder',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });
const ordersWithKey = (key: string) => t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
const counts = async () => {
  const [row] = await t.database.db.execute<{ o: number; i: number; c: number; e: number }>(
    sql`select (select count(*) from orders)::int o, (select count(*) from order_items)::int i, (select count(*) from carts)::int c, (select count(*) from order_exports)::int e`,
  ).then((r) => r.rows);
  return row;
};

describe('POST /api/cart/createOrder', () => {
  it('writes the order (Inserito, issued, not processed), its lines, the issued quote and the outbox row', async () => {
    const { cart: saved } = (await t.app.inject({ method: 'POST', url: '/api/cart/save', headers: { cookie: w.cookies.agent1 }, payload: { cart: sampleCart(w) } })).json();
    const key = randomUUID();
    const res = await send(w.cookies.agent1, sampleCart(w, { id: saved.id, revision: saved.revision }), key);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ success: true, message: 'Ordine inserito correttamente', order_code: expect.stringMatching(/^WEB-\d{4}-\d{6}$/) });

    const [order] = await ordersWithKey(key);
    expect(order).toMatchObject({ id: answer.order_id, issued: true, processed: false, totalNet: '2448.53', customerId: w.cast.customers.c1.id, userId: w.cast.users.agent1.id });
    // VAT 22 % on (2511.31 − 62.78) = 538.68 (538.6766 rounded); shipping is free.
    expect(order.total).toBe('2987.21');
    const [status] = await t.database.db.select().from(orderStatuses).where(eq(orderStatuses.id, order.statusId!));
    expect(status).toMatchObject({ name: 'Inserito', code: 'INS' });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((l) => [l.productExternalId, l.total])).toEqual([
      ['COF-001', '2371.34'],
      ['MAN-010', '59.97'],
      ['TAR-001', '80.00'],
      ['SPE-FREE', '0.00'],
      ['PROMO-TARGA', '0.00'],
    ]);
    // The saved quote it came from is now issued, linked to the order, and cannot be deleted.
    const [archived] = await t.database.db.select().from(carts).where(eq(carts.id, saved.id));
    expect(archived).toMatchObject({ orderId: order.id, type: 'quotes' });
    expect(archived.issueDate).toBeInstanceOf(Date);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/delete/${saved.id}`, headers: { cookie: w.cookies.agent1 } });
    expect(del.statusCode).toBe(409);
    const outbox = await t.database.db.select().from(orderExports).where(eq(orderExports.orderId, order.id));
    expect(outbox).toHaveLength(1);
    expect(outbox[0].payload).toMatchObject({ code: order.code, customer_external_id: 'C0001', total_net: '2448.53' });
  });

  it('is exported as the ERP expects: goods, shipping and promotion rows, the price list by its code (issue 20)', async () => {
    const res = await send(w.cookies.agent1, sampleCart(w, { name: null }), randomUUID());
    expect(res.statusCode).toBe(200);
    const { order_code: code } = res.json();
    const dir = path.join(jobsDataDir(), 'export');
    const result = await exportOrders(t.database, dir);
    expect(result.failures).toEqual([]);
    expect(result.files).toContain(`${code}.csv`);
    const rows = fs.readFileSync(path.join(dir, `${code}.csv`), 'utf8').replace(/^\ufeff/, '').trim().split(/\r?\n/).map((line) => line.split(';'));
    const [header, ...lines] = rows;
    const column = (row: string[], name: string) => row[header.indexOf(name)];
    expect(lines.map((l) => [column(l, 'row_type'), column(l, 'product_external_id')])).toEqual([
      ['articolo', 'COF-001'],
      ['articolo', 'MAN-010'],
      ['articolo', 'TAR-001'],
      ['spedizione', 'SPE-FREE'],
      ['promozione', 'PROMO-TARGA'],
    ]);
    for (const line of lines) {
      expect(column(line, 'order_code')).toBe(code);
      expect(column(line, 'price_list_code')).toBe('L1');
      expect(column(line, 'customer_external_id')).toBe('C0001');
      expect(column(line, 'total_net')).toBe('2448.53');
    }
    expect(lines.find((l) => column(l, 'product_external_id') === 'MAN-010')!.at(-1)).toBe('Finitura lucida');
  });

  it("keeps the agent's line notes on the order's lines (issue 21)", async () => {
    const res = await send(w.cookies.agent1, sampleCart(w, { name: null }), randomUUID());
    const items = (await t.app.inject({ method: 'GET', url: `/api/orders/getOrderItems/${res.json().order_id}`, headers: { cookie: w.cookies.agent1 } })).json().items;
    expect(items.map((i: { product_external_id: string; notes: string | null }) => [i.product_external_id, i.notes])).toEqual([
      ['COF-001', null],
      ['MAN-010', 'Finitura lucida'],
      ['TAR-001', null],
      ['SPE-FREE', null],
      ['PROMO-TARGA', null],
    ]);
  });

  it('dates an order placed at 00:30 in Italy that day, and the new year at 00:30 on 1 January (issue 20)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const [instant, date, year] of [
        ['2026-11-24T23:30:00Z', '2026-11-25', '2026'],
        ['2026-12-31T23:30:00Z', '2027-01-01', '2027'],
      ]) {
        vi.setSystemTime(new Date(instant));
        const cookie = await loginAs(t.app, 'agente1@example.com');
        // Sessions expire by the database's clock: PGlite's follows the faked Date, PostgreSQL's does not, so the
        // session is made live by whichever clock the database has.
        await t.database.db.execute(sql`update sessions set expires_at = now() + interval '1 hour', last_seen_at = now()`);
        const res = await send(cookie, sampleCart(w, { name: null }), randomUUID());
        expect(res.statusCode).toBe(200);
        const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().order_id));
        expect(order.issueDate).toBe(date);
        expect(order.code.startsWith(`WEB-${year}-`)).toBe(true);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('creates exactly one order for concurrent duplicates and for a later retry with the same key', async () => {
    const key = randomUUID();
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(w.cookies.agent1, sampleCart(w, { name: null }), key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json().order_id)).size).toBe(1);
    expect(answers.every((a) => a.json().success === true)).toBe(true);
    const retry = await send(w.cookies.agent1, sampleCart(w, { name: null }), key);
    expect(retry.json().order_id).toBe(answers[0].json().order_id);
    expect(await ordersWithKey(key)).toHaveLength(1);
    const after = await counts();
    expect(after.o - before.o).toBe(1);
    expect(after.c - before.c).toBe(1); // one issued archive entry
    expect(after.e - before.e).toBe(1); // one outbox row
    // The archive entry made for a cart never saved is a named, issued quote.
    const entry = (await t.database.db.select().from(carts).where(eq(carts.orderId, answers[0].json().order_id)))[0];
    expect(entry.name).toMatch(/^Ordine WEB-/);
  });

  it('keeps keys per user and makes a new order for a new key', async () => {
    const key = randomUUID();
    const a = await send(w.cookies.agent1, sampleCart(w), key);
    const b = await send(w.cookies.agent2, sampleCart(w), key); // agente2 also reaches C0001 through A001
    const c = await send(w.cookies.agent1, sampleCart(w), randomUUID());
    expect(new Set([a.json().order_id, b.json().order_id, c.json().order_id]).size).toBe(3);
  });

  it('refuses a missing key, an empty cart, a foreign customer and bad discounts, writing nothing', async () => {
    const before = await counts();
    const missing = await send(w.cookies.agent1, sampleCart(w));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, message: "Richiesta non valida: manca l'intestazione Idempotency-Key" });
    const tooLong = await send(w.cookies.agent1, sampleCart(w), 'k'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("Richiesta non valida: l'intestazione Idempotency-Key deve avere da 1 a 200 caratteri");
    expect((await send(w.cookies.agent1, sampleCart(w, { items: [] }), randomUUID())).json()).toMatchObject({ success: false, message: 'Il carrello è vuoto' });
    const foreign = await send(w.cookies.agent1, sampleCart(w, { profile_external_id: 'A002', customer_id: w.cast.customers.c3.id }), randomUUID());
    expect(foreign.statusCode).toBe(404);
    const bad = await send(w.cookies.agent1, sampleCart(w, { items: [{ product_id: w.p.coffin.id, quantity: 1, discount_1: 7, discount_2: 7 }] }), randomUUID());
    expect(bad.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses an order for an inactive customer', async () => {
    await dressCustomer(t.database, w.cast.customers.c4.id, { priceListId: w.lists.l2.id });
    const before = await counts();
    const res = await send(w.cookies.agent2, sampleCart(w, { profile_external_id: 'A002', customer_id: w.cast.customers.c4.id, items: [{ product_id: w.p.onlyL2.id, quantity: 1 }] }), randomUUID());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/non è attivo/);
    expect(await counts()).toEqual(before);
  });

  it('writes nothing when a late step of the transaction fails', async () => {
    // A trigger makes the outbox insert (the last write) fail: the order, lines and quote must roll back.
    await t.database.pool.query(`
      create function fail_export() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end $$;
      create trigger fail_export before insert on order_exports for each row execute function fail_export();`);
    try {
      const before = await counts();
      const key = randomUUID();
      const res = await send(w.cookies.agent1, sampleCart(w), key);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, code: 'INTERNAL', message: 'Errore interno del server' });
      expect(await counts()).toEqual(before);
      expect(await ordersWithKey(key)).toHaveLength(0);
    } finally {
      await t.database.pool.query('drop trigger fail_export on order_exports; drop function fail_export();');
    }
  });

  it('shows the sent order in the same orders table as ERP orders', async () => {
    const key = randomUUID();
    await send(w.cookies.agent2, sampleCart(w, { profile_external_id: 'A002', customer_id: w.cast.customers.c3.id, items: [{ product_id: w.p.onlyL2.id, quantity: 3 }] }), key);
    const [order] = await t.database.db.select().from(orders).where(and(eq(orders.idempotencyKey, key), eq(orders.userId, w.cast.users.agent2.id)));
    expect(order).toMatchObject({ profileId: w.cast.profiles.p2.id, totalNet: '38.70', issued: true }); // 3 × 9.90 + 9.00 shipping (L2 rule)
  });
});
