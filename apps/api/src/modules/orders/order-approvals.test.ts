import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { addDays, todayInRome } from '@portale/contract/business-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderApprovals, orderExports, orders, orderStatuses } from '../../db/schema/index';
import { exportOrders } from '../../jobs/commands/orders-export';
import { createInvoice } from '../../test/document-fixtures';
import { jobsDataDir } from '../../test/job-helpers';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from '../cart/cart-test-setup';

// Issue 56 §3–4: an agent's discount authority and the approval queue, on every path an order can take (the escape
// routes of OCA sale-workflow #1087/#1965: confirming unsaved, duplicating an approved order, editing after approval).
// The settings' default authority here is 4% (2+2 = 3,96% passes, 3+3 = 5,91% does not); customers overdue by more
// than 60 days are held.
let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;

beforeAll(async () => {
  t = await createTestApp({ AGENT_DISCOUNT_LIMIT: '4', OVERDUE_HOLD_DAYS: 'on' });
  w = await seedCartWorld(t);
});
afterAll(() => t.close());

const send = (cookie: string, payload: unknown, key = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/api/cart/createOrder', headers: { cookie, 'idempotency-key': key }, payload: payload as object });
/** agente1's cart for C0001 with the coffin at d+d and the handle without discount. */
const cartWith = (discount: number, extra: Record<string, unknown> = {}) =>
  sampleCart(w, {
    name: null,
    items: [
      { product_id: w.p.coffin.id, quantity: 1, discount_1: discount, discount_2: discount },
      { product_id: w.p.handle.id, quantity: 2 },
    ],
    ...extra,
  });
const statusOf = async (orderId: number) => {
  const [row] = await t.database.db.select({ code: orderStatuses.code, name: orderStatuses.name }).from(orders).innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId)).where(eq(orders.id, orderId));
  return row;
};
const exportRows = (orderId: number) => t.database.db.select().from(orderExports).where(eq(orderExports.orderId, orderId));
const listOrder = async (cookie: string, code: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/orders/getProfileOrders', headers: { cookie }, payload: { search: code } });
  return res.json().orders.data.find((o: { code: string }) => o.code === code);
};
const approve = (id: number, cookie = w.cookies.admin) => t.app.inject({ method: 'POST', url: `/api/orders/approve/${id}`, headers: { cookie } });
const reject = (id: number, reason: string, cookie = w.cookies.admin) =>
  t.app.inject({ method: 'POST', url: `/api/orders/reject/${id}`, headers: { cookie }, payload: { reason } });
const exportDir = () => path.join(jobsDataDir(), `export-approvals-${randomUUID()}`);

describe('discount authority (issue 56 §3)', () => {
  it('sends a line within the authority straight to the ERP (2+2 = 3,96% under 4%)', async () => {
    const res = await send(w.cookies.agent1, cartWith(2));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Ordine inserito correttamente' });
    expect(res.json().approval).toBeUndefined();
    expect(await statusOf(res.json().order_id)).toEqual({ code: 'INS', name: 'Inserito' });
    expect(await exportRows(res.json().order_id)).toHaveLength(1);
  });

  it("holds an order beyond it 'Da approvare', tells the agent why, and exports nothing", async () => {
    const res = await send(w.cookies.agent1, cartWith(3));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.success).toBe(true);
    expect(answer.message).toMatch(new RegExp(`^Ordine ${answer.order_code} da approvare`));
    expect(answer.message).toContain("COF-001: sconto 3+3 (5,91%) — Oltre il tuo limite (4%): serve l'approvazione");
    expect(answer.approval.lines).toEqual([
      { product_code: 'COF-001', description: 'Cofano in legno di noce', discount_1: 3, discount_2: 3, effective_discount: 5.91, limit: 4 },
    ]);
    expect(await statusOf(answer.order_id)).toEqual({ code: 'DAP', name: 'Da approvare' });
    expect(await exportRows(answer.order_id)).toEqual([]);
    // In the agent's orders with that status and the reason.
    const listed = await listOrder(w.cookies.agent1, answer.order_code);
    expect(listed.status).toEqual({ code: 'DAP', name: 'Da approvare' });
    expect(listed.approval).toMatchObject({ state: 'pending', requested_by: { id: w.cast.users.agent1.id }, decided_by: null });
  });

  it('answers a replay of a held submission with the same order', async () => {
    const key = randomUUID();
    const first = (await send(w.cookies.agent1, cartWith(4), key)).json();
    const again = (await send(w.cookies.agent1, cartWith(4), key)).json();
    expect(again).toEqual(first);
    expect(await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
  });

  it('holds an order arriving from the offline outbox (with the prices the agent saw)', async () => {
    const saved = (await t.app.inject({ method: 'POST', url: '/api/cart/save', headers: { cookie: w.cookies.agent1 }, payload: { cart: cartWith(3, { type: 'temporary_orders' }) } })).json().cart;
    await t.app.inject({ method: 'DELETE', url: `/api/cart/delete/${saved.id}`, headers: { cookie: w.cookies.agent1 } });
    const seen = { items: saved.items.map((i: { product_id: number; price: number }) => ({ product_id: i.product_id, price: i.price })), total_final: saved.total_final };
    const answer = (await send(w.cookies.agent1, { ...cartWith(3), seen })).json();
    expect(answer.held).toBeUndefined();
    expect(answer.approval.lines).toHaveLength(1);
    expect(await statusOf(answer.order_id)).toMatchObject({ code: 'DAP' });
  });

  it('holds a saved quote sent as an order (restored or duplicated: the check runs on the order, not on the save)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/save', headers: { cookie: w.cookies.agent1 }, payload: { cart: cartWith(4, { name: 'Preventivo scontato' }) } });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json().cart;
    const answer = (await send(w.cookies.agent1, cartWith(4, { id: quote.id, name: 'Preventivo scontato', revision: quote.revision }))).json();
    expect(answer.approval?.lines?.[0]).toMatchObject({ discount_1: 4, effective_discount: 7.84 });
    expect(await statusOf(answer.order_id)).toMatchObject({ code: 'DAP' });
  });

  it("never holds an administrator's own order", async () => {
    const answer = (await send(w.cookies.admin, cartWith(4))).json();
    expect(answer).toMatchObject({ success: true, message: 'Ordine inserito correttamente' });
    expect(await statusOf(answer.order_id)).toMatchObject({ code: 'INS' });
  });

  it("uses the user's own limit, set by the admin, over the settings' default", async () => {
    const users = (await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: w.cookies.admin } })).json();
    expect(users.default_discount_limit).toBe(4);
    const agent2 = users.users.find((u: { id: number }) => u.id === w.cast.users.agent2.id);
    expect(agent2.discount_limit).toBeNull();
    const save = (limit: unknown, version: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/update',
        headers: { cookie: w.cookies.admin },
        payload: { user: { id: agent2.id, version, name: agent2.name, email: agent2.email, role: agent2.role, enabled: true, profiles: agent2.profiles.map((p: { id: number }) => ({ id: p.id })), discount_limit: limit } },
      });
    const bad = await save(120, agent2.version);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Il limite di sconto va da 0 a 100');
    const ok = await save(6, agent2.version);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.discount_limit).toBe(6);
    // The agent's session says so, for the cart to mark lines before sending.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie: w.cookies.agent2 } })).json().user.discount_limit).toBe(6);
    const cart = { profile_external_id: 'A002', customer_id: w.cast.customers.c3.id, items: [{ product_id: w.p.coffin.id, quantity: 1, discount_1: 3, discount_2: 3 }] };
    const within = (await send(w.cookies.agent2, cart)).json();
    expect(within).toMatchObject({ success: true, message: 'Ordine inserito correttamente' });
    const beyond = (await send(w.cookies.agent2, { ...cart, items: [{ ...cart.items[0], discount_1: 4, discount_2: 4 }] })).json();
    expect(beyond.message).toContain('Oltre il tuo limite (6%)');
  });
});

describe('the approval queue (issue 56 §3)', () => {
  let held: { order_id: number; order_code: string };
  beforeAll(async () => {
    held = (await send(w.cookies.agent1, cartWith(3, { notes: 'Da approvare in coda' }))).json();
  });

  it("lists the pending orders for admins only, with the sender and the lines beyond authority", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/pendingApprovals', headers: { cookie: w.cookies.agent1 } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/pendingApprovalsCount', headers: { cookie: w.cookies.agent1 } })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/pendingApprovals', headers: { cookie: w.cookies.admin } });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().orders.find((o: { id: number }) => o.id === held.order_id);
    expect(found.approval.requested_by).toEqual({ id: w.cast.users.agent1.id, name: w.cast.users.agent1.name });
    const beyond = Object.fromEntries(found.items.map((i: { product_external_id: string; beyond_limit: boolean }) => [i.product_external_id, i.beyond_limit]));
    expect(beyond).toMatchObject({ 'COF-001': true, 'MAN-010': false });
    const count = (await t.app.inject({ method: 'GET', url: '/api/orders/pendingApprovalsCount', headers: { cookie: w.cookies.admin } })).json().count;
    expect(count).toBe(res.json().orders.length);
  });

  it('exports nothing while held; approval makes it Inserito, recorded, and the next export delivers it once', async () => {
    const dir = exportDir();
    const before = await exportOrders(t.database, dir);
    expect(before.files).not.toContain(`${held.order_code}.csv`);
    expect((await approve(held.order_id, w.cookies.agent1)).statusCode).toBe(403);
    const res = await approve(held.order_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(held.order_id)).toEqual({ code: 'INS', name: 'Inserito' });
    const [row] = await t.database.db.select().from(orderApprovals).where(eq(orderApprovals.orderId, held.order_id));
    expect(row).toMatchObject({ decision: 'approved', decidedBy: w.cast.users.admin.id });
    expect(row.decidedAt).toBeInstanceOf(Date);
    const after = await exportOrders(t.database, dir);
    expect(after.files).toContain(`${held.order_code}.csv`);
    expect(fs.readFileSync(path.join(dir, `${held.order_code}.csv`), 'utf8')).toContain('Da approvare in coda');
    expect((await exportOrders(t.database, dir)).files).not.toContain(`${held.order_code}.csv`);
    // Decided once: a second decision changes nothing.
    expect((await approve(held.order_id)).statusCode).toBe(409);
    expect((await reject(held.order_id, 'Troppo tardi')).statusCode).toBe(409);
    // The order's history: sent by the agent, approved by the admin.
    const listed = await listOrder(w.cookies.agent1, held.order_code);
    expect(listed.approval).toMatchObject({ state: 'approved', requested_by: { id: w.cast.users.agent1.id }, decided_by: { id: w.cast.users.admin.id } });
  });

  it('a rejection needs a reason, is never exported, and the agent reads the reason', async () => {
    const other = (await send(w.cookies.agent1, cartWith(4))).json();
    const short = await reject(other.order_id, ' ');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Indicare il motivo del rifiuto');
    expect(await statusOf(other.order_id)).toMatchObject({ code: 'DAP' });
    const res = await reject(other.order_id, 'Sconto 4+4 non concordato con la direzione');
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(other.order_id)).toEqual({ code: 'RIF', name: 'Rifiutato' });
    expect(await exportRows(other.order_id)).toEqual([]);
    expect((await exportOrders(t.database, exportDir())).files).not.toContain(`${other.order_code}.csv`);
    const listed = await listOrder(w.cookies.agent1, other.order_code);
    expect(listed.approval).toMatchObject({ state: 'rejected', rejection_reason: 'Sconto 4+4 non concordato con la direzione', decided_by: { id: w.cast.users.admin.id } });
    expect((await approve(other.order_id)).statusCode).toBe(409);
  });

  it('an unknown or never-held order is 404', async () => {
    const plain = (await send(w.cookies.agent1, cartWith(0))).json();
    expect((await approve(plain.order_id)).statusCode).toBe(404);
    expect((await approve(2_000_000)).statusCode).toBe(404);
  });

  it('a reorder of an approved order is checked again (its discounts kept, so held again)', async () => {
    const lines = (await t.app.inject({ method: 'GET', url: `/api/orders/reorder/${held.order_id}`, headers: { cookie: w.cookies.agent1 } })).json().lines;
    const coffin = lines.find((l: { product_code: string }) => l.product_code === 'COF-001');
    expect(coffin).toMatchObject({ discount_1: 3, discount_2: 3 });
    const again = (await send(w.cookies.agent1, { profile_external_id: 'A001', customer_id: w.cast.customers.c1.id, items: lines.map((l: { product_id: number; quantity: number; discount_1: number; discount_2: number }) => ({ product_id: l.product_id, quantity: l.quantity, discount_1: l.discount_1, discount_2: l.discount_2 })) })).json();
    expect(again.order_id).not.toBe(held.order_id);
    expect(await statusOf(again.order_id)).toMatchObject({ code: 'DAP' });
  });

  it('an approved order cannot be edited into a bigger discount: its quote sent again is a new order, checked again', async () => {
    const [issued] = await t.database.db.execute<{ id: number; revision: number }>(
      // The issued quote the approved order archived (carts.order_id = the order).
      sql`select id, revision from carts where order_id = ${held.order_id}`,
    ).then((r) => r.rows);
    const answer = (await send(w.cookies.agent1, cartWith(4, { id: issued.id, quote_revision: issued.revision }))).json();
    expect(answer.order_id).not.toBe(held.order_id);
    expect(await statusOf(answer.order_id)).toMatchObject({ code: 'DAP' });
    // The approved order is as it was approved.
    expect(await statusOf(held.order_id)).toMatchObject({ code: 'INS' });
    const [approved] = await t.database.db.select().from(orders).where(eq(orders.id, held.order_id));
    expect(approved.notes).toBe('Da approvare in coda');
  });
});

describe('overdue customers (issue 56 §4)', () => {
  it("holds an order of a customer overdue by more than 60 days, with the briefing's figures, and the briefing warns", async () => {
    const today = todayInRome();
    await createInvoice(t.database, {
      code: 'FT-OVERDUE-1',
      profileId: w.cast.profiles.p1.id,
      customerId: w.cast.customers.c2.id,
      issueDate: addDays(today, -120),
      totalNet: '287.30',
      total: '350.50',
      expirations: [
        { date: addDays(today, -75), amount: '200.50' },
        { date: addDays(today, -10), amount: '150.00' },
      ],
    });
    // The cart says so before sending.
    const agent = w.cookies.agent2;
    await t.app.inject({ method: 'POST', url: '/api/user/activate', headers: { cookie: agent }, payload: { profile_external_id: 'A001', customer_id: w.cast.customers.c2.id } });
    const { version } = (await t.app.inject({ method: 'GET', url: '/api/cart/current', headers: { cookie: agent } })).json().cart;
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/cart/current/update',
      headers: { cookie: agent },
      payload: { version, cart: { profile_external_id: 'A001', customer_id: w.cast.customers.c2.id, items: [{ product_id: w.p.handle.id, quantity: 1 }] } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().cart.totals.overdue_hold_message).toBe('Scaduto da 75 giorni: 350,50 €');
    const answer = (await send(w.cookies.agent1, { profile_external_id: 'A001', customer_id: w.cast.customers.c2.id, items: [{ product_id: w.p.handle.id, quantity: 1 }] })).json();
    expect(answer.approval.overdue).toEqual({ days_late: 75, amount: 350.5, message: 'Scaduto da 75 giorni: 350,50 €' });
    expect(answer.message).toContain('Scaduto da 75 giorni: 350,50 €');
    expect(await statusOf(answer.order_id)).toMatchObject({ code: 'DAP' });
    const briefing = (await t.app.inject({ method: 'GET', url: `/api/customer/briefing/${w.cast.customers.c2.id}`, headers: { cookie: w.cookies.agent1 } })).json();
    expect(briefing.receivables).toMatchObject({ overdue_total: 350.5, oldest_days_late: 75 });
    expect(briefing.overdue_hold).toBe('Scaduto da 75 giorni: 350,50 €');
  });
});
