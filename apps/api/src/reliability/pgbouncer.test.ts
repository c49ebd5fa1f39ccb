import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { takeCommandLock } from '../jobs/command-lock';
import { sampleCart, seedCartWorld } from '../modules/cart/cart-test-setup';
import { jobsDataDir, runCommand } from '../test/job-helpers';
import { startPgBouncer, type PgBouncer } from '../test/pgbouncer';
import { createPostgresFromTemplate, postgresTestServer } from '../test/template-db';
import type { TestContext } from '../test/test-app';
import { openDatabase } from '../db/client';

/**
 * The app behind PgBouncer in transaction mode, with one server connection for a pool of eight, so every
 * client's statements share one server session in turn: orders (idempotent, concurrent),
 * lists, commands (pg-boss and their advisory locks on DATABASE_DIRECT_URL) must all hold.
 */
const serverUrl = postgresTestServer();
let bouncer: PgBouncer;
let t: TestContext;
let drop: () => Promise<void>;
let directUrl: string;
let world: Awaited<ReturnType<typeof seedCartWorld>>;

beforeAll(async () => {
  if (!serverUrl) return;
  ({ url: directUrl, drop } = await createPostgresFromTemplate(serverUrl));
  bouncer = await startPgBouncer({ server: serverUrl, port: 6441, poolSize: 1 });
  const database = await openDatabase({ url: bouncer.url(directUrl), directUrl, poolSize: 8 });
  const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: jobsDataDir(), DATABASE_URL: bouncer.url(directUrl), DATABASE_DIRECT_URL: directUrl });
  const app = await buildApp({ config, database, serveWeb: false, worker: true });
  t = { app, database, close: async () => {} };
  world = await seedCartWorld(t);
}, 120_000);

afterAll(async () => {
  if (!serverUrl) return;
  await t?.app.close();
  await t?.database.close();
  await bouncer?.stop();
  await drop?.();
});

describe.runIf(serverUrl)('behind PgBouncer (transaction mode)', () => {
  it('goes through the pooler: eight clients, one server session', async () => {
    const pids = await Promise.all(Array.from({ length: 16 }, () => t.database.pool.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.02)')));
    expect(new Set(pids.map((r) => r.rows[0].pid)).size).toBe(1);
    expect((await bouncer.pools(new URL(directUrl).pathname.slice(1))).cl_active).toBeGreaterThan(1);
  });

  it('stores each order once with concurrent retries of the same keys, and lists them', async () => {
    const keys = Array.from({ length: 10 }, () => crypto.randomUUID());
    const answers = await Promise.all(
      keys.flatMap((key) =>
        [0, 1, 2].map(() =>
          t.app.inject({ method: 'POST', url: '/api/cart/createOrder', headers: { cookie: world.cookies.agent1, 'idempotency-key': key }, payload: sampleCart(world) }),
        ),
      ),
    );
    // Replays wait on the submission's transaction lock, then answer the order already made.
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    // Three answers per key, in order: the same order id each time.
    keys.forEach((_, i) => expect(new Set(answers.slice(i * 3, i * 3 + 3).map((r) => r.json().order_id as number)).size).toBe(1));
    const stored = await t.database.pool.query<{ key: string; n: number }>(
      'select idempotency_key as key, count(*)::int as n from orders where idempotency_key = any($1) group by idempotency_key',
      [keys],
    );
    expect(stored.rows).toHaveLength(10);
    expect(stored.rows.every((r) => r.n === 1)).toBe(true);

    const list = await t.app.inject({ method: 'POST', url: '/api/orders/getProfileOrders', headers: { cookie: world.cookies.agent1 }, payload: {} });
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.total).toBeGreaterThanOrEqual(10);
  });

  // PgBouncer does not pass startup options on: no search pool, the settings are set in each search's transaction.
  it('searches through the pooler, its settings local to a transaction', async () => {
    expect(t.database.searchPools).toEqual({});
    const all = await t.app.inject({ method: 'POST', url: '/api/orders/getProfileOrders', headers: { cookie: world.cookies.agent1 }, payload: {} });
    const code: string = all.json().orders.data[0].code;
    const found = await t.app.inject({ method: 'POST', url: '/api/orders/getProfileOrders', headers: { cookie: world.cookies.agent1 }, payload: { search: code } });
    expect(found.statusCode).toBe(200);
    expect(found.json().orders.data.map((o: { code: string }) => o.code)).toContain(code);
  });

  it('runs commands: orders:export delivers every order', async () => {
    const run = await runCommand(t, world.cookies.admin, 'orders:export');
    expect(run.status).toBe('completed');
    const pending = await t.database.pool.query<{ n: number }>('select count(*)::int as n from order_exports where exported_at is null');
    expect(pending.rows[0].n).toBe(0);
  });

  it('keeps one run per command: its lock lives on a direct session, not on a pooled one', async () => {
    // Through the pooler, both takers would share the one server session, where a session lock is re-entrant.
    const releaseFirst = await takeCommandLock(t.database.sessionPool, 'pgbouncer-test');
    let secondTaken = false;
    const second = takeCommandLock(t.database.sessionPool, 'pgbouncer-test').then((release) => {
      secondTaken = true;
      return release;
    });
    await Promise.all(Array.from({ length: 20 }, () => t.database.pool.query('select 1')));
    await new Promise((r) => setTimeout(r, 300));
    expect(secondTaken).toBe(false);
    await releaseFirst();
    await (await second)();
    expect(secondTaken).toBe(true);
  });
});
