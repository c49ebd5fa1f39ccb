/**
 * Lighthouse (mobile preset, simulated throttling) on the login page and on the customers home, logged in:
 *   npm run build && npm run bench:lighthouse -- [--runs 3] [--url http://127.0.0.1:3000] [--json out.json]
 * Without --url it starts the built app on a fresh embedded database with the demo data (port 4390).
 * Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) through chrome-launcher: it never downloads
 * a browser. For the home page it logs in through the API and sends the session cookie with every request.
 * Prints the median of the runs per page: scores, the metrics behind them and the bytes on the wire.
 * Not a test: it never fails on the figures.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from './support/demo-server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string', default: '' },
    port: { type: 'string', default: '4390' },
    email: { type: 'string', default: 'agente1@example.com' },
    password: { type: 'string', default: 'demo' },
    json: { type: 'string', default: '' },
  },
});
const RUNS = Number(values.runs);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let server: Awaited<ReturnType<typeof startDemoServer>> | undefined;

async function startServer(): Promise<string> {
  server = await startDemoServer(values.port!);
  return server.base;
}

async function sessionCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: values.email, password: values.password, scope: 'webapp' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('portale_sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
  totalKb: number;
  jsKb: number;
  cssKb: number;
  requests: number;
  /** Every request of the load: path, type, bytes on the wire (kept in the --json output). */
  files?: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

async function audit(port: number, url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: headers },
    undefined,
  );
  if (!result) throw new Error('no Lighthouse result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
  const bytes = (type?: string) => items.filter((i) => !type || i.resourceType === type).reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    si: num('speed-index'),
    cls: num('cumulative-layout-shift'),
    totalKb: bytes(),
    jsKb: bytes('Script'),
    cssKb: bytes('Stylesheet'),
    requests: items.length,
    files: items.map((i) => `${new URL(i.url).pathname} ${i.resourceType} ${((i.transferSize ?? 0) / 1024).toFixed(1)} kB @${Math.round(i.networkRequestTime ?? 0)} ms`),
  };
}

function median(list: Figures[]): Figures {
  const out = {} as Record<Exclude<keyof Figures, 'files'>, number>;
  for (const key of Object.keys(list[0]!) as (keyof Figures)[]) {
    if (key === 'files') continue;
    const sorted = list.map((f) => f[key]).sort((a, b) => a - b);
    out[key] = sorted[Math.floor(sorted.length / 2)] as number;
  }
  return out;
}

async function main() {
  const base = values.url || (await startServer());
  const cookie = await sessionCookie(base);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const pages: { name: string; url: string; headers: Record<string, string> }[] = [
    { name: 'login (/login)', url: `${base}/login`, headers: {} },
    { name: 'customers home (/), logged in', url: `${base}/`, headers: { Cookie: cookie } },
  ];
  const report: Record<string, { runs: Figures[]; median: Figures }> = {};
  try {
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let i = 0, failures = 0; i < RUNS; i++) {
        try {
          runs.push(await audit(chrome.port, page.url, page.headers));
        } catch (error) {
          // Lighthouse sometimes loses the trace on a busy machine: try that run again, a few times.
          if (++failures > 3) throw error;
          console.warn(String(error));
          i--;
        }
      }
      report[page.name] = { runs, median: median(runs) };
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nLighthouse ${RUNS} run(s) per page, mobile preset (simulated slow 4G, 4x CPU), ${CHROMIUM}; median:\n`);
  console.log('| page | performance | accessibility | FCP | LCP | TBT | SI | CLS | transferred | JS | CSS | requests |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, { median: m, runs }] of Object.entries(report)) {
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `| ${name} | ${m.performance} (${runs.map((r) => r.performance).join('/')}) | ${m.accessibility} | ${s(m.fcp)} | ${s(m.lcp)} | ${Math.round(m.tbt)} ms | ${s(m.si)} | ${m.cls.toFixed(3)} | ${m.totalKb.toFixed(0)} kB | ${m.jsKb.toFixed(0)} kB | ${m.cssKb.toFixed(0)} kB | ${m.requests} |`,
    );
  }
  if (values.json) fs.writeFileSync(values.json, JSON.stringify(report, null, 2));
}

try {
  await main();
} finally {
  await server?.stop();
}
