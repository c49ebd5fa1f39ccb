/**
 * A local streaming replica of the machine's PostgreSQL, built with Debian's tools, and the list bench reading
 * from it:
 *   npm run bench:replica -- [--database-url postgres://postgres@127.0.0.1:5432/portale_bench] [--port 5433]
 *     [--duration 5] [--only …] [--processes 1,2] [--skip-lists] [--drop]
 * 1–2. the replica (bench/support/local-replica.ts: pg_createcluster, `pg_basebackup -R`; reused when it exists);
 * 3. the list bench with DATABASE_URL on the primary and DATABASE_READ_URL on the replica;
 * 4. the lag rule: replay paused on the replica while the primary writes, reads back on the primary after the
 *    allowed lag (DATABASE_READ_MAX_LAG_SECONDS, 5 s), and on the replica again once it catches up (/metrics).
 * --drop removes the replica cluster at the end. Needs root (or the postgres user) and a local server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureLocalReplica } from './support/local-replica';
import { query } from './support/portal';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/portale_bench' },
    port: { type: 'string', default: '5433' },
    duration: { type: 'string', default: '5' },
    only: { type: 'string', default: '' },
    processes: { type: 'string', default: '1,2' },
    'skip-lists': { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
  },
});
const PRIMARY = values['database-url']!;
const APP_PORT = 3396;
const { url: REPLICA, drop } = await ensureLocalReplica(PRIMARY, Number(values.port));

// 3. The list bench, reading from the replica.
if (!values['skip-lists']) {
  const lists = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/lists-bench.ts', '--database-url', PRIMARY, '--read-url', REPLICA, '--duration', values.duration!, '--processes', values.processes!, '--no-naive', ...(values.only ? ['--only', values.only] : [])],
    { stdio: 'inherit' },
  );
  if (lists.status !== 0) throw new Error('bench:lists non riuscito con la replica');
}

// 4. The lag rule, seen from /metrics.
if (spawnSync(process.execPath, ['scripts/build-api.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('build:api failed');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-replica-'));
const app: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: { ...process.env, DATABASE_URL: PRIMARY, DATABASE_READ_URL: REPLICA, WEB_CONCURRENCY: '1', WORKER: 'off', PORT: String(APP_PORT), HOST: '127.0.0.1', NO_DEMO: 'true', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const inUse = async () => {
    for (let i = 0; i < 120; i++) {
      const text = await fetch(`http://127.0.0.1:${APP_PORT}/metrics`).then((r) => r.text(), () => '');
      const match = /^db_replica_in_use (\d)/m.exec(text);
      if (match) return match[1] === '1';
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('il portale non risponde');
  };
  const before = await inUse();
  await query(REPLICA, 'select pg_wal_replay_pause()');
  await query(PRIMARY, 'create table if not exists bench_replica_probe (at timestamptz); insert into bench_replica_probe values (now())');
  const paused = Date.now();
  let backOnPrimaryAfter: number | null = null;
  while (Date.now() - paused < 15_000 && backOnPrimaryAfter === null) {
    if (!(await inUse())) backOnPrimaryAfter = Date.now() - paused;
    else await new Promise((r) => setTimeout(r, 200));
  }
  await query(REPLICA, 'select pg_wal_replay_resume()');
  const resumed = Date.now();
  let backOnReplicaAfter: number | null = null;
  while (Date.now() - resumed < 15_000 && backOnReplicaAfter === null) {
    if (await inUse()) backOnReplicaAfter = Date.now() - resumed;
    else await new Promise((r) => setTimeout(r, 200));
  }
  await query(PRIMARY, 'drop table if exists bench_replica_probe');
  console.log(
    `\nRitardo: letture sulla replica all'avvio: ${before ? 'sì' : 'no'}; replay sospeso → letture sul primario dopo ${backOnPrimaryAfter === null ? 'più di 15 s' : `${(backOnPrimaryAfter / 1000).toFixed(1)} s`}; ` +
      `replay ripreso → di nuovo sulla replica dopo ${backOnReplicaAfter === null ? 'più di 15 s' : `${(backOnReplicaAfter / 1000).toFixed(1)} s`}`,
  );
} finally {
  app.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (values.drop) {
    drop();
    console.log('Replica rimossa');
  } else {
    console.log(`La replica resta avviata (${REPLICA}): --drop la toglie.`);
  }
}
