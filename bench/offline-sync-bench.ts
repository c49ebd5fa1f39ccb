/// <reference lib="dom" />
/**
 * The tablet's offline copy (issue 18): how long an agent's first download takes in Chromium with the CPU throttled
 * (4× by default, "mid-tier mobile"), then a sync after a batch of changes and one with nothing changed.
 *   npm run build && npx tsx bench/offline-sync-bench.ts [--database-url postgres://…/portale_bench] [--email agente891@bench.example.com]
 *        [--throttle 4] [--changes 1000] [--port 4392]
 * It starts the built app on the given database (the data set L of `npm run bench:load`), logs in as the agent,
 * opens 'Dati sul dispositivo' and reads the sync's own duration from it. The changes are quantity updates of
 * catalogue products, put back at the end. Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 * Target: first sync ≤ 60 s for an agent with ~600+ customers and 100,000 products. Not a test: it never fails on
 * the figures.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { query } from './support/portal';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/portale_bench' },
    email: { type: 'string', default: 'agente891@bench.example.com' },
    throttle: { type: 'string', default: '4' },
    changes: { type: 'string', default: '1000' },
    port: { type: 'string', default: '4392' },
  },
});
const url = values['database-url']!;
const base = `http://127.0.0.1:${values.port}`;

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: { ...process.env, PORT: values.port, HOST: '127.0.0.1', DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'warn', NO_DEMO: 'true', WEB_CONCURRENCY: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i++) {
  if (await fetch(`${base}/api/docs/json`).then((r) => r.ok, () => false)) break;
  if (i > 360) throw new Error('the server did not start in 180 s');
  await new Promise((r) => setTimeout(r, 500));
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const traffic = { calls: 0, bytes: 0 };
  page.on('response', (r) => {
    if (!r.url().includes('/api/sync/')) return;
    traffic.calls++;
    void r.body().then((b) => (traffic.bytes += b.length), () => {});
  });
  const login = await page.request.post(`${base}/api/login`, { data: { email: values.email, password: 'demo', scope: 'webapp' }, headers: { origin: base } });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
  console.log(`${values.email}, CPU throttled ${values.throttle}×`);

  const started = Date.now();
  await page.goto(`${base}/dispositivo`);
  const first = await syncEnd(page, 0);
  const counts = await page.locator('table').innerText();
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  console.log(`first sync: ${s(first)} (page open to done ${s(Date.now() - started)}), ${traffic.calls} calls, ${mb(traffic.bytes)} JSON, IndexedDB ${mb(usage)}`);
  console.log(counts.replaceAll('\t', ': ').replaceAll('\n', ' · '));

  const changes = Number(values.changes);
  await query(url, `update products set quantity = quantity + 1 where id in (select id from products where enabled order by id limit $1)`, [changes]);
  Object.assign(traffic, { calls: 0, bytes: 0 });
  const changed = await syncNow(page, 1);
  console.log(`after ${changes} products changed: ${s(changed)}, ${traffic.calls} calls, ${mb(traffic.bytes)}`);
  Object.assign(traffic, { calls: 0, bytes: 0 });
  const idle = await syncNow(page, 2);
  console.log(`nothing changed: ${s(idle)}, ${traffic.calls} calls`);
  console.log(`first sync / incremental (${changes} changes): ${(first / changed).toFixed(0)}×`);
  await query(url, `update products set quantity = quantity - 1 where id in (select id from products where enabled order by id limit $1)`, [changes]);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

/** Waits for the page's sync number `runs` to end and returns its duration as the page measured it. */
async function syncEnd(page: Page, previous: number): Promise<number> {
  await page.waitForFunction(
    (prev) => {
      const el = document.querySelector('[data-testid=device-sync-duration]');
      return el !== null && Number(el.getAttribute('data-runs')) > prev;
    },
    previous,
    { timeout: 600_000, polling: 500 },
  );
  return Number(await page.getByTestId('device-sync-duration').getAttribute('data-ms'));
}

async function syncNow(page: Page, previous: number) {
  await page.getByRole('button', { name: 'Aggiorna ora' }).click();
  return syncEnd(page, previous);
}

function s(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}
function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
