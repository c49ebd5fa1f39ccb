import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStandardCast } from '../test/fixtures';
import { jobsDataDir, waitForRun } from '../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

// A separate worker process needs PostgreSQL (PGlite has one owner process): runs in the api-postgres project.
const onPostgres = process.env.DB_BACKEND === 'postgres';
const ROWS = 60_000;

let t: TestContext;
let admin: string;
let dataDir: string;
const children: ChildProcess[] = [];

function startWorker(): ChildProcess {
  const url = (t.database.pool.options as { connectionString: string }).connectionString;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/worker.ts'], {
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NO_DEMO: 'true', APP_SECRET: 'test-secret-test-secret-test-secret-1234' },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function queue(file: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/job/executeCommand', headers: { cookie: admin }, payload: { command: { name: 'import:products', arguments: { file } } } });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}

async function until<T>(fn: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timeout');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const counts = async () =>
  (await t.database.pool.query<{ v1: number; v2: number }>(
    `SELECT count(*) FILTER (WHERE description LIKE 'v1 %')::int AS v1, count(*) FILTER (WHERE description LIKE 'v2 %')::int AS v2 FROM products`,
  )).rows[0];

beforeAll(async () => {
  if (!onPostgres) return;
  dataDir = jobsDataDir();
  t = await createTestApp({ DATA_DIR: dataDir, WORKER: 'off' });
  await seedStandardCast(t.database);
  admin = await loginAs(t.app, 'admin@example.com');
  await t.database.pool.query(`INSERT INTO products (external_id, description) SELECT 'K-' || g, 'v1 ' || g FROM generate_series(1, ${ROWS}) g`);
  const dir = t.app.config.jobs.importDir;
  fs.mkdirSync(dir, { recursive: true });
  const lines = ['external_id;description;quantity'];
  for (let i = 1; i <= ROWS; i++) lines.push(`K-${i};v2 ${i};${i % 100}`);
  fs.writeFileSync(path.join(dir, 'big.csv'), lines.join('\n'));
}, 120_000);
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await t?.close();
});

describe.skipIf(!onPostgres)('a worker killed mid-import', () => {
  for (const phase of ['reading', 'applying'] as const) {
    it(`(SIGKILL while ${phase}) leaves the old data, and a re-run completes`, async () => {
      await t.database.pool.query(`UPDATE products SET description = 'v1 ' || substr(external_id, 3) WHERE external_id LIKE 'K-%'`);
      const worker = startWorker();
      const id = await queue('big.csv');
      await until(async () => {
        const { rows } = await t.database.pool.query(`SELECT progress_done, progress_phase FROM command_runs WHERE id = $1`, [id]);
        const r = rows[0];
        if (phase === 'reading' && r.progress_done > ROWS / 4) return true;
        // The file is read: the run says it is checking and writing (issue 22).
        if (phase === 'applying' && r.progress_phase === 'Controlli e scrittura nel database' && r.progress_done >= ROWS) return true;
        return undefined;
      });
      worker.kill('SIGKILL');
      await new Promise((r) => worker.once('exit', r));
      const after = await counts();
      expect([after.v1, after.v2].sort()).toEqual([0, ROWS]); // old or new, never half

      startWorker();
      const rerun = await waitForRun(t, await queue('big.csv'), 120_000);
      expect(rerun).toMatchObject({ status: 'completed' });
      expect(await counts()).toEqual({ v1: 0, v2: ROWS });
      const killed = (await t.database.pool.query(`SELECT status, error FROM command_runs WHERE id = $1`, [id])).rows[0];
      expect(killed.status).toBe('interrupted');
      expect((await t.database.pool.query(`SELECT count(*)::int AS n FROM import_staging`)).rows[0].n).toBe(0);
      for (const c of children) c.kill('SIGTERM');
    }, 180_000);
  }
});
