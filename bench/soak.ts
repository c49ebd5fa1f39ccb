/**
 * Soak run (not a test): the app under a steady ~70 % of its measured maximum rate over the list,
 * catalogue and cart calls, reporting errors and the server's RSS growth.
 *   npm run bench:soak -- [--minutes 30] [--percent 70] [--database-url postgres://127.0.0.1/…] [--port 4307]
 * Without --database-url it runs on embedded PGlite in a fresh data folder (demo data loaded at start).
 * Load goes to 127.0.0.1 only; the run is bounded by --minutes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    percent: { type: 'string', default: '70' },
    'measure-seconds': { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    'database-url': { type: 'string' },
    port: { type: 'string', default: '4307' },
  },
});
const MINUTES = Number(values.minutes);
if (!(MINUTES > 0 && MINUTES <= 240)) throw new Error('--minutes: between 0 and 240');
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const dbUrl = values['database-url'];
if (dbUrl && !['127.0.0.1', 'localhost'].includes(new URL(dbUrl).hostname)) throw new Error('local database only');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portale-soak-'));
const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1', ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) },
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

/** Resident set size of the server process, MB (Linux /proc). */
function rssMb(): number {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function api<T>(cookie: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${url}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function cannon(options: Omit<Options, 'url'>): Promise<Result> {
  return new Promise((resolve, reject) => autocannon({ url: BASE, timeout: 20, ...options }, (err, r) => (err ? reject(err) : resolve(r))));
}

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
console.log(`Massimo: ${maxRate.toFixed(1)} richieste/s (errori ${max.errors + max.timeouts + max.non2xx}); soak a ${rate} richieste/s per ${MINUTES} min`);

const samples: { t: number; rss: number }[] = [];
const startedAt = Date.now();
const sampler = setInterval(() => samples.push({ t: (Date.now() - startedAt) / 1000, rss: rssMb() }), 10_000);
samples.push({ t: 0, rss: rssMb() });
const soak = await cannon({ connections, duration: Math.round(MINUTES * 60), overallRate: rate, requests });
clearInterval(sampler);
samples.push({ t: (Date.now() - startedAt) / 1000, rss: rssMb() });

// Growth is measured after warm-up (first 10 % of the run, at least one sample) to the end.
const warm = samples.find((s) => s.t >= MINUTES * 6) ?? samples[1] ?? samples[0]!;
const last = samples[samples.length - 1]!;
const peak = Math.max(...samples.map((s) => s.rss));
const errors = soak.errors + soak.timeouts + soak.non2xx;
console.log(
  [
    `Soak: ${soak.requests.total} richieste in ${MINUTES} min, media ${soak.requests.average.toFixed(1)}/s, p50 ${soak.latency.p50} ms, p99 ${soak.latency.p99} ms`,
    `Errori: ${errors} (errori di rete ${soak.errors}, timeout ${soak.timeouts}, risposte non 2xx ${soak.non2xx})`,
    `RSS: inizio ${samples[0]!.rss.toFixed(0)} MB, dopo il riscaldamento ${warm.rss.toFixed(0)} MB, fine ${last.rss.toFixed(0)} MB, picco ${peak.toFixed(0)} MB, crescita ${(((last.rss - warm.rss) / warm.rss) * 100).toFixed(1)} %`,
  ].join('\n'),
);
stop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
