/**
 * When an agent's first device copy starts and ends after the customers home opens (issue 58):
 *   npm run build && npx tsx bench/first-sync.ts [--runs 3] [--throttle 4] [--port 4391] [--url http://127.0.0.1:3000]
 * Starts the built app on a fresh embedded database with the demo data (WEB_DIST_DIR serves another build), opens
 * the home signed in as a demo agent on a fresh browser profile, notes the first `/api/sync/` request, then opens
 * 'Dati sul dispositivo' from the menu (inside the page, so the running download goes on) and waits for its
 * 'Ultima sincronizzazione in … s'. Prints, from the home's navigation: the home's first render (its content, no loading indicator),
 * the copy's first request, the end of the first sync, and the page's long tasks (> 50 ms) from the copy's start on.
 * Uses Debian's Chromium (or CHROMIUM_PATH).
 * Not a test: it never fails on the figures.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startDemoServer } from './support/demo-server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    throttle: { type: 'string', default: '4' },
    port: { type: 'string', default: '4391' },
    url: { type: 'string', default: '' },
    email: { type: 'string', default: 'agente1@example.com' },
  },
});

const server = values.url ? { base: values.url, stop: async () => undefined } : await startDemoServer(values.port!);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const rows: { render: number; start: number; end: number; duration: number; longTasks: number; longestTask: number }[] = [];
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const login = await page.request.post(`${server.base}/api/login`, {
      data: { email: values.email, password: 'demo', scope: 'webapp' },
      headers: { origin: server.base },
    });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
    // Long tasks (> 50 ms, what blocks input) of the page, with when they started.
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: [number, number][] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push([performance.timeOrigin + e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    let firstSync = 0;
    page.on('request', (r) => {
      if (!firstSync && r.url().includes('/api/sync/')) firstSync = Date.now();
    });
    const started = Date.now();
    await page.goto(`${server.base}/`);
    await page.locator('main').waitFor({ timeout: 120_000 });
    await page.getByText('Caricamento in corso…').first().waitFor({ state: 'detached', timeout: 120_000 });
    const render = Date.now() - started;
    while (!firstSync) await page.waitForTimeout(100);
    await page.getByRole('link', { name: 'Dati sul dispositivo' }).click();
    const duration = page.getByTestId('device-sync-duration');
    await duration.waitFor({ timeout: 600_000 });
    const end = Date.now() - started;
    const tasks = await page.evaluate(() => (window as unknown as { longTasks: [number, number][] }).longTasks);
    // The device page's own navigation is in the window too: its tasks are few and short next to a download's.
    const during = tasks.filter(([at]) => at >= firstSync).map(([, ms]) => ms);
    rows.push({
      render,
      start: firstSync - started,
      end,
      duration: Number(await duration.getAttribute('data-ms')),
      longTasks: during.length,
      longestTask: Math.max(0, ...during),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`\nFirst device copy of ${values.email}, CPU ${values.throttle}×, from the home's navigation:\n`);
console.log('| run | home rendered | copy starts | copy ends | sync duration (device page) | long tasks during the copy | longest |');
console.log('|---|---|---|---|---|---|---|');
rows.forEach((r, i) =>
  console.log(`| ${i + 1} | ${s(r.render)} | ${s(r.start)} | ${s(r.end)} | ${s(r.duration)} | ${r.longTasks} | ${Math.round(r.longestTask)} ms |`),
);
const median = (k: keyof (typeof rows)[number]) => rows.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(rows.length / 2)]!;
console.log(
  `| median | ${s(median('render'))} | ${s(median('start'))} | ${s(median('end'))} | ${s(median('duration'))} | ${median('longTasks')} | ${Math.round(median('longestTask'))} ms |`,
);
