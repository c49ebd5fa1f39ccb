import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { WROTE_COOKIE } from '../http/read-db';
import { sampleCart, seedCartWorld } from '../modules/cart/cart-test-setup';
import { jobsDataDir } from '../test/job-helpers';
import { createPostgresFromTemplate, postgresTestServer } from '../test/template-db';
import type { TestContext } from '../test/test-app';

/**
 * DATABASE_READ_URL routing, with a stand-in replica: a second, empty database (bench/replica.ts runs a real
 * streaming replica). What the lists answer shows where they read: nothing from the stand-in, the orders from the
 * primary. The user's own writes are read back from the primary at once, and reads fall back to the primary when
 * the replica goes away.
 */
const serverUrl = postgresTestServer();
let t: TestContext;
let world: Awaited<ReturnType<typeof seedCartWorld>>;
const drops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  const primary = await createPostgresFromTemplate(serverUrl);
  const replica = await createPostgresFromTemplate(serverUrl);
  drops.push(primary.drop, replica.drop);
  const primaryUrl = primary.url;
  const replicaUrl = replica.url;
  const database = await openDatabase({ url: primaryUrl, readUrl: replicaUrl, poolSize: 4 });
  const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: jobsDataDir(), DATABASE_URL: primaryUrl, DATABASE_READ_URL: replicaUrl });
  t = { app: await buildApp({ config, database, serveWeb: false, worker: false }), database, close: async () => {} };
  world = await seedCartWorld(t);
}, 120_000);

afterAll(async () => {
  if (!serverUrl) return;
  await t?.app.close();
  await t?.database.close();
  for (const drop of drops) await drop();
});

const adminOrders = (extraCookie = '') =>
  t.app.inject({ method: 'POST', url: '/api/orders/getProfileOrders', headers: { cookie: `${world.cookies.admin}${extraCookie}` }, payload: {} });

describe.runIf(serverUrl)('reads on a replica (DATABASE_READ_URL)', () => {
  it('answers the lists from the replica, and a read does not mark the browser', async () => {
    const order = await t.app.inject({ method: 'POST', url: '/api/cart/createOrder', headers: { cookie: world.cookies.agent1, 'idempotency-key': 'replica-1' }, payload: sampleCart(world) });
    expect(order.statusCode).toBe(200);
    const list = await adminOrders();
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.total).toBe(0); // the stand-in replica has no orders
    expect(String(list.headers['set-cookie'] ?? '')).not.toContain(WROTE_COOKIE);
  });

  it('searches where the list reads: the replica through its own search pool, the primary after a write', async () => {
    expect(Object.keys(t.database.searchPools).sort()).toEqual(['primary', 'replica']);
    const search = async (term: string, extraCookie = '') =>
      (await t.app.inject({ method: 'POST', url: '/api/orders/getProfileOrders', headers: { cookie: `${world.cookies.admin}${extraCookie}` }, payload: { search: term } })).json();
    const code: string = (await adminOrders(`; ${WROTE_COOKIE}=1`)).json().orders.data[0].code;
    expect((await search(code, `; ${WROTE_COOKIE}=1`)).orders.total).toBeGreaterThan(0);
    expect((await search(code)).orders.total).toBe(0); // the stand-in replica has no orders
  });

  it("keeps a user's reads on the primary right after their write: the order and a saved quote show at once", async () => {
    const order = await t.app.inject({ method: 'POST', url: '/api/cart/createOrder', headers: { cookie: world.cookies.agent1, 'idempotency-key': 'replica-2' }, payload: sampleCart(world) });
    const marked = String(order.headers['set-cookie']);
    expect(marked).toContain(`${WROTE_COOKIE}=1`);
    expect(marked).toContain('Max-Age=10');
    const agentOrders = await t.app.inject({ method: 'POST', url: '/api/orders/getProfileOrders', headers: { cookie: `${world.cookies.agent1}; ${WROTE_COOKIE}=1` }, payload: {} });
    expect(agentOrders.json().orders.data.map((o: { id: number }) => o.id)).toContain(order.json().order_id);

    const saved = await t.app.inject({ method: 'POST', url: '/api/cart/save', headers: { cookie: world.cookies.agent1 }, payload: { cart: sampleCart(world, { name: 'Preventivo subito visibile' }) } });
    expect(saved.statusCode).toBe(200);
    // The archive and the quote itself always read the primary.
    const archive = await t.app.inject({ method: 'GET', url: '/api/cart/archive', headers: { cookie: world.cookies.agent1 } });
    expect(archive.body).toContain('Preventivo subito visibile');
  });

  it('sends the reads back to the primary when the replica stops answering', async () => {
    expect((await adminOrders()).json().orders.total).toBe(0);
    await drops.pop()!(); // the stand-in replica goes away (its connections are cut)
    let total = 0;
    for (let i = 0; i < 30 && total === 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const res = await adminOrders();
      if (res.statusCode === 200) total = res.json().orders.total;
    }
    expect(total).toBeGreaterThanOrEqual(2);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/^db_replica_in_use 0$/m);
  });
});
