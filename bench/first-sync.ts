/**
 * When an agent's first device copy starts and ends after the customers home opens (issue 58):
 *   npm run build && npx tsx bench/first-sync.ts [--runs 3] [--throttle 4] [--port 4391]
 * Starts the built app on a fresh embedded database with the demo data (WEB_DIST_DIR serves another build), opens
 * the home signed in as a demo agent on a fresh browser profile, notes the first `/api/sync/` request, then opens
 * 'Dati sul dispositivo' from the menu (inside the page, so the running download goes on) and waits for its
 * 'Ultima sincronizzazione in … s'. Prints, from the home's navigation: the home's first render (the customers table),
 * the copy's first request, and the end of the first sync. Uses Debian's Chromium (or CHROMIUM_PATH).
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
    email: { type: 'string', default: 'agente1@example.com' },
  },
});

const server = await startDemoServer(values.port!);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const rows: { render: number; start: number; end: number; duration: number }[] = [];
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
    let firstSync = 0;
    page.on('request', (r) => {
      if (!firstSync && r.url().includes('/api/sync/')) firstSync = Date.now();
    });
    const started = Date.now();
    await page.goto(`${server.base}/`);
    await page.getByRole('table').first().waitFor({ timeout: 120_000 });
    const render = Date.now() - started;
    while (!firstSync) await page.waitForTimeout(100);
    await page.getByRole('link', { name: 'Dati sul dispositivo' }).click();
    const duration = page.getByTestId('device-sync-duration');
    await duration.waitFor({ timeout: 600_000 });
    const end = Date.now() - started;
    rows.push({ render, start: firstSync - started, end, duration: Number(await duration.getAttribute('data-ms')) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`\nFirst device copy of ${values.email}, CPU ${values.throttle}×, from the home's navigation:\n`);
console.log('| run | home rendered | copy starts | copy ends | sync duration (device page) |');
console.log('|---|---|---|---|---|');
rows.forEach((r, i) => console.log(`| ${i + 1} | ${s(r.render)} | ${s(r.start)} | ${s(r.end)} | ${s(r.duration)} |`));
const median = (k: keyof (typeof rows)[number]) => rows.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(rows.length / 2)]!;
console.log(`| median | ${s(median('render'))} | ${s(median('start'))} | ${s(median('end'))} | ${s(median('duration'))} |`);
