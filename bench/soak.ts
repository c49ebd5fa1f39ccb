/**
 * Soak run (not a test): the app under a steady share (--percent, 70 %) of its measured maximum rate over list,
 * customer, catalogue and cart calls, plus one order a second (each with its own Idempotency-Key), in one-minute
 * segments; it reports errors, p95 of the first vs the last five minutes, and each process's RSS growth.
 *   npm run bench:soak -- [--minutes 30] [--percent 70] [--database-url postgres://127.0.0.1/…] [--topology] [--port 4307]
 * Without --database-url it runs on embedded PGlite in a fresh data folder (demo data loaded at start), one process.
 * --topology (with PostgreSQL, default the data set L): the production shape of `npm run topology` — PgBouncer in
 * transaction mode, a streaming replica for the reads, two API processes and the commands process.
 * Load goes to 127.0.0.1 only; the run is bounded by --minutes. The orders it sends are removed at the end.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import { startPgBouncer, type PgBouncer } from '../apps/api/src/test/pgbouncer';
import { ensureLocalReplica } from './support/local-replica';
import { removeBenchOrders } from './support/order-storm';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    percent: { type: 'string', default: '70' },
    'measure-seconds': { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    'database-url': { type: 'string' },
    topology: { type: 'boolean', default: false },
    port: { type: 'string', default: '4307' },
  },
});
const MINUTES = Number(values.minutes);
if (!(MINUTES > 0 && MINUTES <= 240)) throw new Error('--minutes: between 0 and 240');
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const dbUrl = values['database-url'] ?? (values.topology ? 'postgres://postgres@127.0.0.1:5432/portale_bench' : undefined);
if (dbUrl && !['127.0.0.1', 'localhost'].includes(new URL(dbUrl).hostname)) throw new Error('local database only');
const SEGMENT_SECONDS = Math.min(60, MINUTES * 60);
const KEY_PREFIX = `soak-${Date.now()}`;

let bouncer: PgBouncer | undefined;
let databaseEnv: Record<string, string> = dbUrl ? { DATABASE_URL: dbUrl } : {};
if (values.topology) {
  const { url: replica } = await ensureLocalReplica(dbUrl!, 5433);
  bouncer = await startPgBouncer({ server: dbUrl!, port: 6434 });
  databaseEnv = { DATABASE_URL: bouncer.url(dbUrl!), DATABASE_DIRECT_URL: dbUrl!, DATABASE_READ_URL: replica };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portale-soak-'));
if (spawnSync(process.execPath, ['scripts/build-api.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('build:api failed');
const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_CONCURRENCY: values.topology ? '2' : '1', ...databaseEnv },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitReady() {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${BASE}/api/health/ready`).catch(() => undefined);
    if (res?.status === 200) return;
    await sleep(500);
  }
  throw new Error('server not ready in 5 minutes');
}

/** The server's processes (a cluster's primary and its children), each with its role, and their RSS in MB. */
function processes(): { pid: number; role: string; rss: number }[] {
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    // pgrep exits 1 when there are none
  }
  return [server.pid!, ...children].flatMap((pid) => {
    try {
      const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
      const role = /PORTALE_PROCESS_ROLE=(\w+)/.exec(fs.readFileSync(`/proc/${pid}/environ`, 'utf8'))?.[1] ?? (children.length ? 'primario' : 'unico');
      return [{ pid, role, rss }];
    } catch {
      return [];
    }
  });
}

async function api<T>(cookie: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${url}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function cannon(options: Omit<Options, 'url'>): Promise<Result> {
  return new Promise((resolve, reject) => autocannon({ url: BASE, timeout: 20, ...options }, (err, r) => (err ? reject(err) : resolve(r))));
}
/** autocannon reports p90/p97.5/p99; p95 is interpolated between p90 and p97.5 (as bench/support/load-stats.ts). */
const p95Of = (r: Result) => r.latency.p90 + ((r.latency.p97_5 - r.latency.p90) * 5) / 7.5;
const percentile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const median = (xs: number[]) => percentile(xs, 0.5);

let failed = false;
try {
  await waitReady();
  const login = await fetch(`${BASE}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'agente1@example.com', password: 'demo' }) });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('portale_sid='))!.split(';')[0]!;
  const me = await api<{ user: { profiles: { external_id: string }[] } }>(cookie, 'GET', '/api/user/current');
  const profile = me.user.profiles[0]!.external_id;
  const customers = await api<{ customers: { data: { id: number; external_id: string }[] } }>(cookie, 'POST', `/api/user/getProfileCustomers/${profile}`, {});
  const customer = customers.customers.data[0]!;
  const products = await api<{ products: { data: { id: number }[] } }>(cookie, 'POST', '/api/catalog/getProducts', { customer_external_id: customer.external_id });
  const items = products.products.data.slice(0, 3).map((p) => ({ product_id: p.id, quantity: 2 }));

  const json = (body: unknown) => JSON.stringify(body);
  const headers = { cookie, 'content-type': 'application/json' };
  const requests = [
    { method: 'POST', path: '/api/orders/getProfileOrders', headers, body: json({}) },
    { method: 'POST', path: '/api/invoices/getProfileInvoices', headers, body: json({ page: 2 }) },
    { method: 'POST', path: `/api/user/getProfileCustomers/${profile}`, headers, body: json({ search: 'srl' }) },
    { method: 'POST', path: '/api/catalog/getProducts', headers, body: json({ customer_external_id: customer.external_id, search: 'legno' }) },
    { method: 'POST', path: '/api/cart/getAdditions', headers, body: json({ profile_external_id: profile, customer_id: customer.id, customer_external_id: customer.external_id, items }) },
    { method: 'GET', path: '/api/cart/archive', headers },
  ];
  for (const r of requests) {
    const res = await fetch(`${BASE}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    if (res.status !== 200) throw new Error(`${r.method} ${r.path}: ${res.status} ${await res.text()}`);
  }

  const connections = Number(values.connections);
  console.log(`Misura del massimo: ${values['measure-seconds']} s, ${connections} connessioni, ${requests.length} chiamate a rotazione…`);
  const max = await cannon({ connections, duration: Number(values['measure-seconds']), requests });
  const maxRate = max.requests.average;
  const rate = Math.max(1, Math.round((maxRate * Number(values.percent)) / 100));
  console.log(`Massimo: ${maxRate.toFixed(1)} richieste/s (errori ${max.errors + max.timeouts + max.non2xx}); soak a ${rate} richieste/s e un ordine al secondo per ${MINUTES} min${values.topology ? ' (topologia: PgBouncer, replica, 2 processi API + comandi)' : ''}`);

  // One order a second alongside, each with its own key, as agents send them.
  const cart = { profile_external_id: profile, customer_id: customer.id, items, notes: 'Ordine della prova di durata' };
  const orders = { sent: 0, failed: 0, latencies: [] as number[] };
  let soaking = true;
  const orderLoop = (async () => {
    while (soaking) {
      const started = performance.now();
      const res = await fetch(`${BASE}/api/cart/createOrder`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `${KEY_PREFIX}-${crypto.randomUUID()}` },
        body: json(cart),
      }).catch(() => null);
      orders.sent++;
      if (res?.status === 200) orders.latencies.push(performance.now() - started);
      else orders.failed++;
      await res?.text();
      await sleep(Math.max(0, 1000 - (performance.now() - started)));
    }
  })();

  const segments: { p95: number; errors: number; requests: number }[] = [];
  const rss = new Map<number, { role: string; samples: number[] }>();
  const sample = () => {
    for (const p of processes()) {
      const entry = rss.get(p.pid) ?? { role: p.role, samples: [] };
      entry.samples.push(p.rss);
      rss.set(p.pid, entry);
    }
  };
  sample();
  const sampler = setInterval(sample, 10_000);
  const totalSegments = Math.max(1, Math.round((MINUTES * 60) / SEGMENT_SECONDS));
  for (let i = 0; i < totalSegments; i++) {
    const r = await cannon({ connections, duration: SEGMENT_SECONDS, overallRate: rate, requests });
    segments.push({ p95: p95Of(r), errors: r.errors + r.timeouts + r.non2xx, requests: r.requests.total });
  }
  clearInterval(sampler);
  sample();
  soaking = false;
  await orderLoop;

  const window = Math.max(1, Math.min(5, Math.floor(segments.length / 2)));
  const first = median(segments.slice(0, window).map((s) => s.p95));
  const last = median(segments.slice(-window).map((s) => s.p95));
  const errors = segments.reduce((n, s) => n + s.errors, 0);
  const total = segments.reduce((n, s) => n + s.requests, 0);
  console.log(`Soak: ${total} richieste in ${MINUTES} min (${(total / (MINUTES * 60)).toFixed(1)}/s), errori ${errors}`);
  console.log(`p95 (mediana dei segmenti di ${SEGMENT_SECONDS} s): primi ${window} min ${first.toFixed(0)} ms, ultimi ${window} min ${last.toFixed(0)} ms, deriva ${(((last - first) / first) * 100).toFixed(1)} %`);
  console.log(`p95 per segmento: ${segments.map((s) => s.p95.toFixed(0)).join(' ')} ms`);
  console.log(`Ordini: ${orders.sent} inviati, ${orders.failed} non riusciti, createOrder p50 ${median(orders.latencies).toFixed(0)} ms, p95 ${percentile(orders.latencies, 0.95).toFixed(0)} ms`);
  for (const [pid, { role, samples }] of rss) {
    // Growth after warm-up: from the sample at 10 % of the run (at least the second) to the end.
    const warm = samples[Math.max(1, Math.floor(samples.length / 10))] ?? samples[0]!;
    const end = samples[samples.length - 1]!;
    console.log(`RSS ${role} ${pid}: inizio ${samples[0]!.toFixed(0)} MB, dopo il riscaldamento ${warm.toFixed(0)} MB, fine ${end.toFixed(0)} MB, picco ${Math.max(...samples).toFixed(0)} MB, crescita ${(((end - warm) / warm) * 100).toFixed(1)} %`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    stop();
    await exited;
  }
  await bouncer?.stop();
  if (dbUrl) console.log(`Ordini della prova rimossi: ${await removeBenchOrders(dbUrl, KEY_PREFIX).catch(() => 0)}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
