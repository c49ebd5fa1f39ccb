/**
 * Load benchmark of the pre-visit briefing (GET customer/briefing/{id}) on the scale data set (load it first
 * with `npm run bench:load`):
 *   npx tsx bench/briefing-bench.ts [--database-url postgres://postgres@127.0.0.1:5432/portale_bench] [--duration 10]
 * Starts the app as production runs it (the compiled bundle) on that database twice: as configured (named prepared
 * statements) and with DATABASE_PREPARED_STATEMENTS=off, the baseline. Logs in as a typical agent and as the big
 * one, and runs autocannon (32 connections, 127.0.0.1) over the briefings of up to 200 of each agent's customers,
 * busiest first, then on the single busiest customer, against each app in turn. Prints p50/p95/p99, req/s, the CPU
 * per briefing of the app and of PostgreSQL, and the baseline's figures. Not a test: it never fails on timing.
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
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
  },
});
const DB = values['database-url']!;
const PORT = 3395;
const BASELINE_PORT = 3396;
const HOST = '127.0.0.1';
if (!['127.0.0.1', 'localhost'].includes(new URL(DB).hostname)) throw new Error('local database only');

const apps: ChildProcess[] = [];
process.on('exit', () => apps.forEach((a) => a.kill('SIGTERM')));
process.on('SIGINT', () => process.exit(130));

async function waitForApp(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://${HOST}:${port}/api/docs/json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not start');
}

async function login(port: number, email: string): Promise<string> {
  const res = await fetch(`http://${HOST}:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo', scope: 'webapp' }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0];
}

/** The agent's customers with the most orders first (the heaviest briefings). */
async function busiestCustomers(email: string, limit: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: DB });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `select cp.customer_id as id from customer_profiles cp
         join user_profiles up on up.profile_id = cp.profile_id join users u on u.id = up.user_id
        where u.email = $1
        group by cp.customer_id
        order by (select count(*) from orders o where o.customer_id = cp.customer_id) desc, cp.customer_id
        limit $2`,
      [email, limit],
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

function run(port: number, cookie: string, ids: number[]) {
  return runLoad({
    url: `http://${HOST}:${port}`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    timeout: 15,
    headers: { cookie },
    requests: ids.map((id) => ({ method: 'GET', path: `/api/customer/briefing/${id}` })),
  });
}

function startApp(port: number, dataDir: string, env: Record<string, string> = {}): ChildProcess {
  const app = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    env: { ...process.env, DATABASE_URL: DB, PORT: String(port), HOST, NO_DEMO: 'true', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WORKER: 'off', WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  apps.push(app);
  return app;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefing-bench-'));
  if (spawnSync(process.execPath, ['scripts/build-api.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('build:api failed');
  const app = startApp(PORT, dataDir);
  startApp(BASELINE_PORT, dataDir, { DATABASE_PREPARED_STATEMENTS: 'off' });
  await waitForApp(PORT);
  await waitForApp(BASELINE_PORT);
  const dbName = new URL(DB).pathname.slice(1);
  console.log(`GET customer/briefing/{id}, ${values.connections} connessioni, ${values.duration} s per caso, ${os.cpus().length} CPU ${os.cpus()[0].model}`);
  console.log('app: istruzioni preparate (come in produzione); base: DATABASE_PREPARED_STATEMENTS=off, stesso caso subito dopo\n');
  console.log('| caso | p50 | p95 | p99 | req/s | errori | CPU Node/req | CPU PG/req | base p50 | base p95 | base req/s | req/s ÷ base |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const ms = (s: LoadStats, k: 'p50' | 'p95' | 'p99') => `${Math.round(s[k])} ms`;
  for (const email of ['agente1@example.com', 'agente.grande@example.com']) {
    const cookie = await login(PORT, email);
    const baselineCookie = await login(BASELINE_PORT, email);
    const ids = await busiestCustomers(email, 200);
    // Warm-up: the first briefing of each customer reads its pages from disk.
    await run(PORT, cookie, ids);
    await run(BASELINE_PORT, baselineCookie, ids);
    for (const [name, set] of [
      [`${email}: ${ids.length} clienti a rotazione`, ids],
      [`${email}: il cliente con più ordini`, ids.slice(0, 1)],
    ] as const) {
      const nodeBefore = treeCpuMs(app.pid!);
      const dbBefore = dbBackendsCpu(dbName);
      const s = await run(PORT, cookie, [...set]);
      const nodeCpu = (treeCpuMs(app.pid!) - nodeBefore) / Math.max(1, s.n);
      const dbCpu = dbCpuDelta(dbBefore, dbBackendsCpu(dbName)) / Math.max(1, s.n);
      const b = await run(BASELINE_PORT, baselineCookie, [...set]);
      console.log(
        `| ${name} | ${ms(s, 'p50')} | ${ms(s, 'p95')} | ${ms(s, 'p99')} | ${s.rps.toFixed(0)} | ${s.errors} | ${nodeCpu.toFixed(1)} ms | ${dbCpu.toFixed(1)} ms | ${ms(b, 'p50')} | ${ms(b, 'p95')} | ${b.rps.toFixed(0)} | × ${(s.rps / Math.max(1, b.rps)).toFixed(2)} |`,
      );
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
