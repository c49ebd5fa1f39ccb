/// <reference lib="dom" />
/**
 * The device copy's first download as the customers home starts it (issue 58): a fresh device signed in as an
 * agent opens `/` in Chromium with the CPU throttled (4× by default, "mid-tier mobile"); the copy starts when the
 * page is idle after its first paint. Per run: when the copy's first request left and when its last write ended
 * (both from the page's navigation start), and the long tasks (> 50 ms) of the main thread from navigation to that
 * end: how many, the longest, and their blocking time (the sum of their time past 50 ms, what Lighthouse's TBT
 * adds up). Prints each run and the medians.
 *   npm run build && npx tsx bench/first-sync-bench.ts [--runs 3] [--throttle 4] [--port 4393] [--email agente1@example.com]
 *        [--profile true]   (also the main thread's self time by function over the whole download, CDP profiler)
 *        [--explain true]   (also what each long task of the copy spent its time in, from the trace)
 * It starts the built app on a fresh embedded database with the demo data. No service worker (its requests would
 * escape the CPU throttling's page). Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 * Not a test: it never fails on the figures.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { startDemoServer } from './support/demo-server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    throttle: { type: 'string', default: '4' },
    port: { type: 'string', default: '4393' },
    email: { type: 'string', default: 'agente1@example.com' },
    password: { type: 'string', default: 'demo' },
    profile: { type: 'string', default: 'false' },
    explain: { type: 'string', default: 'false' },
  },
});
const throttle = Number(values.throttle);

interface Run {
  /** First sync request sent, ms from navigation start. */
  start: number;
  /** The copy's last write (the cart rules and quotes, stored last), ms from navigation start. */
  end: number;
  longTasks: number;
  longest: number;
  blocking: number;
  /** The same, only the long tasks from the copy's first request on. */
  syncLongTasks: number;
  syncLongest: number;
  syncBlocking: number;
  /** The main thread's tasks by their CPU time × the throttle (what a phone spends, whatever else loads this machine). */
  cpuLongTasks: number;
  cpuLongest: number;
  cpuBlocking: number;
  cpuSyncLongTasks: number;
  cpuSyncLongest: number;
  cpuSyncBlocking: number;
  profile?: string[];
}

interface Trace {
  traceEvents: {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    ts: number;
    dur?: number;
    tdur?: number;
    args?: { name?: string; data?: { functionName?: string; url?: string; type?: string } };
  }[];
}

/**
 * The page's main-thread tasks from the trace, by thread (CPU) time: Chromium's CPU throttling pauses the thread, so
 * thread time × the throttle is the task's length on the emulated phone, and other processes on this machine do not
 * lengthen it. Long: over 50 ms so counted. Up to the copy's end; "sync": from its first request on.
 */
function cpuTasks(trace: Trace, start: number, end: number) {
  const origin = trace.traceEvents.find((e) => e.name === 'bench-origin' && e.ph !== 'M');
  const main = trace.traceEvents.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === origin?.pid);
  if (!origin || !main) throw new Error('no page main thread in the trace');
  const at = (ms: number) => origin.ts + ms * 1000;
  const tasks = trace.traceEvents
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.ts <= at(end))
    .map((e) => ({ ts: e.ts, dur: e.dur ?? 0, cpu: ((e.tdur ?? e.dur ?? 0) / 1000) * (throttle) }));
  const long = tasks.filter((t) => t.cpu > 50);
  const sync = long.filter((t) => t.ts >= at(start));
  if (values.explain === 'true') {
    // What each long task of the copy spent its time in: its longest events inside it.
    for (const task of sync) {
      const inside = trace.traceEvents.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.name !== 'RunTask');
      const top = inside.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 4);
      console.log(`  long task ${task.cpu.toFixed(0)} ms: ${top.map((e) => `${e.name}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}${e.args?.data?.type ? ` ${e.args.data.type}` : ''}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)} ms`).join(', ')}`);
    }
  }
  const sum = (list: typeof long) => list.reduce((s, t) => s + t.cpu - 50, 0);
  const max = (list: typeof long) => list.reduce((m, t) => Math.max(m, t.cpu), 0);
  return { cpuLongTasks: long.length, cpuLongest: max(long), cpuBlocking: sum(long), cpuSyncLongTasks: sync.length, cpuSyncLongest: max(sync), cpuSyncBlocking: sum(sync) };
}

/** Watches long tasks from the page's start. */
function observeLongTasks() {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
  w.__longTasks = [];
  // Navigation start (time 0) in the trace's clock.
  performance.mark('bench-origin', { startTime: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The copy's end, read from the device's database: the time its last record (the cart rules) was written. */
async function copyEnd(): Promise<number | null> {
  const dbs = await indexedDB.databases();
  const name = dbs.find((d) => /^portale-offline-\d+$/.test(d.name ?? ''))?.name;
  if (!name) return null;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    if (!db.objectStoreNames.contains('meta')) return null;
    const at = await new Promise<{ at: number } | undefined>((resolve, reject) => {
      const get = db.transaction('meta').objectStore('meta').get('open-quotes');
      get.onsuccess = () => resolve(get.result as { at: number } | undefined);
      get.onerror = () => reject(get.error);
    });
    return at ? at.at - performance.timeOrigin : null;
  } finally {
    db.close();
  }
}

async function oneRun(browser: Browser, base: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const login = await page.request.post(`${base}/api/login`, { data: { email: values.email, password: values.password, scope: 'webapp' }, headers: { origin: base } });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.addInitScript(observeLongTasks);
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8'] });
    const profiling = values.profile === 'true';
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    // The copy's calls leave from its Web Worker: the page's resource timings do not list them, its network does.
    let firstCopyCall = Infinity;
    page.on('request', (request) => {
      if (request.url().includes('/api/sync/')) firstCopyCall = Math.min(firstCopyCall, Date.now());
    });
    await page.goto(`${base}/`);
    let end: number | null = null;
    for (const deadline = Date.now() + 600_000; end === null; await page.waitForTimeout(500)) {
      if (Date.now() > deadline) throw new Error('the copy did not end in 600 s');
      end = await page.evaluate(copyEnd);
    }
    const { tasks, timeOrigin } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
      timeOrigin: performance.timeOrigin,
    }));
    const start = firstCopyCall - timeOrigin;
    const cpu = cpuTasks(JSON.parse((await browser.stopTracing()).toString('utf8')) as Trace, start, end);
    let profile: string[] | undefined;
    if (profiling) profile = topSelfTime((await cdp.send('Profiler.stop')).profile);
    const before = tasks.filter((t) => t.start <= end);
    const during = before.filter((t) => t.start + t.duration >= start);
    const sum = (list: typeof tasks) => list.reduce((s, t) => s + Math.max(0, t.duration - 50), 0);
    const max = (list: typeof tasks) => list.reduce((m, t) => Math.max(m, t.duration), 0);
    return {
      start,
      end,
      longTasks: before.length,
      longest: max(before),
      blocking: sum(before),
      syncLongTasks: during.length,
      syncLongest: max(during),
      syncBlocking: sum(during),
      ...cpu,
      profile,
    };
  } finally {
    await context.close();
  }
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The functions with the most self time (ms, throttled), by name and place. */
function topSelfTime(profile: CpuProfile): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const f = byNode.get(id)!;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${k}`);
}

const server = await startDemoServer(values.port!);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const runs: Run[] = [];
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  for (let i = 0; i < Number(values.runs); i++) {
    const run = await oneRun(browser, server.base);
    runs.push(run);
    console.log(
      `run ${i + 1}: copy started ${s(run.start)}, ended ${s(run.end)} after navigation; long tasks to its end ${run.longTasks} ` +
        `(longest ${run.longest.toFixed(0)} ms, blocking ${run.blocking.toFixed(0)} ms), of which from its start ${run.syncLongTasks} ` +
        `(longest ${run.syncLongest.toFixed(0)} ms, blocking ${run.syncBlocking.toFixed(0)} ms); by CPU time ×${throttle}: ${run.cpuLongTasks} ` +
        `(longest ${run.cpuLongest.toFixed(0)} ms, blocking ${run.cpuBlocking.toFixed(0)} ms), from its start ${run.cpuSyncLongTasks} ` +
        `(longest ${run.cpuSyncLongest.toFixed(0)} ms, blocking ${run.cpuSyncBlocking.toFixed(0)} ms)`,
    );
    if (run.profile) console.log(run.profile.join('\n'));
  }
  const median = (key: keyof Omit<Run, 'profile'>) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  console.log(
    `\n${values.email}, demo data, CPU ${throttle}×, ${runs.length} run(s), median: copy started ${s(median('start'))}, ended ${s(median('end'))}; ` +
      `long tasks ${median('longTasks')} (longest ${median('longest').toFixed(0)} ms, blocking ${median('blocking').toFixed(0)} ms); ` +
      `from the copy's start ${median('syncLongTasks')} (longest ${median('syncLongest').toFixed(0)} ms, blocking ${median('syncBlocking').toFixed(0)} ms)\n` +
      `by the main thread's CPU time ×${throttle} (not lengthened by this machine's load): long tasks ${median('cpuLongTasks')} (longest ${median('cpuLongest').toFixed(0)} ms, ` +
      `blocking ${median('cpuBlocking').toFixed(0)} ms); from the copy's start ${median('cpuSyncLongTasks')} (longest ${median('cpuSyncLongest').toFixed(0)} ms, blocking ${median('cpuSyncBlocking').toFixed(0)} ms)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
