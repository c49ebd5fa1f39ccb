import fs from 'node:fs';
import path from 'node:path';
import { ZOrderExportPayload } from '@portale/contract/order-export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderExports } from '../db/schema/index';
import { createOrder } from '../test/document-fixtures';
import { seedStandardCast } from '../test/fixtures';
import { jobsDataDir, runCommand } from '../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';
import { exportOrders } from './commands/orders-export';

let t: TestContext;
let admin: string;
let cast: Awaited<ReturnType<typeof seedStandardCast>>;
let exportDir: string;

const payload = (code: string) => ({
  code,
  profile_external_id: 'A001',
  customer_external_id: 'C0001',
  price_list_code: 'L1',
  notes: 'Consegna al mattino',
  shipping_address: { name: 'Sede', address: 'Via Roma 1', zip_code: '20100', city: 'Milano', district: 'MI' },
  lines: [{ product_external_id: 'LV-1', quantity: 3, price: '10.00', discount_1: 2, discount_2: 2, total: '28.81', notes: null }],
  shipping: [{ external_id: 'SPE', price: '18.00' }],
  promotion: null,
  total_goods: '28.81',
  discount_percentage: '0.00',
  discount_amount: '0.00',
  total_net: '46.81',
});

async function queueOrder(code: string) {
  const order = await createOrder(t.database, { code, profileId: cast.profiles.p1.id, customerId: cast.customers.c1.id, issueDate: '2026-11-20', totalNet: '46.81', total: '57.11' });
  await t.database.db.insert(orderExports).values({ orderId: order.id, payload: payload(code) });
}
/** The simulated crash ends the run, as a real one would; any other error fails its order only. */
const isCrash = (error: unknown) => error instanceof Error && error.message === 'crash';
const files = () => fs.readdirSync(exportDir).filter((f) => f.endsWith('.csv')).sort();
const tmpFiles = () => fs.readdirSync(path.join(exportDir, '.tmp'));
const pending = async () => (await t.database.pool.query(`SELECT count(*)::int AS n FROM order_exports WHERE exported_at IS NULL`)).rows[0].n;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir() });
  cast = await seedStandardCast(t.database);
  admin = await loginAs(t.app, 'admin@example.com');
  exportDir = t.app.config.jobs.exportDir;
});
afterAll(() => t.close());

describe('orders:export', () => {
  it('writes one file per order and marks it delivered', async () => {
    await queueOrder('WEB-2026-000001');
    const r = await runCommand(t, admin, 'orders:export');
    expect(r.output).toMatchObject({ exported: 1 });
    expect(files()).toEqual(['WEB-2026-000001.csv']);
    const text = fs.readFileSync(path.join(exportDir, 'WEB-2026-000001.csv'), 'utf8');
    expect(text.split('\n')[0]).toContain('order_code;issue_date;profile_external_id');
    expect(text).toContain('WEB-2026-000001;2026-11-20;A001;C0001');
    expect(text).toContain(';articolo;LV-1;3;10.00;2;2;28.81;');
    expect(text).toContain(';spedizione;SPE;1;18.00;');
    expect(await pending()).toBe(0);
    expect((await runCommand(t, admin, 'orders:export')).output).toMatchObject({ exported: 0 });
    // The admin can download what was written, by the name the run lists (issue 22); nothing outside the folder.
    const file = await t.app.inject({ method: 'GET', url: '/api/job/getExportFile/WEB-2026-000001.csv', headers: { cookie: admin } });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('WEB-2026-000001;2026-11-20');
    const outside = await t.app.inject({ method: 'GET', url: '/api/job/getExportFile/..%2Fportale.lock', headers: { cookie: admin } });
    expect(outside.statusCode).toBe(400);
  });

  it('exactly once across a crash between the file and the mark', async () => {
    await queueOrder('WEB-2026-000002');
    await expect(exportOrders(t.database, exportDir, { afterFileWritten: () => Promise.reject(new Error('crash')), rethrow: isCrash })).rejects.toThrow('crash');
    expect(files()).toEqual(['WEB-2026-000001.csv']);
    expect(await pending()).toBe(1);
    const again = await exportOrders(t.database, exportDir);
    expect(again).toMatchObject({ exported: 1, recovered: 0, failures: [] });
    expect(files()).toEqual(['WEB-2026-000001.csv', 'WEB-2026-000002.csv']);
    expect(tmpFiles()).toEqual([]);
  });

  it('exactly once across a crash between the mark and the rename', async () => {
    await queueOrder('WEB-2026-000003');
    await expect(exportOrders(t.database, exportDir, { afterMarked: () => Promise.reject(new Error('crash')), rethrow: isCrash })).rejects.toThrow('crash');
    expect(await pending()).toBe(0);
    expect(files()).not.toContain('WEB-2026-000003.csv');
    const again = await exportOrders(t.database, exportDir);
    expect(again).toMatchObject({ exported: 0, recovered: 1 });
    expect(files()).toEqual(['WEB-2026-000001.csv', 'WEB-2026-000002.csv', 'WEB-2026-000003.csv']);
    expect(tmpFiles()).toEqual([]);
  });

  it('skips an order whose payload does not match the contract, records why and exports the next one', async () => {
    const bad = await createOrder(t.database, { code: 'WEB-2026-000004', profileId: cast.profiles.p1.id, customerId: cast.customers.c1.id, issueDate: '2026-11-20', totalNet: '1.00', total: '1.22' });
    // An old-style payload: the promotion as a bare string.
    await t.database.db.insert(orderExports).values({ orderId: bad.id, payload: { ...payload('WEB-2026-000004'), promotion: 'PROMO' } });
    await queueOrder('WEB-2026-000005');
    const r = await runCommand(t, admin, 'orders:export');
    expect(r.status).toBe('failed');
    expect(r.output).toMatchObject({ exported: 1, files: ['WEB-2026-000005.csv'], failures: [{ code: 'WEB-2026-000004' }] });
    expect(r.output.message).toContain('1 ordine esportato nella cartella export: WEB-2026-000005.csv, 1 ordine non esportato: WEB-2026-000004');
    expect(files()).toContain('WEB-2026-000005.csv');
    expect(files()).not.toContain('WEB-2026-000004.csv');
    const { rows } = await t.database.pool.query(`SELECT attempts, last_error, exported_at FROM order_exports WHERE order_id = $1`, [bad.id]);
    expect(rows[0]).toMatchObject({ attempts: 1, exported_at: null, last_error: expect.stringContaining('promotion') });
    expect(tmpFiles()).toEqual([]);
  });

  it('recovers a leftover whose code needs a safe file name', async () => {
    await queueOrder('WEB/2026 000006');
    await expect(exportOrders(t.database, exportDir, { afterMarked: () => Promise.reject(new Error('crash')), rethrow: isCrash })).rejects.toThrow('crash');
    expect(tmpFiles()).toEqual(['WEB_2026_000006.csv']);
    expect(await exportOrders(t.database, exportDir)).toMatchObject({ recovered: 1 });
    expect(files()).toContain('WEB_2026_000006.csv');
  });

  it('migration 0016 brings payloads written before the schema to it (price list code, promotion object)', async () => {
    const [list] = (await t.database.pool.query(`INSERT INTO price_lists (code, description) VALUES ('LEG', 'Listino vecchio') RETURNING id`)).rows;
    const order = await createOrder(t.database, { code: 'WEB-2026-000007', profileId: cast.profiles.p1.id, customerId: cast.customers.c1.id, issueDate: '2026-11-20', totalNet: '1.00', total: '1.22' });
    const { price_list_code: _code, ...legacy } = payload('WEB-2026-000007');
    await t.database.db.insert(orderExports).values({ orderId: order.id, payload: { ...legacy, price_list_id: list.id, promotion: 'PROMO-TARGA' } });
    const sqlText = fs.readFileSync(new URL('../db/migrations/0016_order_export_payload.sql', import.meta.url), 'utf8');
    for (const statement of sqlText.split('--> statement-breakpoint')) await t.database.pool.query(statement);
    const { rows } = await t.database.pool.query(`SELECT payload FROM order_exports WHERE order_id = $1`, [order.id]);
    expect(ZOrderExportPayload.parse(rows[0].payload)).toMatchObject({ price_list_code: 'LEG', promotion: { external_id: 'PROMO-TARGA' } });
  });
});
