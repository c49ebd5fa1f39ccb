import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, todayInRome } from '@portale/contract/business-date';
import { carts, customerAddresses, orderApprovals, customerProfiles, customers, orderItems, orders, paymentModes, productCategories, productPrices, products, syncHorizons, userProfiles } from '../../db/schema/index';
import { createOrder } from '../../test/document-fixtures';
import { createProduct } from '../../test/cart-fixtures';
import { createCustomer } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from '../cart/cart-test-setup';
import { brotliCompressSync, constants } from 'node:zlib';
import { SYNC_CHUNK_BYTES, SYNC_CHUNK_WIRE_BYTES } from '@portale/contract/sync';
import { productChangesAfter, pruneLogs } from './sync.repository';
import { syncCustomers } from './sync.service';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;

type Entity = 'customers' | 'products' | 'prices' | 'orders';
interface Answer {
  rows: Record<string, unknown>[];
  deleted: unknown[];
  cursor: string;
  more: boolean;
  reset: boolean;
}

async function call(cookie: string, entity: Entity, cursor?: string) {
  const query = cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  return t.app.inject({ method: 'GET', url: `/api/sync/${entity}${query}`, headers: { cookie } });
}

/**
 * Waits until every transaction that began before now has ended. A sync call hands out only changes older than the
 * oldest transaction still running anywhere on the server, and on PostgreSQL other test files write meanwhile.
 */
async function settled() {
  const { rows } = await t.database.pool.query<{ x: string }>('select pg_current_xact_id()::text as x');
  for (;;) {
    const { rows: now } = await t.database.pool.query<{ xmin: string }>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin');
    if (BigInt(now[0]!.xmin) > BigInt(rows[0]!.x)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Calls until `more` is false: every row and tombstone handed out, whether any answer said reset, and the last cursor. */
async function drain(cookie: string, entity: Entity, cursor?: string, { settle = true } = {}) {
  if (settle) await settled();
  const rows: Record<string, unknown>[] = [];
  const deleted: unknown[] = [];
  let reset = false;
  let calls = 0;
  for (;;) {
    const res = await call(cookie, entity, cursor);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Answer>();
    rows.push(...body.rows);
    deleted.push(...body.deleted);
    reset ||= body.reset;
    cursor = body.cursor;
    calls++;
    if (!body.more) return { rows, deleted, reset, cursor, calls };
  }
}

const ids = (rows: Record<string, unknown>[]) => [...new Set(rows.map((r) => r.id as number))].sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
});
afterAll(async () => {
  await t?.close();
});

describe('sync/customers', () => {
  it("first sync: the agent's customers with addresses and turnover, never the password; then nothing until something changes", async () => {
    const first = await drain(w.cookies.agent1, 'customers');
    expect(first.reset).toBe(true);
    expect(ids(first.rows)).toEqual([w.cast.customers.c1.id, w.cast.customers.c2.id]);
    const c1 = first.rows.find((r) => r.id === w.cast.customers.c1.id)!;
    expect(c1).toMatchObject({ external_id: 'C0001', company_name: 'Ferramenta Rossi S.r.l.', password: null, price_list: { code: 'L1' } });
    // The agent's codes the customer is linked to: the device lists customers per agent code.
    expect(c1.agent_codes).toEqual([w.cast.profiles.p1.externalId]);
    const again = await drain(w.cookies.agent1, 'customers', first.cursor);
    expect(again).toMatchObject({ rows: [], deleted: [], reset: false, calls: 1 });
  });

  it("answers only the agent's own customers' changes, and a customer that left the agent's codes as its id alone", async () => {
    const a1 = await drain(w.cookies.agent1, 'customers');
    const a2 = await drain(w.cookies.agent2, 'customers');
    const { c1, c2, c3 } = w.cast.customers;

    await t.database.db.update(customers).set({ companyName: 'Onoranze Colombo rinominata' }).where(eq(customers.id, c3.id));
    await t.database.db.insert(customerAddresses).values({ customerId: c1.id, name: 'Magazzino', address: 'Via Roma 1', zipCode: '20100', city: 'Milano', district: 'MI' });
    // C0002 moves from A001 to A002: agente1 loses it, agente2 (both codes) keeps it.
    await t.database.db.delete(customerProfiles).where(and(eq(customerProfiles.customerId, c2.id), eq(customerProfiles.profileId, w.cast.profiles.p1.id)));
    await t.database.db.insert(customerProfiles).values({ customerId: c2.id, profileId: w.cast.profiles.p2.id });

    const next1 = await drain(w.cookies.agent1, 'customers', a1.cursor);
    expect(next1.reset).toBe(false);
    expect(ids(next1.rows)).toEqual([c1.id]);
    expect((next1.rows[0]!.addresses as { name: string }[]).map((a) => a.name)).toContain('Magazzino');
    expect(next1.deleted).toEqual([c2.id]);

    const next2 = await drain(w.cookies.agent2, 'customers', a2.cursor);
    expect(ids(next2.rows)).toEqual([c1.id, c2.id, c3.id]);
    expect(next2.deleted).toEqual([]);
    expect(next2.rows.find((r) => r.id === c3.id)).toMatchObject({ company_name: 'Onoranze Colombo rinominata' });
    expect(next2.rows.find((r) => r.id === c2.id)!.agent_codes).toEqual([w.cast.profiles.p2.externalId]);

    // Back as it was, for the other tests.
    await t.database.db.delete(customerProfiles).where(and(eq(customerProfiles.customerId, c2.id), eq(customerProfiles.profileId, w.cast.profiles.p2.id)));
    await t.database.db.insert(customerProfiles).values({ customerId: c2.id, profileId: w.cast.profiles.p1.id });
    const back = await drain(w.cookies.agent1, 'customers', next1.cursor);
    expect(ids(back.rows)).toEqual([c2.id]);
  });

  it("a renamed payment mode reaches every customer that uses it; another agent's customer never appears, not even as a tombstone", async () => {
    const a1 = await drain(w.cookies.agent1, 'customers');
    const [mode] = await t.database.db.insert(paymentModes).values({ externalId: 'RB60', description: 'Ri.Ba. 60 gg' }).returning();
    await t.database.db.update(customers).set({ paymentModeId: mode!.id }).where(eq(customers.id, w.cast.customers.c3.id));
    const between = await drain(w.cookies.agent1, 'customers', a1.cursor);
    expect(between.rows).toEqual([]);
    expect(between.deleted).toEqual([]);
    await t.database.db.update(customers).set({ paymentModeId: mode!.id }).where(eq(customers.id, w.cast.customers.c1.id));
    const mid = await drain(w.cookies.agent1, 'customers', between.cursor);
    await t.database.db.update(paymentModes).set({ description: 'Ri.Ba. 60 giorni' }).where(eq(paymentModes.id, mode!.id));
    const after = await drain(w.cookies.agent1, 'customers', mid.cursor);
    expect(after.rows.map((r) => [r.id, r.payment_mode])).toEqual([[w.cast.customers.c1.id, { id: mode!.id, description: 'Ri.Ba. 60 giorni', discount: 0 }]]);
    expect(after.deleted).toEqual([]);
  });

  it('hands a large view out in few chunks, each customer once', async () => {
    const profileId = w.cast.profiles.p2.id;
    // agente2 (A001 + A002) gets 1,200 more customers on A002.
    await t.database.db.execute(sql`
      with c as (insert into customers (external_id, key, company_name)
        select 'BULK-' || g, 'bulk' || g, 'Cliente di massa ' || g from generate_series(1, 1200) g returning id)
      insert into customer_profiles (profile_id, customer_id) select ${profileId}, id from c`);
    const all = await drain(w.cookies.agent2, 'customers');
    const unique = ids(all.rows);
    expect(unique.length).toBe(all.rows.length);
    expect(unique.length).toBe(1204);
    // Small rows, small on the wire: the whole first pass in one answer, then the log (issue 53: each call costs a round trip).
    expect(all.calls).toBeLessThanOrEqual(2);
    await t.database.db.execute(sql`delete from customers where external_id like 'BULK-%'`);
    const gone = await drain(w.cookies.agent2, 'customers', all.cursor);
    expect(gone.deleted.length).toBe(1200);
    expect(gone.rows).toEqual([]);
  });

  it("starts over (reset) when the agent's own codes change, when the log no longer holds the cursor, or for an older cursor version", async () => {
    const a1 = await drain(w.cookies.agent1, 'customers');
    await t.database.db.insert(userProfiles).values({ userId: w.cast.users.agent1.id, profileId: w.cast.profiles.p2.id });
    const agent1 = await loginAs(t.app, 'agente1@example.com');
    const widened = await drain(agent1, 'customers', a1.cursor);
    expect(widened.reset).toBe(true);
    expect(ids(widened.rows)).toEqual([1, 2, 3, 4].map((n) => w.cast.customers[`c${n}` as 'c1'].id).sort((a, b) => a - b));
    await t.database.db.delete(userProfiles).where(and(eq(userProfiles.userId, w.cast.users.agent1.id), eq(userProfiles.profileId, w.cast.profiles.p2.id)));

    const fresh = await drain(w.cookies.agent1, 'customers');
    // Pruning the rows of this statement's own transaction (newer than any the cursor has read past, unlike the
    // oldest running one, which other databases' work can hold back) drops what the cursor would need next.
    await t.database.db.execute(sql`insert into sync_horizons (log, min_tx) values ('customers', pg_current_xact_id()::text::bigint + 1)`);
    expect((await drain(w.cookies.agent1, 'customers', fresh.cursor)).reset).toBe(true);
    await t.database.db.delete(syncHorizons);

    const old = Buffer.from(JSON.stringify({ v: 0, log: 'customers' })).toString('base64url');
    expect((await drain(w.cookies.agent1, 'customers', old)).reset).toBe(true);
  });

  it('refuses a malformed cursor or one of another call in Italian, and administrators', async () => {
    for (const cursor of ['abc', Buffer.from('{"v":1}').toString('base64url'), (await drain(w.cookies.agent1, 'products')).cursor]) {
      const res = await call(w.cookies.agent1, 'customers', cursor);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Cursore di sincronizzazione non valido: ripartire senza cursore' });
    }
    for (const entity of ['customers', 'products', 'prices'] as const) {
      const res = await call(w.cookies.admin, entity);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Operazione riservata agli agenti');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/sync/customers' })).statusCode).toBe(401);
  });
});

describe('sync: the change logs', () => {
  it('reads a log in the order of its positions as numbers, not as text (1000 after 999)', async () => {
    await t.database.pool.query('insert into product_changes (tx, seq, product_id) values (10000000, 900000001, 910001), (9999999, 900000002, 910002)');
    try {
      const stretch = await productChangesAfter(t.database.db, { tx: 9_000_000, seq: 0 }, 20_000_000, 10);
      expect(stretch.keys).toEqual([910002, 910001]);
      expect(stretch.last).toEqual({ tx: 10_000_000, seq: 900000001 });
    } finally {
      await t.database.pool.query('delete from product_changes where product_id in (910001, 910002)');
    }
  });
});

describe('sync/products', () => {
  it('the catalogue without prices; changes, disabled products and disabled categories as they happen', async () => {
    const first = await drain(w.cookies.agent1, 'products');
    expect(first.reset).toBe(true);
    const enabled = await t.database.db.select({ id: products.id }).from(products).where(eq(products.enabled, true));
    expect(ids(first.rows)).toEqual(ids(enabled));
    const coffin = first.rows.find((r) => r.id === w.p.coffin.id)!;
    expect(coffin).toMatchObject({ external_id: 'COF-001', weight: 45.5 });
    expect(coffin).not.toHaveProperty('current_price');
    expect(coffin).not.toHaveProperty('sheet_url');

    const urn = await createProduct(t.database, { code: 'URN-001', description: 'Urna in marmo' });
    await t.database.db.update(products).set({ categoryCode: 'URNE' }).where(eq(products.id, urn.id));
    await t.database.db.update(products).set({ quantity: '3' }).where(eq(products.id, w.p.handle.id));
    await t.database.db.update(products).set({ enabled: false }).where(eq(products.id, w.p.gravel.id));
    const next = await drain(w.cookies.agent1, 'products', first.cursor);
    expect(ids(next.rows)).toEqual([w.p.handle.id, urn.id].sort((a, b) => a - b));
    expect(next.rows.find((r) => r.id === w.p.handle.id)).toMatchObject({ quantity: 3 });
    expect(next.deleted).toEqual([w.p.gravel.id]);

    await t.database.db.insert(productCategories).values({ code: 'URNE', description: 'Urne', enabled: false });
    const off = await drain(w.cookies.agent1, 'products', next.cursor);
    expect(off).toMatchObject({ rows: [], deleted: [urn.id] });
    await t.database.db.update(productCategories).set({ enabled: true }).where(eq(productCategories.code, 'URNE'));
    const on = await drain(w.cookies.agent1, 'products', off.cursor);
    expect(ids(on.rows)).toEqual([urn.id]);
    await t.database.db.update(products).set({ enabled: true }).where(eq(products.id, w.p.gravel.id));
  });
});

/** An answer's size on the wire, as the server compresses it (brotli, quality 4). */
const wireBytes = (answer: unknown) => brotliCompressSync(JSON.stringify(answer), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;

/** Every answer of a feed from `cursor` until `more` is false. */
async function answers(cookie: string, entity: Entity, cursor?: string): Promise<(Answer & { server_date: string })[]> {
  await settled();
  const out: (Answer & { server_date: string })[] = [];
  for (;;) {
    const body = (await call(cookie, entity, cursor)).json<Answer & { server_date: string }>();
    out.push(body);
    cursor = body.cursor;
    if (!body.more) return out;
  }
}

describe('chunks by size on the wire (issue 53)', () => {
  // The changes cross a log position of 1000: the log was once read in the text order of its positions ('1000' before
  // '607'), and a trimmed stretch's cursor went backwards (each product came ~6 times).
  it('end a chunk at about SYNC_CHUNK_WIRE_BYTES compressed, first pass and changes alike, each row once; every answer dated by the server', async () => {
    // ~2 kB of random hex per product: it compresses about 2×, so 600 products are ~600 kB on the wire.
    const { rows: made } = await t.database.db.execute<{ id: number }>(sql`
      insert into products (external_id, description, weight, vat_rate, quantity, unit_of_measure)
      select 'BIG-' || g, (select string_agg(md5(random()::text || g || i), '') from generate_series(1, 64) i), 1, 22, 1, 'PZ'
      from generate_series(1, 600) g returning id`);
    const bigIds = made.map((r) => r.id).sort((a, b) => a - b);
    try {
      const first = await answers(w.cookies.agent1, 'products');
      for (const a of first) expect(a.server_date).toBe(todayInRome());
      const all = first.flatMap((a) => a.rows);
      expect(ids(all)).toEqual(expect.arrayContaining(bigIds));
      expect(all.length).toBe(ids(all).length);
      expect(first.filter((a) => a.rows.length > 0).length).toBeGreaterThanOrEqual(2);
      for (const a of first) expect(wireBytes(a)).toBeLessThan(SYNC_CHUNK_WIRE_BYTES * 1.15);

      await t.database.db.execute(sql`update products set quantity = 2 where external_id like 'BIG-%'`);
      const changes = await answers(w.cookies.agent1, 'products', first.at(-1)!.cursor);
      const changed = changes.flatMap((a) => a.rows);
      expect(ids(changed)).toEqual(bigIds);
      expect(changed.length).toBe(bigIds.length);
      expect(changes.filter((a) => a.rows.length > 0).length).toBeGreaterThanOrEqual(2);
      for (const a of changes) expect(wireBytes(a)).toBeLessThan(SYNC_CHUNK_WIRE_BYTES * 1.15);
    } finally {
      await t.database.db.execute(sql`delete from products where external_id like 'BIG-%'`);
    }
  }, 120_000);

  it('rows that compress well come in one answer, up to SYNC_CHUNK_BYTES of JSON', async () => {
    const long = 'Descrizione lunga '.repeat(120); // ~2 kB per product, a few bytes on the wire
    await t.database.db.execute(sql`
      insert into products (external_id, description, weight, vat_rate, quantity, unit_of_measure)
      select 'REP-' || g, ${long} || g, 1, 22, 1, 'PZ' from generate_series(1, 1500) g`);
    try {
      const first = await answers(w.cookies.agent1, 'products');
      const withRows = first.filter((a) => a.rows.length > 0);
      // 1,500 products of ~2 kB: ~3 MB of JSON, under SYNC_CHUNK_BYTES, in one answer (it used to be 1,000 rows or 256 kB).
      expect(withRows.length).toBe(1);
      for (const a of first) expect(JSON.stringify(a.rows).length).toBeLessThan(SYNC_CHUNK_BYTES + 5000);
    } finally {
      await t.database.db.execute(sql`delete from products where external_id like 'REP-%'`);
    }
  }, 120_000);
});

describe('sync/prices', () => {
  it("each product's prices in the agent's customers' lists only; a changed price as it happens, a product no list prices any more as its id", async () => {
    const first = await drain(w.cookies.agent1, 'prices');
    const lists = new Set(first.rows.flatMap((r) => Object.keys(r.prices as object)));
    expect([...lists]).toEqual([String(w.lists.l1.id)]);
    expect(first.rows).toContainEqual({ product_id: w.p.coffin.id, prices: { [w.lists.l1.id]: 1234.56 } });
    // Priced only in L2, which no customer of agente1 uses.
    expect(first.rows.map((r) => r.product_id)).not.toContain(w.p.onlyL2.id);

    await t.database.db.update(productPrices).set({ price: '1250.10' }).where(and(eq(productPrices.priceListId, w.lists.l1.id), eq(productPrices.productId, w.p.coffin.id)));
    await t.database.db.update(productPrices).set({ price: '1.00' }).where(eq(productPrices.priceListId, w.lists.l2.id));
    await t.database.db.delete(productPrices).where(and(eq(productPrices.priceListId, w.lists.l1.id), eq(productPrices.productId, w.p.plate.id)));
    const next = await drain(w.cookies.agent1, 'prices', first.cursor);
    expect(next.rows).toEqual([{ product_id: w.p.coffin.id, prices: { [w.lists.l1.id]: 1250.1 } }]);
    expect(next.deleted).toEqual([w.p.plate.id]);

    // A customer of agente1 moves to L2: the set of lists changed, so the copy starts over with both lists.
    await t.database.db.update(customers).set({ priceListId: w.lists.l2.id }).where(eq(customers.id, w.cast.customers.c2.id));
    const moved = await drain(w.cookies.agent1, 'prices', next.cursor);
    expect(moved.reset).toBe(true);
    expect(moved.rows).toContainEqual({ product_id: w.p.coffin.id, prices: { [w.lists.l1.id]: 1250.1, [w.lists.l2.id]: 1 } });
    await t.database.db.update(customers).set({ priceListId: w.lists.l1.id }).where(eq(customers.id, w.cast.customers.c2.id));
  });

  it("carries a list's override of the quantity rules, so the device applies the nearest rule like the server (issue 56)", async () => {
    const before = await drain(w.cookies.agent1, 'prices');
    await t.database.db.update(productPrices).set({ minQuantity: '24' }).where(and(eq(productPrices.priceListId, w.lists.l1.id), eq(productPrices.productId, w.p.coffin.id)));
    const next = await drain(w.cookies.agent1, 'prices', before.cursor);
    expect(next.rows).toEqual([expect.objectContaining({ product_id: w.p.coffin.id, rules: { [w.lists.l1.id]: { min_quantity: 24, quantity_multiple: null } } })]);
    await t.database.db.update(productPrices).set({ minQuantity: null }).where(eq(productPrices.productId, w.p.coffin.id));
  });
});

describe('sync/orders', () => {
  it("the agent's codes' orders of the last 24 months with their lines; never another code's or an older one; an order that moves away as its id", async () => {
    const today = todayInRome();
    const { p1, p2 } = w.cast.profiles;
    const { c1, c3 } = w.cast.customers;
    const line = { productId: w.p.coffin.id, code: 'COF-001', description: 'Cofano in legno di noce', price: '50.00', quantity: '2', total: '100.00' };
    const amounts = { totalNet: '100.00', total: '122.00' };
    const recent = await createOrder(t.database, { code: 'SYNC-O1', profileId: p1.id, customerId: c1.id, issueDate: today, ...amounts, lines: [line] });
    await createOrder(t.database, { code: 'SYNC-O2', profileId: p1.id, customerId: c1.id, issueDate: addMonths(today, -25), ...amounts, lines: [line] });
    await createOrder(t.database, { code: 'SYNC-O3', profileId: p2.id, customerId: c3.id, issueDate: today, ...amounts });

    const first = await drain(w.cookies.agent1, 'orders');
    const codes = first.rows.map((r) => r.code);
    expect(codes).toContain('SYNC-O1');
    expect(codes).not.toContain('SYNC-O2'); // older than 24 months
    expect(codes).not.toContain('SYNC-O3'); // agent code A002, not agente1's
    const row = first.rows.find((r) => r.code === 'SYNC-O1')!;
    expect(row).toMatchObject({ id: recent!.id, total_net: 100, customer: { id: c1.id }, profile_external_id: 'A001' });
    expect(row.items).toEqual([
      expect.objectContaining({ product_external_id: 'COF-001', quantity: 2, price: 50, total: 100, product: { id: w.p.coffin.id, external_id: 'COF-001', description: 'Cofano in legno di noce' } }),
    ]);
    expect((await drain(w.cookies.agent2, 'orders')).rows.map((r) => r.code)).toEqual(expect.arrayContaining(['SYNC-O1', 'SYNC-O3']));

    // A line added reaches the order again; the order moved to another code reaches agente1 as its id alone.
    await t.database.db.insert(orderItems).values({ orderId: recent!.id, productExternalId: 'MAN-010', description: 'Maniglia', price: '10.00', quantity: '1', total: '10.00' });
    const next = await drain(w.cookies.agent1, 'orders', first.cursor);
    expect(next.rows.map((r) => [r.id, (r.items as unknown[]).length])).toEqual([[recent!.id, 2]]);
    await t.database.db.update(orders).set({ profileId: p2.id }).where(eq(orders.id, recent!.id));
    const moved = await drain(w.cookies.agent1, 'orders', next.cursor);
    expect(moved.rows).toEqual([]);
    expect(moved.deleted).toEqual([recent!.id]);
    await t.database.db.update(orders).set({ profileId: p1.id }).where(eq(orders.id, recent!.id));
  });

  it("carries an order's approval, so the orders list without network says 'Da approvare' or the rejection's reason (issue 56)", async () => {
    const { p1 } = w.cast.profiles;
    const held = await createOrder(t.database, { code: 'SYNC-HELD', profileId: p1.id, customerId: w.cast.customers.c1.id, issueDate: todayInRome(), totalNet: '10.00', total: '12.20' });
    await t.database.db.update(orders).set({ issued: true }).where(eq(orders.id, held!.id)); // sent from the portal
    const reasons = { lines: [], overdue: null, messages: ['Scaduto da 75 giorni: 350,50 €'] };
    await t.database.db.insert(orderApprovals).values({ orderId: held!.id, requestedBy: w.cast.users.agent1.id, reasons, exportPayload: {}, decision: 'rejected', decidedBy: w.cast.users.admin.id, decidedAt: new Date(), rejectionReason: 'Cliente da sentire prima' });
    const row = (await drain(w.cookies.agent1, 'orders')).rows.find((r) => r.code === 'SYNC-HELD')!;
    expect(row.approval).toMatchObject({ state: 'rejected', rejection_reason: 'Cliente da sentire prima', reasons: { messages: ['Scaduto da 75 giorni: 350,50 €'] } });
  });
});

describe('sync/quotes', () => {
  it("the caller's open quotes only: never another user's, and not once the quote became an order", async () => {
    const cart = sampleCart(w, {
      name: 'Preventivo da sincronizzare',
      notes: 'Consegna al mattino',
      items: [
        { product_id: w.p.coffin.id, quantity: 2, discount_1: 3, notes: 'Noce' },
        { product_id: w.p.handle.id, quantity: 1 },
      ],
    });
    const saved = await t.app.inject({ method: 'POST', url: '/api/cart/save', headers: { cookie: w.cookies.agent1 }, payload: { cart } });
    expect(saved.statusCode, saved.body).toBe(200);
    const quoteId = saved.json().cart.id as number;
    const quotes = async (cookie: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/sync/quotes', headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ quotes: { id: number; name: string; version: number; items: unknown[] }[] }>().quotes;
    };
    const mine = (await quotes(w.cookies.agent1)).find((q) => q.id === quoteId);
    // What 'Ripristina' needs without network: the lines at the prices saved, in order, with discounts and notes.
    expect(mine).toMatchObject({
      name: 'Preventivo da sincronizzare',
      version: 1,
      revision: 1,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      notes: 'Consegna al mattino',
      payment_mode_id: null,
      shipping_address_is_new: false,
      items: [
        { product_id: w.p.coffin.id, product_code: 'COF-001', quantity: 2, discount_1: 3, discount_2: 0, notes: 'Noce', price: expect.any(Number) },
        { product_id: w.p.handle.id, quantity: 1, discount_1: 0, notes: null },
      ],
      // Its versions, for 'Versioni' without network: the one saved, with what the comparison reads.
      versions: [
        {
          version: 1,
          current: true,
          count: 2,
          snapshot: { name: 'Preventivo da sincronizzare', notes: 'Consegna al mattino', items: [expect.objectContaining({ product_code: 'COF-001', quantity: 2, discount_1: 3 }), expect.objectContaining({ quantity: 1 })] },
        },
      ],
    });
    expect((await quotes(w.cookies.agent2)).map((q) => q.id)).not.toContain(quoteId);

    const order = await createOrder(t.database, { code: 'SYNC-Q1', profileId: w.cast.profiles.p1.id, customerId: w.cast.customers.c1.id, issueDate: todayInRome(), totalNet: '1.00', total: '1.22' });
    await t.database.db.update(carts).set({ orderId: order!.id }).where(eq(carts.id, quoteId));
    expect((await quotes(w.cookies.agent1)).map((q) => q.id)).not.toContain(quoteId);
    expect((await t.app.inject({ method: 'GET', url: '/api/sync/quotes', headers: { cookie: w.cookies.admin } })).statusCode).toBe(403);
  });
});

describe('sync/cart-rules', () => {
  it("answers the rules of the agent's customers' lists only, in cents and grams with the list's line price, and the payment modes", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sync/cart-rules', headers: { cookie: w.cookies.agent1 } });
    expect(res.statusCode, res.body).toBe(200);
    const { rules, payment_modes } = res.json<{ rules: Record<string, { id: number; price_cents: number; weight_min_grams: number | null; amount_max_cents: number | null }[]>; payment_modes: { discount: number }[] }>();
    // agente1's customers use L1 only: L2's rule never reaches the device.
    expect(Object.keys(rules)).toEqual([String(w.lists.l1.id)]);
    const l1 = rules[String(w.lists.l1.id)]!;
    expect(l1.map((r) => r.id)).toEqual(expect.arrayContaining([w.rules.std.id, w.rules.free.id, w.rules.heavy.id]));
    expect(l1.map((r) => r.id)).not.toContain(w.rules.otherList.id);
    // The standard shipping line takes the SPE-STD product's price in L1; the heavy one its own fallback.
    expect(l1.find((r) => r.id === w.rules.std.id)).toMatchObject({ price_cents: 1500, amount_max_cents: 49999, weight_min_grams: null });
    expect(l1.find((r) => r.id === w.rules.heavy.id)).toMatchObject({ price_cents: 12000, weight_min_grams: 1_000_000 });
    expect(payment_modes).toContainEqual(expect.objectContaining({ discount: 2.5 }));

    const admin = await t.app.inject({ method: 'GET', url: '/api/sync/cart-rules', headers: { cookie: w.cookies.admin } });
    expect(admin.statusCode).toBe(403);
  });
});

describe('sync:prune', () => {
  it('drops changes older than the days kept; a cursor that needed them starts over, a later one goes on', async () => {
    const before = await drain(w.cookies.agent1, 'customers');
    await t.database.db.update(customers).set({ sector: 'potato' }).where(eq(customers.id, w.cast.customers.c1.id));
    const after = await drain(w.cookies.agent1, 'customers', before.cursor);
    expect(ids(after.rows)).toEqual([w.cast.customers.c1.id]);
    await t.database.db.execute(sql`update customer_changes set at = now() - interval '40 days'`);
    expect((await pruneLogs(t.database.db, 50)).customers).toBe(0);
    expect((await pruneLogs(t.database.db, 30)).customers).toBeGreaterThan(0);
    expect((await drain(w.cookies.agent1, 'customers', before.cursor)).reset).toBe(true);
    expect(await drain(w.cookies.agent1, 'customers', after.cursor)).toMatchObject({ reset: false, rows: [] });
    await t.database.db.delete(syncHorizons);
  });
});

describe('a prune between the horizon check and the log read', () => {
  it('answers a fresh start, never a cursor past the rows it dropped', async () => {
    const before = await drain(w.cookies.agent1, 'customers');
    await t.database.db.update(customers).set({ sector: 'potatura' }).where(eq(customers.id, w.cast.customers.c1.id));
    await settled();
    // The prune commits right before the service reads the customers' log (after it checked the horizon).
    let pruned = false;
    const dialect = new PgDialect();
    const db = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return async (query: SQL) => {
          if (!pruned && dialect.sqlToQuery(query).sql.includes('from customer_changes')) {
            pruned = true;
            await target.execute(sql`update customer_changes set at = now() - interval '40 days'`);
            await pruneLogs(target, 30);
          }
          return target.execute(query);
        };
      },
    });
    const actor = { userId: w.cast.users.agent1.id, role: 'agent', isAdmin: false, sessionId: 's', profileIds: [w.cast.profiles.p1.id] };
    const answer = await syncCustomers(db, actor, before.cursor);
    expect(pruned).toBe(true);
    expect(answer.reset).toBe(true);
    expect(ids(answer.rows)).toContain(w.cast.customers.c1.id);
    await t.database.db.delete(syncHorizons);
  });
});

describe.runIf(process.env.DB_BACKEND === 'postgres')('a transaction that commits late', () => {
  it('is not skipped: nothing past a still-running writer is handed out until it commits', async () => {
    const start = await drain(w.cookies.agent1, 'customers');
    const slow = await t.database.pool.connect();
    try {
      await slow.query('begin');
      await slow.query(`update customers set sector = 'lento' where id = $1`, [w.cast.customers.c1.id]);
      // A later transaction commits first.
      await t.database.db.update(customers).set({ sector: 'veloce' }).where(eq(customers.id, w.cast.customers.c2.id));
      const during = await drain(w.cookies.agent1, 'customers', start.cursor, { settle: false });
      expect(during.rows).toEqual([]);
      await slow.query('commit');
      const after = await drain(w.cookies.agent1, 'customers', during.cursor);
      expect(ids(after.rows)).toEqual([w.cast.customers.c1.id, w.cast.customers.c2.id]);
    } finally {
      slow.release();
    }
  });
});

it('createCustomer fixtures reach the log through their links', async () => {
  const a1 = await drain(w.cookies.agent1, 'customers');
  const c = await createCustomer(t.database, { externalId: 'C0099', companyName: 'Nuovo cliente', profileIds: [w.cast.profiles.p1.id] });
  const next = await drain(w.cookies.agent1, 'customers', a1.cursor);
  expect(ids(next.rows)).toEqual([c.id]);
});
