/**
 * What the access check costs a call (issue 64: "the checks add no measurable cost"): the authenticated trivial call
 * `GET /api/user/current` and an unknown `/api` path, on this checkout and on an earlier one, alternated in one run:
 *   npx tsx bench/access-check-bench.ts [--before d5a1002] [--rounds 20] [--requests 250]
 * The earlier checkout is extracted with `git archive` into the temp folder, with this checkout's node_modules linked
 * in (its own workspace packages, contract included). Each side runs as its own process on an in-memory PGlite
 * (bench/support/trivial-call-server.ts) with one signed-in agent; one keep-alive connection sends the requests
 * one at a time, in rounds that alternate which side goes first. Prints p50/p95 per side, the ratio, and the
 * server's CPU per request (from /proc). Not a test: it never fails on timing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { cpuMs } from './support/process-cpu';

/** The last commit before issue 64's access changes. */
const BEFORE_ISSUE_64 = 'd5a1002';
const { values } = parseArgs({
  options: {
    before: { type: 'string', default: BEFORE_ISSUE_64 },
    rounds: { type: 'string', default: '20' },
    requests: { type: 'string', default: '250' },
  },
});
const ROUNDS = Number(values.rounds);
const REQUESTS = Number(values.requests);
const here = path.resolve(import.meta.dirname, '..');

function extract(ref: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: here, encoding: 'utf8' }).trim();
  const root = path.join(os.tmpdir(), `portale-access-bench-${commit}`);
  if (!fs.existsSync(root)) {
    const partial = `${root}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.mkdirSync(partial);
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${partial}`], { cwd: here });
    // Every dependency from this checkout, but the workspace packages (contract, api, web) from the old one.
    const modules = path.join(partial, 'node_modules');
    fs.mkdirSync(path.join(modules, '@portale'), { recursive: true });
    for (const entry of fs.readdirSync(path.join(here, 'node_modules'))) {
      if (entry !== '@portale') fs.symlinkSync(path.join(here, 'node_modules', entry), path.join(modules, entry));
    }
    for (const [name, dir] of [['api', 'apps/api'], ['contract', 'packages/contract'], ['web', 'apps/web']]) {
      fs.symlinkSync(path.join('../..', dir), path.join(modules, '@portale', name)); // relative: the folder is renamed
    }
    const apiModules = path.join(here, 'apps/api/node_modules');
    if (fs.existsSync(apiModules)) fs.symlinkSync(apiModules, path.join(partial, 'apps/api/node_modules'));
    fs.renameSync(partial, root);
  }
  return root;
}

interface Side { label: string; child: ChildProcess; port: number; cookie: string; times: number[]; cpu: number }

async function start(label: string, root: string): Promise<Side> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench/support/trivial-call-server.ts'), root], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${label}: server exited ${code}`)));
  });
  const { port, cookie } = JSON.parse(first) as { port: number; cookie: string };
  return { label, child, port, cookie, times: [], cpu: 0 };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function call(side: Side, url: string, expected: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const begin = performance.now();
    const req = http.get({ host: '127.0.0.1', port: side.port, path: url, agent, headers: { cookie: side.cookie } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === expected ? resolve(performance.now() - begin) : reject(new Error(`${side.label} ${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function compare(title: string, url: string, expected: number, sides: Side[]) {
  for (const side of sides) {
    side.times = [];
    side.cpu = 0;
    for (let i = 0; i < 300; i++) await call(side, url, expected); // warm-up: V8 optimises the hot path first
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      const cpu = cpuMs(side.child.pid!);
      for (let i = 0; i < REQUESTS; i++) side.times.push(await call(side, url, expected));
      side.cpu += cpuMs(side.child.pid!) - cpu;
    }
  }
  console.log(`\n${title} (${ROUNDS * REQUESTS} requests per side, one at a time)`);
  console.log('| checkout | p50 ms | p95 ms | CPU server ms/richiesta |\n|---|---:|---:|---:|');
  for (const side of sides) {
    side.times.sort((a, b) => a - b);
    console.log(`| ${side.label} | ${pct(side.times, 50).toFixed(3)} | ${pct(side.times, 95).toFixed(3)} | ${(side.cpu / side.times.length).toFixed(3)} |`);
  }
  const [before, after] = sides;
  console.log(`after/before p50: ${(pct(after!.times, 50) / pct(before!.times, 50)).toFixed(3)}`);
}

const beforeSide = await start(`prima (${values.before})`, extract(values.before!));
const afterSide = await start('questa copia', here);
try {
  await compare('GET /api/user/current, agente collegato', '/api/user/current', 200, [beforeSide, afterSide]);
  await compare('GET /api/nessuna-chiamata (404 JSON)', '/api/nessuna-chiamata', 404, [beforeSide, afterSide]);
  console.log(`\nnode ${process.version}, PGlite in process, ${os.cpus().length} cores: ${os.cpus()[0]?.model ?? ''}`);
} finally {
  beforeSide.child.kill();
  afterSide.child.kill();
  agent.destroy();
}
