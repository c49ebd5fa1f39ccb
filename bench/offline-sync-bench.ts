/// <reference lib="dom" />
/**
 * The tablet's offline copy (issues 18, 53): an agent's first download in Chromium with the CPU throttled (4× by
 * default, "mid-tier mobile"), then a sync after a batch of changes and one with nothing changed; then the first
 * download again on Chromium's 'Fast 3G' network profile, and on a 100 kbit/s link with 1 s of latency (it must
 * complete by resuming, never starting over: no answer after the first may say `reset`).
 *   npm run build && npx tsx bench/offline-sync-bench.ts [--database-url postgres://…/portale_bench] [--email agente891@bench.example.com]
 *        [--throttle 4] [--changes 1000] [--port 4392] [--slow-link true] [--in-page false]
 *   npm run build && npx tsx bench/offline-sync-bench.ts --demo true        (the demo data, its agent with the most orders)
 * It starts the built app on the given database (the data set L of `npm run bench:load`; with --demo a database of
 * its own that the app fills with the demo data), logs in as the agent, opens 'Dati sul dispositivo' and reads the
 * sync's own duration from it. Bytes of the sync calls: JSON (as decoded, i.e. what went on the wire before
 * compression) and on the wire (as received, compressed). The changes are quantity updates of catalogue products,
 * put back at the end. Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 * Then, without network, it times the screens reading that copy: a catalogue search (the first one also loads the
 * catalogue into memory), the customers list and the orders list.
 * Target: first sync ≤ 60 s on 'Fast 3G' with 4× CPU for the largest agent of L (~1,000 customers, 100,000 products,
 * 8,500 orders). Not a test: it never fails on the figures.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { query } from './support/portal';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    demo: { type: 'string', default: 'false' },
    email: { type: 'string' },
    throttle: { type: 'string', default: '4' },
    changes: { type: 'string', default: '1000' },
    port: { type: 'string', default: '4392' },
    'slow-link': { type: 'string', default: 'true' },
    // The copy downloads in a Web Worker, whose CPU DevTools' throttling does not slow (nor, maybe, its network):
    // `--in-page true` hides Worker from the page, so the same work runs on the throttled main thread (an upper bound).
    'in-page': { type: 'string', default: 'false' },
    // Only the 'Fast 3G' download (and the slow link unless --slow-link false): a loaded machine's shorter run.
    'only-3g': { type: 'string', default: 'false' },
  },
});
const demo = values.demo === 'true';
const url = values['database-url'] ?? (demo ? 'postgres://postgres@127.0.0.1:5432/portale_offline_demo' : 'postgres://postgres@127.0.0.1:5432/portale_bench');
const base = `http://127.0.0.1:${values.port}`;
const throttle = Number(values.throttle);

if (demo) {
  // A fresh database: the app loads the demo data into it at start.
  const name = new URL(url).pathname.slice(1);
  const admin = url.replace(/\/[^/]*$/, '/postgres');
  await query(admin, `drop database if exists ${name} with (force)`);
  await query(admin, `create database ${name}`);
}
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: { ...process.env, PORT: values.port, HOST: '127.0.0.1', DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'warn', NO_DEMO: demo ? 'false' : 'true', WEB_CONCURRENCY: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i++) {
  if (await fetch(`${base}/api/docs/json`).then((r) => r.ok, () => false)) break;
  if (i > 1200) throw new Error('the server did not start in 600 s');
  await new Promise((r) => setTimeout(r, 500));
}
// The agent with the most orders in the 24 months a device keeps, unless one is named.
const email =
  values.email ??
  (
    await query<{ email: string }>(
      url,
      `select u.email from users u join user_profiles up on up.user_id = u.id join orders o on o.profile_id = up.profile_id
        where o.issue_date >= current_date - interval '24 months' group by u.email order by count(*) desc limit 1`,
    )
  )[0]!.email;

/** Chromium DevTools' 'Fast 3G' preset (throughput in bytes/s), and the slow link of issue 53. */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const SLOW_LINK = { offline: false, latency: 1000, downloadThroughput: 100_000 / 8, uploadThroughput: 100_000 / 8 };

/** Bytes of the sync calls: decoded JSON and as received on the wire; answers after the first that said reset. */
function watchSync(page: Page) {
  const traffic = { calls: 0, json: 0, wire: 0, resets: 0, pending: [] as Promise<unknown>[] };
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/api/sync/')) return;
    traffic.calls++;
    traffic.pending.push(
      request.sizes().then((sizes) => (traffic.wire += sizes.responseBodySize), () => {}),
      request.response().then((r) => r?.body()).then((b) => {
        if (!b) return;
        traffic.json += b.length;
        if (request.url().includes('cursor=') && b.includes('"reset":true')) traffic.resets++;
      }, () => {}),
    );
  });
  return traffic;
}

/** A fresh device (no IndexedDB) signed in as the agent, CPU throttled, on the given network conditions. */
async function freshDevice(browser: import('@playwright/test').Browser, network?: typeof FAST_3G): Promise<{ context: BrowserContext; page: Page; traffic: ReturnType<typeof watchSync> }> {
  // No service worker: its requests would escape the page's network emulation and the page's response events.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  if (values['in-page'] === 'true') await context.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
  const page = await context.newPage();
  const traffic = watchSync(page);
  const login = await page.request.post(`${base}/api/login`, { data: { email, password: 'demo', scope: 'webapp' }, headers: { origin: base } });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  return { context, page, traffic };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  if (values['only-3g'] !== 'true') await unthrottledNetwork();

  // 'Fast 3G' with the CPU throttled: the first download of a fresh device.
  const fast3g = await freshDevice(browser, FAST_3G);
  const t3g = Date.now();
  await fast3g.page.goto(`${base}/dispositivo`);
  const on3g = await syncEnd(fast3g.page, 0);
  await Promise.all(fast3g.traffic.pending);
  console.log(`first sync on 'Fast 3G', CPU ${throttle}×: ${s(on3g)} (page open to done ${s(Date.now() - t3g)}), ${fast3g.traffic.calls} calls, ${mb(fast3g.traffic.wire)} on the wire, answers after the first saying reset: ${fast3g.traffic.resets} (target ≤ 60 s)`);
  await fast3g.context.close();

  if (values['slow-link'] === 'true') await slowLink();
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

/** The first download without network limits, the changes, and the screens without network. */
async function unthrottledNetwork() {
  const { page, traffic } = await freshDevice(browser);
  console.log(`${email}${demo ? ' (demo data)' : ''}, CPU throttled ${throttle}×`);

  const started = Date.now();
  await page.goto(`${base}/dispositivo`);
  const first = await syncEnd(page, 0);
  const counts = await page.locator('table').innerText();
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  await Promise.all(traffic.pending);
  console.log(`first sync: ${s(first)} (page open to done ${s(Date.now() - started)}), ${traffic.calls} calls, IndexedDB ${mb(usage)}`);
  console.log(`first sync bytes: JSON ${mb(traffic.json)} uncompressed (${kb(traffic.json)}), ${mb(traffic.wire)} on the wire compressed (${kb(traffic.wire)}) (${((traffic.json / Math.max(traffic.wire, 1))).toFixed(1)}×)`);
  console.log(counts.replaceAll('\t', ': ').replaceAll('\n', ' · '));

  const changes = Number(values.changes);
  await query(url, `update products set quantity = quantity + 1 where id in (select id from products where enabled order by id limit $1)`, [changes]);
  Object.assign(traffic, { calls: 0, json: 0, wire: 0, pending: [] });
  const changed = await syncNow(page, 1);
  await Promise.all(traffic.pending);
  console.log(`after ${changes} products changed: ${s(changed)}, ${traffic.calls} calls, ${kb(traffic.json)} JSON, ${kb(traffic.wire)} on the wire`);
  Object.assign(traffic, { calls: 0, json: 0, wire: 0 });
  const idle = await syncNow(page, 2);
  console.log(`nothing changed: ${s(idle)}, ${traffic.calls} calls`);
  console.log(`first sync / incremental (${changes} changes): ${(first / changed).toFixed(0)}×`);
  await query(url, `update products set quantity = quantity - 1 where id in (select id from products where enabled order by id limit $1)`, [changes]);
  await offlineScreens(page);
}

/**
 * 100 kbit/s, 1 s of latency: the first download must complete, resuming after any run that fails (a stalled
 * transfer), never starting over (no answer with a cursor says reset).
 */
async function slowLink() {
  const { context, page, traffic } = await freshDevice(browser, SLOW_LINK);
  const t0 = Date.now();
  await page.goto(`${base}/dispositivo`, { timeout: 600_000 });
  await page.getByTestId('device-updated-at').waitFor({ timeout: 600_000 });
  let resumed = 0;
  for (;;) {
    if (/^Ultimo aggiornamento: \d/.test(await page.getByTestId('device-updated-at').innerText())) break;
    if (Date.now() - t0 > 3_600_000) throw new Error('the slow link did not complete in an hour');
    const button = page.getByRole('button', { name: 'Aggiorna ora' });
    if ((await page.getByText('Aggiornamento non riuscito').isVisible()) && (await button.isEnabled())) {
      resumed++;
      await button.click();
    }
    await page.waitForTimeout(2000);
  }
  await Promise.all(traffic.pending);
  console.log(
    `first sync on 100 kbit/s, 1 s latency: complete in ${s(Date.now() - t0)}, ${traffic.calls} calls, ${mb(traffic.wire)} on the wire, ` +
      `${resumed} resumed runs, ${traffic.resets} answers that started over after the first`,
  );
  await context.close();
}

/**
 * Without network (Chromium's emulation), the catalogue, the customers list and the orders list read the device's copy:
 * the time from 'Cerca' to the first matching card (the first search also builds the in-memory catalogue), and to
 * each list.
 */
async function offlineScreens(page: Page) {
  const [{ n }] = await query<{ n: number }>(url, `select count(*)::int as n from products where enabled`);
  const words = (await query<{ w: string }>(url, `select split_part(description, ' ', 1) as w from products where enabled order by id offset $1 limit 2`, [Math.floor(n! / 2)])).map((r) => r.w);
  await page.goto(`${base}/catalogo`);
  await page.getByTestId('product-card').first().waitFor();
  await page.goto(`${base}/`);
  await page.getByRole('heading', { name: 'Clienti', level: 2 }).waitFor();
  await page.context().setOffline(true);
  const search = async (word: string) => {
    const box = page.getByLabel('Cerca per descrizione o codice');
    await box.fill(word);
    const t0 = Date.now();
    await box.press('Enter');
    await page.waitForFunction((w) => document.querySelector('[data-testid=product-card]')?.textContent?.toLowerCase().includes(w.toLowerCase()) ?? false, word, { polling: 20, timeout: 180_000 });
    return Date.now() - t0;
  };
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Catalogo' }).click();
  await page.getByTestId('offline-banner').waitFor();
  const firstSearch = await search(words[0]!);
  const nextSearch = await search(words[1]!);
  const [profile] = await query<{ code: string }>(
    url,
    `select p.external_id as code from profiles p join user_profiles up on up.profile_id = p.id join users u on u.id = up.user_id where u.email = $1 order by p.external_id limit 1`,
    [email],
  );
  const t0 = Date.now();
  // In-page navigation to the agent code's list (a reload would need the service worker, not under test here).
  await page.evaluate((code) => {
    history.pushState({}, '', `/?profile=${encodeURIComponent(code)}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, profile!.code);
  await page.getByRole('button', { name: /^Visita / }).first().waitFor();
  const customers = Date.now() - t0;
  // A list of the device's orders, by in-page navigation: the time to its first row.
  const list = async (path: string, role: 'link' | 'checkbox', firstRow: RegExp) => {
    const t = Date.now();
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.getByRole(role, { name: firstRow }).first().waitFor({ timeout: 180_000 });
    return Date.now() - t;
  };
  const code = encodeURIComponent(profile!.code);
  // The agent code's orders of the last 24 months, newest first, with the sums of the whole set: the first list reads
  // the orders into memory, the next ones (another filter, the ordered products) answer from there.
  const orders = await list(`/ordini?profile=${code}`, 'link', /^Dettagli ordine /);
  const ordersSearched = await list(`/ordini?profile=${code}&search=OV`, 'link', /^Dettagli ordine /);
  // The first visit of a screen also loads its code (a route chunk) on the throttled CPU; the search after it does not.
  const orderedItems = await list(`/prodotti-ordinati?profile=${code}`, 'checkbox', /^Scegli /);
  const orderedSearched = await list(`/prodotti-ordinati?profile=${code}&search=OV`, 'checkbox', /^Scegli /);
  console.log(
    `offline: first catalogue search ${s(firstSearch)} (loads the catalogue into memory), next ${s(nextSearch)}, customers list ${s(customers)}, ` +
      `orders list ${s(orders)} (loads the orders into memory), orders searched ${s(ordersSearched)}, ordered products ${s(orderedItems)} (first visit), searched ${s(orderedSearched)}`,
  );
  await page.context().setOffline(false);
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
function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(0)} kB`;
}
function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
