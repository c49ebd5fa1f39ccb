/**
 * Load benchmark of the pre-visit briefing (GET customer/briefing/{id}) on the scale data set (load it first
 * with `npm run bench:load`):
 *   npx tsx bench/briefing-bench.ts [--database-url postgres://postgres@127.0.0.1:5432/portale_bench] [--duration 10]
 * Starts the app on that database, logs in as a typical agent and as the big one, and runs autocannon
 * (32 connections, 127.0.0.1) over the briefings of up to 200 of each agent's customers, busiest first, then on
 * the single busiest customer. Prints p50/p95/p99 and req/s. Not a test: it never fails on timing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runLoad } from './support/load-stats';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/portale_bench' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
  },
});
const DB = values['database-url']!;
const PORT = 3395;
const HOST = '127.0.0.1';
if (!['127.0.0.1', 'localhost'].includes(new URL(DB).hostname)) throw new Error('local database only');

let app: ChildProcess | undefined;
process.on('exit', () => app?.kill('SIGTERM'));
process.on('SIGINT', () => process.exit(130));

async function waitForApp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://${HOST}:${PORT}/api/docs/json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not start');
}

async function login(email: string): Promise<string> {
  const res = await fetch(`http://${HOST}:${PORT}/api/login`, {
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

function run(cookie: string, ids: number[]) {
  return runLoad({
    url: `http://${HOST}:${PORT}`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    timeout: 15,
    headers: { cookie },
    requests: ids.map((id) => ({ method: 'GET', path: `/api/customer/briefing/${id}` })),
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefing-bench-'));
  app = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: { ...process.env, DATABASE_URL: DB, PORT: String(PORT), HOST, NO_DEMO: 'true', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WORKER: 'off', WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForApp();
  console.log(`GET customer/briefing/{id}, ${values.connections} connessioni, ${values.duration} s per caso\n`);
  console.log('caso'.padEnd(48), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'req/s'.padStart(8), 'errori'.padStart(7));
  for (const email of ['agente1@example.com', 'agente.grande@example.com']) {
    const cookie = await login(email);
    const ids = await busiestCustomers(email, 200);
    // Warm-up: the first briefing of each customer reads its pages from disk.
    await run(cookie, ids);
    for (const [name, set] of [
      [`${email}: ${ids.length} clienti a rotazione`, ids],
      [`${email}: il cliente con più ordini`, ids.slice(0, 1)],
    ] as const) {
      const s = await run(cookie, [...set]);
      console.log(name.padEnd(48), s.p50.toFixed(1).padStart(8), s.p95.toFixed(1).padStart(8), s.p99.toFixed(1).padStart(8), s.rps.toFixed(0).padStart(8), String(s.errors).padStart(7));
    }
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
