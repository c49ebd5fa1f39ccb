import { execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../lib/api-root';
import { sleep, waitReady, type ServerProcess } from '../reliability/processes';
import { postgresTestServer } from '../test/template-db';

/**
 * The production start on PostgreSQL: the compiled bundle (`npm run build:api`) with WEB_CONCURRENCY=2 runs a
 * primary, two API processes sharing the port and one process for the commands. Checked from outside, as an
 * operator sees it: the processes, a command run by the commands' process, one /metrics for the whole cluster, an
 * API process killed and replaced, and a clean stop.
 */
const serverUrl = postgresTestServer();
const repo = path.resolve(apiRoot, '../..');
const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 4311);
let dbName: string;
let databaseUrl: string;
let server: ServerProcess;

const children = () => {
  try {
    return execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
};

async function onDatabase<T>(fn: (c: pg.Client) => Promise<T>, url = databaseUrl): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (!serverUrl) return;
  const built = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: repo, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  dbName = `portale_cluster_${crypto.randomBytes(5).toString('hex')}`;
  await onDatabase((c) => c.query(`CREATE DATABASE ${dbName}`), serverUrl);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: path.join(os.tmpdir(), dbName) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
  server = { child, url: `http://127.0.0.1:${PORT}`, output };
  await waitReady(server, 120_000);
}, 180_000);

afterAll(async () => {
  if (!serverUrl) return;
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await onDatabase((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`), serverUrl);
});

describe.runIf(serverUrl)('WEB_CONCURRENCY=2 on PostgreSQL, compiled', () => {
  it('runs two API processes and one for the commands, with the demo data loaded once', async () => {
    // The primary prints its banner once both API processes listen (the first one may answer before).
    for (let i = 0; i < 40 && !server.output.join('').includes('2 processi API'); i++) await sleep(250);
    expect(server.output.join('')).toContain('2 processi API e un processo per i comandi');
    expect(children()).toHaveLength(3);
    const users = await onDatabase((c) => c.query<{ n: number; distinct_emails: number }>('select count(*)::int as n, count(distinct email)::int as distinct_emails from users'));
    expect(users.rows[0].n).toBeGreaterThan(0);
    expect(users.rows[0].n).toBe(users.rows[0].distinct_emails);
  });

  it('runs a queued command in the commands process', async () => {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo', scope: 'webapp' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const res = await fetch(`${server.url}/api/job/executeCommand`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ command: { name: 'turnover:recompute', arguments: [], options: [] } }),
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    let status = 'queued';
    for (let i = 0; i < 60 && ['queued', 'started'].includes(status); i++) {
      await sleep(500);
      status = (await onDatabase((c) => c.query<{ status: string }>('select status from command_runs where id = $1', [id]))).rows[0].status;
    }
    expect(status).toBe('completed');
  });

  it('answers /metrics for all the processes together', async () => {
    const before = await requestsCounted();
    for (let i = 0; i < 10; i++) expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    // The connections alternate between the two processes; the total counts every request once.
    expect((await requestsCounted()) - before).toBe(10);
  });

  it('replaces an API process that dies, and keeps answering', async () => {
    const [victim] = children();
    process.kill(victim, 'SIGKILL');
    let replaced = false;
    for (let i = 0; i < 40 && !replaced; i++) {
      await sleep(250);
      const now = children();
      replaced = now.length === 3 && !now.includes(victim);
    }
    expect(replaced).toBe(true);
    await waitReady(server);
    for (let i = 0; i < 10; i++) expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    expect(server.output.join('')).toMatch(/terminato \(SIGKILL\): riavvio/);
  });

  it('stops every process on SIGTERM', async () => {
    const before = children();
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of before) expect(() => process.kill(pid, 0)).toThrow();
  });
});

async function requestsCounted(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('http_requests_total{method="GET",route="/api/health/ready",status_code="200"}'));
  return Number(line?.split(' ').pop() ?? 0);
}
