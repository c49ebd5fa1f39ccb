import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../db/schema/index';
import { createOrderStatus } from '../test/document-fixtures';
import { jobsDataDir, runCommand, writeImportFile } from '../test/job-helpers';
import { createTestApp, type TestContext } from '../test/test-app';
import { sampleCart, seedCartWorld } from '../modules/cart/cart-test-setup';

// Issue 54, point 1: the ERP confirms portal (WEB-) orders, it never creates or reassigns one.
let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir() });
  w = await seedCartWorld(t);
  await createOrderStatus(t.database, 'EVA', 'Evaso');
});
afterAll(() => t.close());

const send = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/cart/createOrder', headers: { cookie, 'idempotency-key': randomUUID() }, payload: sampleCart(w) });
const orderByCode = async (code: string) => (await t.database.db.select().from(orders).where(eq(orders.code, code)))[0];
const year = () => new Date().getFullYear();
// The number nextval will give (a fresh sequence has not been called yet).
const NEXT = `SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END AS n FROM web_order_code_seq`;
const HEADER = 'code;issue_date;status;processed;total_net;total;notes;shipping_name;shipping_address;shipping_zip_code;shipping_city;profile_external_id;customer_external_id';

describe('import:orders and portal orders', () => {
  it('refuses a row that would create a WEB- order, with its line and reason, and the next portal order is sent', async () => {
    const { rows } = await t.database.pool.query<{ n: string }>(NEXT);
    const next = `WEB-${year()}-${String(rows[0].n).padStart(6, '0')}`;
    const file = writeImportFile(t, 'web-new.csv', [HEADER, `${next};21/11/${year()};EVA;1;100,00;122,00;;;;;;A002;C0003`]);
    const r = await runCommand(t, w.cookies.admin, 'import:orders', { file });
    expect(r.output.created).toBe(0);
    expect(r.output.errors).toEqual([{ line: 2, field: 'code', reason: expect.stringContaining('ordine del portale') }]);
    expect(await orderByCode(next)).toBeUndefined();
    const res = await send(w.cookies.agent1);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a row that reassigns a portal order or changes its totals; a confirmation (code;processed;status) is applied', async () => {
    const sent = await send(w.cookies.agent1);
    expect(sent.statusCode).toBe(200);
    const code: string = sent.json().order_code;
    const before = await orderByCode(code);

    const rewrite = writeImportFile(t, 'web-rewrite.csv', [HEADER, `${code};${before.issueDate};EVA;1;1760,73;2148,09;;;;;;A002;C0003`]);
    const r = await runCommand(t, w.cookies.admin, 'import:orders', { file: rewrite }, { partial: true });
    expect(r.output.updated).toBe(0);
    const fields = (r.output.errors ?? []).map((e) => e.field).sort();
    expect(fields).toEqual(['customer_external_id', 'profile_external_id', 'total', 'total_net']);
    for (const e of r.output.errors ?? []) expect(e).toMatchObject({ line: 2, reason: expect.stringContaining('ordine del portale') });
    expect(await orderByCode(code)).toMatchObject({ customerId: before.customerId, profileId: before.profileId, total: before.total, processed: false });

    const lines = writeImportFile(t, 'web-lines.csv', [
      'order_code;product_external_id;description;price;quantity;discount_1;discount_2;total;vat_rate;notes',
      `${code};MAN-010;Maniglia;19,99;1;0;0;19,99;22;`,
    ]);
    const l = await runCommand(t, w.cookies.admin, 'import:order-items', { file: lines });
    expect(l.output.errors).toEqual([{ line: 2, field: 'order_code', reason: expect.stringContaining('ordine del portale') }]);
    const stored = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, before.id));
    expect(stored.length).toBeGreaterThan(1);

    const confirm = writeImportFile(t, 'web-confirm.csv', ['code;processed;status', `${code};1;EVA`]);
    const c = await runCommand(t, w.cookies.admin, 'import:orders', { file: confirm });
    expect(c.output).toMatchObject({ updated: 1, errors_count: 0 });
    expect(await orderByCode(code)).toMatchObject({ processed: true, customerId: before.customerId });

    // The same values as stored are no change: an ERP that sends the whole row back is not refused.
    const same = writeImportFile(t, 'web-same.csv', [HEADER, `${code};${before.issueDate};EVA;1;${before.totalNet.replace('.', ',')};${before.total};;;;;;A001;C0001`]);
    const s = await runCommand(t, w.cookies.admin, 'import:orders', { file: same });
    expect(s.output).toMatchObject({ errors_count: 0 });
  });

  it('never answers 500 on a code taken by an order stored before (the next free number is used)', async () => {
    const { rows } = await t.database.pool.query<{ n: string }>(NEXT);
    const taken = `WEB-${year()}-${String(rows[0].n).padStart(6, '0')}`;
    await t.database.db.insert(orders).values({ code: taken, issueDate: `${year()}-01-02`, totalNet: '1.00', total: '1.22', customerId: w.cast.customers.c3.id, profileId: w.cast.profiles.p2.id });
    const res = await send(w.cookies.agent1);
    expect(res.statusCode).toBe(200);
    expect(res.json().order_code).not.toBe(taken);
  });

  it('numbers past 999,999 without truncating or colliding (issue 54, point 2)', async () => {
    await t.database.db.execute(sql`SELECT setval('web_order_code_seq', 999997)`);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await send(w.cookies.agent1);
      expect(res.statusCode).toBe(200);
      codes.push(res.json().order_code);
    }
    expect(codes).toEqual([`WEB-${year()}-999998`, `WEB-${year()}-999999`, `WEB-${year()}-1000000`]);
  });
});
