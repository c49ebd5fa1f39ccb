import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { sampleCart, seedCartWorld } from '../modules/cart/cart-test-setup';
import { postgresTestServer } from '../test/template-db';
import { FULL } from './mode';
import { killHard, sleep, startServer, TcpProxy, waitReady, type ServerProcess } from './processes';

/**
 * Durability on PostgreSQL (full run only: `npm run test:reliability`): order submissions while the
 * server is SIGKILLed and restarted, clients retrying with their Idempotency-Key (acknowledged =
 * stored, no duplicates); then a database outage under load (a TCP proxy we cut, never the shared
 * server): 503 with Retry-After, never 500, and recovery without a restart.
 */
const serverUrl = postgresTestServer();
const run = FULL && Boolean(serverUrl);
const ORDERS = 300;
const CLIENTS = 6;
const KILLS = 3;
const PORT = Number(process.env.RELIABILITY_PORT ?? 4307);
const SECRET = 'reliability-secret-reliability-secret-12';

let dbName: string;
let proxy: TcpProxy;
let server: ServerProcess;
let cookie: string;
let cart: Record<string, unknown>;
let env: Record<string, string>;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A direct connection to the test's own database (not through the proxy). */
async function onDatabase<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(serverUrl!);
  url.pathname = `/${dbName}`;
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (!run) return;
  dbName = `portale_rel_${crypto.randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  const direct = new URL(serverUrl!);
  direct.pathname = `/${dbName}`;
  // Seed through an in-process app on a direct connection; the spawned servers go through the proxy.
  const database = await openDatabase({ url: direct.toString(), poolSize: 2 });
  await runMigrations(database);
  const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), 'portale-rel'), APP_SECRET: SECRET });
  const app = await buildApp({ config, database, serveWeb: false });
  const world = await seedCartWorld({ app, database, close: async () => {} });
  cookie = world.cookies.agent1;
  cart = sampleCart(world);
  await app.close();
  await database.close();

  proxy = new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.start();
  const viaProxy = new URL(direct.toString());
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  env = { DATABASE_URL: viaProxy.toString(), NO_DEMO: 'true', APP_SECRET: SECRET, LOG_LEVEL: 'error', DATA_DIR: path.join(os.tmpdir(), `portale-rel-${dbName}`) };
  server = startServer(env, PORT);
  await waitReady(server);
}, 180_000);

afterAll(async () => {
  if (!run) return;
  if (server) await killHard(server);
  await proxy?.cut();
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
});

describe.runIf(run)('durability on PostgreSQL', () => {
  it(`stores every acknowledged order exactly once through ${KILLS} SIGKILLs (${ORDERS} orders)`, async () => {
    const acknowledged = new Map<string, number>();
    const rejected: string[] = [];
    let next = 0;
    const deadline = Date.now() + 300_000;

    async function submit(key: string) {
      while (Date.now() < deadline) {
        try {
          const res = await fetch(`${server.url}/api/cart/createOrder`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify(cart),
            signal: AbortSignal.timeout(15_000),
          });
          if (res.status === 200) return acknowledged.set(key, ((await res.json()) as { order_id: number }).order_id);
          if (res.status < 500) return rejected.push(`${key}: ${res.status} ${await res.text()}`);
        } catch {
          // connection refused or cut: the server is being restarted
        }
        await sleep(250);
      }
      rejected.push(`${key}: no answer before the deadline`);
    }

    const clients = Array.from({ length: CLIENTS }, async () => {
      while (next < ORDERS) await submit(`rel-${next++}-${crypto.randomUUID()}`);
    });
    const killer = (async () => {
      for (let k = 1; k <= KILLS; k++) {
        while (acknowledged.size < (ORDERS * k) / (KILLS + 1) && Date.now() < deadline) await sleep(50);
        await killHard(server);
        server = startServer(env, PORT);
        await waitReady(server);
      }
    })();
    await Promise.all([...clients, killer]);

    expect(rejected).toEqual([]);
    expect(acknowledged.size).toBe(ORDERS);
    const stored = await onDatabase((c) =>
      c
        .query<{ key: string; id: number; n: number }>(
          `select idempotency_key as key, min(id) as id, count(*)::int as n from orders where idempotency_key like 'rel-%' group by idempotency_key`,
        )
        .then((r) => r.rows),
    );
    const byKey = new Map(stored.map((r) => [r.key, r]));
    const duplicates = stored.filter((r) => r.n > 1);
    const lost = [...acknowledged.keys()].filter((k) => !byKey.has(k));
    const mismatched = [...acknowledged].filter(([k, id]) => byKey.get(k) && byKey.get(k)!.id !== id);
    console.log(`durability: ${acknowledged.size} acknowledged, ${stored.length} stored, ${duplicates.length} duplicates, ${lost.length} lost, ${KILLS} SIGKILLs`);
    expect({ duplicates, lost, mismatched }).toEqual({ duplicates: [], lost: [], mismatched: [] });
  }, 400_000);

  it('answers 503 with Retry-After (never 500) while the database is unreachable, and recovers without a restart', async () => {
    const statuses = new Map<number, number>();
    const bad: string[] = [];
    let stop = false;
    const load = Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 2_000 && !stop; i++) {
        const ready = i % 2 === 0;
        const res = await fetch(`${server.url}${ready ? '/api/health/ready' : '/api/orders/getProfileOrders'}`, {
          method: ready ? 'GET' : 'POST',
          headers: ready ? {} : { cookie, 'content-type': 'application/json' },
          body: ready ? undefined : '{}',
          signal: AbortSignal.timeout(20_000),
        }).catch((e: Error) => ({ status: 0, headers: new Headers(), text: async () => e.message }));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 503) {
          const body = await res.text();
          if (res.headers.get('retry-after') !== '5' || !body.includes('Servizio temporaneamente non disponibile')) bad.push(body);
        } else if (res.status !== 200) bad.push(`${res.status} ${await res.text()}`);
        await sleep(20);
      }
    });
    await sleep(1_000);
    await proxy.cut();
    await sleep(6_000);
    const during = new Map(statuses);
    await proxy.restore();
    // Recovery: readiness answers 200 again, bounded wait, same process.
    const pid = server.child.pid;
    const recoveredBy = Date.now() + 30_000;
    let recovered = false;
    while (!recovered && Date.now() < recoveredBy) {
      recovered = (await fetch(`${server.url}/api/health/ready`).catch(() => ({ status: 0 }))).status === 200;
      if (!recovered) await sleep(250);
    }
    await sleep(2_000);
    stop = true;
    await Promise.all(load);
    console.log(`outage: statuses ${JSON.stringify(Object.fromEntries(statuses))} (503s during the cut: ${during.get(503) ?? 0})`);
    expect(bad).toEqual([]);
    expect(during.get(503) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(recovered).toBe(true);
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    const after = await fetch(`${server.url}/api/orders/getProfileOrders`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(after.status).toBe(200);
  }, 120_000);
});
