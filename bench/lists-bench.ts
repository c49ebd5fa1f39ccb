/**
 * Load benchmark of the five list calls on the scale data set (load it first with `npm run bench:load`):
 *   npm run bench:lists -- [--database-url postgres://postgres@127.0.0.1:5432/portale_bench] [--duration 5] [--warmup 1] [--process-warmup 10] [--only orders] [--processes 1,2] [--direct-url …] [--read-url …]
 * Starts the app as production runs it (the compiled bundle) once per process count (WEB_CONCURRENCY), and the
 * naive baseline (bench/naive-server.ts), all on the same database; logs in with real sessions, and runs
 * autocannon (32 connections, 127.0.0.1 only) on each case against each, printing p50/p95/p99 and req/s side by
 * side, and the CPU each request cost the app, PostgreSQL and the load generator (autocannon runs in this process, on
 * the same cores): their sum bounds the requests per second, and at 32 connections the p50 is about 32 / (req/s).
 * Not a test: it never fails on timing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runLoad, type LoadStats } from './support/load-stats';
import { dbBackendsCpu, dbCpuDelta, treeCpuMs } from './support/process-cpu';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/portale_bench' },
    duration: { type: 'string', default: '5' },
    /** Seconds each case runs unmeasured first: every pooled connection has prepared and planned its statements. */
    warmup: { type: 'string', default: '1' },
    /**
     * Seconds each process answers the selected cases unmeasured before the first one (200 requests of each in turn,
     * at least once through): a fresh process runs its first seconds unoptimised (V8 compiles the hot code as it
     * goes), which the first case alone would otherwise pay (agent's orders page 1: 497 req/s in its first 5 s, 790–900
     * in the next ones, same process, 27/11/2026).
     */
    'process-warmup': { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    only: { type: 'string', default: '' },
    'no-naive': { type: 'boolean', default: false },
    out: { type: 'string', default: '' },
    processes: { type: 'string', default: '1,2' },
    /** With --database-url through a transaction pooler: the direct URL the app uses for sessions (DATABASE_DIRECT_URL). */
    'direct-url': { type: 'string', default: '' },
    /** A streaming replica the app reads the lists from (DATABASE_READ_URL). */
    'read-url': { type: 'string', default: '' },
  },
});
const DB = values['database-url']!;
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const PROCESS_WARMUP = Number(values['process-warmup']);
const CONNECTIONS = Number(values.connections);
const PROCESS_COUNTS = values.processes!.split(',').map(Number);
const APP_PORT = 3391; // the first process count's; the next ones on 3401, 3411…
const appPort = (i: number) => APP_PORT + 10 * i;
const NAIVE_PORT = 3392;
const HOST = '127.0.0.1';
if (!['127.0.0.1', 'localhost'].includes(new URL(DB).hostname)) throw new Error('local database only');

const children: ChildProcess[] = [];
function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}
function stopAll() {
  for (const c of children) c.kill('SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url: string, init?: RequestInit) {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(url, init);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not start`);
}

async function login(email: string): Promise<string> {
  const res = await fetch(`http://${HOST}:${APP_PORT}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo', scope: 'webapp' }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  return cookie;
}

type Who = 'agent' | 'admin' | 'typical';
type List = 'orders' | 'ordered' | 'invoices' | 'ddt' | 'visits';
interface Case {
  name: string;
  list: List;
  who: Who;
  body: Record<string, unknown>;
}
const APP_PATH: Record<List, string> = {
  orders: '/api/orders/getProfileOrders',
  ordered: '/api/orders/getProfileOrderedItems',
  invoices: '/api/invoices/getProfileInvoices',
  ddt: '/api/shipping_documents/getProfileShippingDocuments',
  visits: '/api/visit/index',
};

/** One case's load: for `duration` seconds, or until `amount` requests have been answered. */
function run(url: string, cookie: string, body: object, length: { duration: number } | { amount: number } = { duration: DURATION }): Promise<LoadStats> {
  return runLoad({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    ...length,
    timeout: 15,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Stops the baseline's leftover queries, so they do not load the next case. */
async function drainNaive() {
  const client = new pg.Client({ connectionString: DB });
  await client.connect();
  try {
    for (let i = 0; i < 120; i++) {
      await client.query(`select pg_cancel_backend(pid) from pg_stat_activity where application_name = 'naive-baseline' and state = 'active'`);
      const { inflight } = (await (await fetch(`http://${HOST}:${NAIVE_PORT}/naive/inflight`)).json()) as { inflight: number };
      if (inflight === 0) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await client.end();
  }
}

async function main() {
  // Search terms from the data: a customer code of the big agent (what the UI prefills) and a broad word.
  const client = new pg.Client({ connectionString: DB });
  await client.connect();
  const { rows } = await client.query(
    `select c.external_id from customers c join customer_profiles cp on cp.customer_id = c.id
      where cp.profile_id = (select id from profiles where external_id = 'A0001') order by c.id limit 1`,
  );
  const { rows: statusRows } = await client.query(`select id from order_statuses where code = 'EVA'`);
  const { rows: machine } = await client.query(`select version() as v, current_setting('shared_buffers') as sb`);
  await client.end();
  const customerCode: string = rows[0].external_id;
  const statusId: number = statusRows[0].id;
  const dates = { date_start: '2026-05-01', date_end: '2026-10-31' };

  const cases: Case[] = [];
  for (const list of ['orders', 'ordered', 'invoices', 'ddt', 'visits'] as List[]) {
    cases.push(
      { name: 'agente: pagina 1', list, who: 'agent', body: { page: 1 } },
      { name: 'agente: pagina 500', list, who: 'agent', body: { page: 500 } },
      { name: 'agente: date, pagina 1', list, who: 'agent', body: { ...dates, page: 1 } },
      { name: `agente: testo "${customerCode}"`, list, who: 'agent', body: { search: customerCode, page: 1 } },
      { name: 'agente tipico: pagina 1', list, who: 'typical', body: { page: 1 } },
      { name: 'admin: pagina 1', list, who: 'admin', body: { page: 1 } },
      { name: 'admin: pagina 500', list, who: 'admin', body: { page: 500 } },
      { name: 'admin: date, pagina 1', list, who: 'admin', body: { ...dates, page: 1 } },
      { name: 'admin: date, pagina 500', list, who: 'admin', body: { ...dates, page: 500 } },
      { name: `admin: testo "${customerCode}"`, list, who: 'admin', body: { search: customerCode, page: 1 } },
      { name: 'admin: testo generico "rossi"', list, who: 'admin', body: { search: 'rossi', page: 1 } },
    );
    if (list === 'orders') {
      cases.push(
        { name: 'agente: stato, pagina 1', list, who: 'agent', body: { status_id: statusId, page: 1 } },
        { name: 'admin: stato, pagina 500', list, who: 'admin', body: { status_id: statusId, page: 500 } },
        { name: 'admin: stato + date + pagina 500', list, who: 'admin', body: { status_id: statusId, ...dates, page: 500 } },
      );
    }
    // A word common to many products: the lines of 23,000 products (2.3 million on L).
    if (list === 'ordered') cases.push({ name: 'admin: testo prodotto "ottone"', list, who: 'admin', body: { search: 'ottone', page: 1 } });
  }
  const selected = cases.filter((c) => `${c.list} ${c.name}`.includes(values.only!));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lists-'));
  if (spawnSync(process.execPath, ['scripts/build-api.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('build:api failed');
  const appServers = PROCESS_COUNTS.map((count, i) =>
    start(['--enable-source-maps', 'apps/api/dist/server.js'], { DATABASE_URL: DB, PORT: String(appPort(i)), HOST, NO_DEMO: 'true', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_CONCURRENCY: String(count), WORKER: 'off', ...(values['direct-url'] ? { DATABASE_DIRECT_URL: values['direct-url'] } : {}), ...(values['read-url'] ? { DATABASE_READ_URL: values['read-url'] } : {}) }),
  );
  if (!values['no-naive']) start(['--import', 'tsx', 'bench/naive-server.ts'], { DATABASE_URL: DB, PORT: String(NAIVE_PORT) });
  for (let i = 0; i < PROCESS_COUNTS.length; i++) await waitFor(`http://${HOST}:${appPort(i)}/api/orders/getStatusList`);
  if (!values['no-naive']) await waitFor(`http://${HOST}:${NAIVE_PORT}/naive/inflight`);
  const cookies: Record<Who, string> = {
    agent: await login('agente.grande@example.com'),
    typical: await login('agente1@example.com'),
    admin: await login('admin@example.com'),
  };

  console.log(`# Liste: ${CONNECTIONS} connessioni, ${DURATION} s per caso, ${os.cpus().length} CPU ${os.cpus()[0].model}, ${machine[0].v.split(',')[0]}, shared_buffers ${machine[0].sb}`);
  console.log(`# agente = agente.grande@example.com (4 codici grandi), agente tipico = agente1@example.com (1 codice)\n`);
  console.log(`# ogni processo risponde prima per almeno ${PROCESS_WARMUP} s ai casi scelti, 200 richieste ciascuno a turno, senza misura (--process-warmup); ogni caso gira poi ${WARMUP} s senza misura prima dei ${DURATION} s misurati (--warmup)\n`);
  console.log(`# app = ${PROCESS_COUNTS[0]} processo/i API (WEB_CONCURRENCY); app×N = N processi, stesso caso subito dopo\n`);
  const more = PROCESS_COUNTS.slice(1);
  const header = `| lista | caso | app p50 | app p95 | app p99 | app req/s | CPU Node/req | CPU PG/req | CPU carico/req | ${more.map((n) => `app×${n} p50 | app×${n} p95 | app×${n} req/s | `).join('')}naive p50 | naive p95 | naive p99 | naive req/s |`;
  console.log(header);
  console.log(`|---|---|${'---:|'.repeat(header.split('|').length - 4)}`);
  const results: unknown[] = [];
  const fmt = (s: LoadStats | null, k: keyof LoadStats) => (s === null ? '—' : s.n === 0 ? '> durata' : k === 'rps' ? s.rps.toFixed(0) : `${Math.round(s[k] as number)} ms`);
  const dbName = new URL(DB).pathname.slice(1);
  for (let i = 0; i < PROCESS_COUNTS.length && PROCESS_WARMUP > 0; i++) {
    const until = Date.now() + PROCESS_WARMUP * 1000;
    do {
      for (const c of selected) await run(`http://${HOST}:${appPort(i)}${APP_PATH[c.list]}`, cookies[c.who], c.body, { amount: 200 });
    } while (Date.now() < until);
  }
  for (const c of selected) {
    // Measured once steady: PostgreSQL settles on a statement's plan after five calls on each of a process's pooled
    // connections, and a list's indexes may not be in memory yet after another list's case.
    if (WARMUP > 0) for (let i = 0; i < PROCESS_COUNTS.length; i++) await run(`http://${HOST}:${appPort(i)}${APP_PATH[c.list]}`, cookies[c.who], c.body, { duration: WARMUP });
    const nodeBefore = treeCpuMs(appServers[0].pid!);
    const dbBefore = dbBackendsCpu(dbName);
    const loadBefore = process.cpuUsage();
    const app = await run(`http://${HOST}:${APP_PORT}${APP_PATH[c.list]}`, cookies[c.who], c.body);
    const nodeCpu = (treeCpuMs(appServers[0].pid!) - nodeBefore) / Math.max(1, app.n);
    const dbCpu = dbCpuDelta(dbBefore, dbBackendsCpu(dbName)) / Math.max(1, app.n);
    const load = process.cpuUsage(loadBefore);
    const loadCpu = (load.user + load.system) / 1000 / Math.max(1, app.n);
    const scaled: LoadStats[] = [];
    for (let i = 1; i < PROCESS_COUNTS.length; i++) scaled.push(await run(`http://${HOST}:${appPort(i)}${APP_PATH[c.list]}`, cookies[c.who], c.body));
    let naive: LoadStats | null = null;
    if (!values['no-naive']) {
      naive = await run(`http://${HOST}:${NAIVE_PORT}/naive/${c.list}`, cookies[c.who], c.body);
      await drainNaive();
    }
    const errs = app.errors ? ` (${app.errors} errori app)` : '';
    console.log(
      `| ${c.list} | ${c.name}${errs} | ${fmt(app, 'p50')} | ${fmt(app, 'p95')} | ${fmt(app, 'p99')} | ${fmt(app, 'rps')} | ${nodeCpu.toFixed(1)} ms | ${dbCpu.toFixed(1)} ms | ${loadCpu.toFixed(1)} ms | ${scaled.map((st) => `${fmt(st, 'p50')} | ${fmt(st, 'p95')} | ${fmt(st, 'rps')} | `).join('')}${fmt(naive, 'p50')} | ${fmt(naive, 'p95')} | ${fmt(naive, 'p99')} | ${fmt(naive, 'rps')} |`,
    );
    results.push({ ...c, app, scaled: scaled.map((stats, i) => ({ processes: PROCESS_COUNTS[i + 1], stats })), naive, nodeCpuMsPerRequest: nodeCpu, dbCpuMsPerRequest: dbCpu, loadGeneratorCpuMsPerRequest: loadCpu });
  }
  if (values.out) fs.writeFileSync(values.out, JSON.stringify(results, null, 2));
  stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
