/**
 * A local streaming replica of the machine's PostgreSQL, built with Debian's tools, and the list bench reading
 * from it:
 *   npm run bench:replica -- [--database-url postgres://postgres@127.0.0.1:5432/portale_bench] [--port 5433]
 *     [--duration 5] [--only …] [--processes 1,2] [--skip-lists] [--drop]
 * 1. the primary accepts replication from 127.0.0.1 (a pg_hba.conf line added and reloaded when missing);
 * 2. cluster 15/replica on --port: created with pg_createcluster, filled by `pg_basebackup -R` (streaming, standby
 *    settings written), started; reused when it exists;
 * 3. the list bench with DATABASE_URL on the primary and DATABASE_READ_URL on the replica;
 * 4. the lag rule: replay paused on the replica while the primary writes, reads back on the primary after the
 *    allowed lag (DATABASE_READ_MAX_LAG_SECONDS, 5 s), and on the replica again once it catches up (/metrics).
 * --drop removes the replica cluster at the end. Needs root (or the postgres user) and a local server.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

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
const primaryUrl = new URL(PRIMARY);
if (!['127.0.0.1', 'localhost'].includes(primaryUrl.hostname)) throw new Error('local database only');
const PORT = Number(values.port);
const replicaUrl = new URL(PRIMARY);
replicaUrl.port = String(PORT);
const REPLICA = replicaUrl.toString();
const CLUSTER = 'replica';
const APP_PORT = 3396;

// From /tmp: the postgres user cannot enter the project's folder.
const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8', cwd: os.tmpdir(), stdio: ['ignore', 'pipe', 'inherit'] });
const asPostgres = (command: string, args: string[]) => (process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

// 1. Replication allowed from this machine.
const [{ version, hba }] = await query<{ version: string; hba: string }>(PRIMARY, `select current_setting('server_version_num') as version, current_setting('hba_file') as hba`);
const major = String(Math.floor(Number(version) / 10000));
if (!/^\s*host\s+replication\s+all\s+127\.0\.0\.1\/32\s+trust/m.test(fs.readFileSync(hba, 'utf8'))) {
  fs.appendFileSync(hba, '\n# bench/replica.ts: streaming replication from this machine\nhost replication all 127.0.0.1/32 trust\n');
  await query(PRIMARY, 'select pg_reload_conf()');
  console.log(`pg_hba.conf: aggiunta la replica da 127.0.0.1 (${hba})`);
}

// 2. The replica cluster.
const clusterLine = () => run('pg_lsclusters', ['--no-header']).split('\n').find((line) => line.split(/\s+/)[1] === CLUSTER);
const clusterDir = `/var/lib/postgresql/${major}/${CLUSTER}`;
if (!clusterLine()) run('pg_createcluster', [major, CLUSTER, '--port', String(PORT)]);
if (!fs.existsSync(path.join(clusterDir, 'standby.signal'))) {
  // A new cluster (or one left half-made): its files are replaced by a base backup of the primary.
  const started = Date.now();
  if (clusterLine()?.includes('online')) run('pg_ctlcluster', [major, CLUSTER, 'stop']);
  fs.rmSync(clusterDir, { recursive: true, force: true });
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (process.getuid?.() === 0) run('chown', ['postgres:postgres', clusterDir]);
  asPostgres(`/usr/lib/postgresql/${major}/bin/pg_basebackup`, ['-h', primaryUrl.hostname, '-p', primaryUrl.port || '5432', '-U', decodeURIComponent(primaryUrl.username || 'postgres'), '-D', clusterDir, '-R', '-X', 'stream', '-c', 'fast']);
  console.log(`Replica ${major}/${CLUSTER} creata con pg_basebackup -R in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
// The replica answers clients as the primary does (the same pg_hba.conf).
const replicaHba = `/etc/postgresql/${major}/${CLUSTER}/pg_hba.conf`;
const sameHba = fs.existsSync(replicaHba) && fs.readFileSync(replicaHba, 'utf8') === fs.readFileSync(hba, 'utf8');
if (!sameHba) fs.copyFileSync(hba, replicaHba);
if (clusterLine()?.includes('online')) {
  if (!sameHba) run('pg_ctlcluster', [major, CLUSTER, 'reload']);
} else {
  run('pg_ctlcluster', [major, CLUSTER, 'start']);
}
for (let i = 0; ; i++) {
  try {
    const [{ standby }] = await query<{ standby: boolean }>(REPLICA, 'select pg_is_in_recovery() as standby');
    if (!standby) throw new Error(`${REPLICA} non è una replica in streaming`);
    break;
  } catch (error) {
    if (i === 60 || (error as Error).message.includes('non è una replica')) throw error;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
const [stat] = await query<{ state: string; replay_lag: string | null }>(PRIMARY, `select state, replay_lag::text from pg_stat_replication limit 1`);
console.log(`# Replica in streaming su ${REPLICA} (stato ${stat?.state ?? '?'}, ritardo ${stat?.replay_lag ?? '0'})\n`);

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
    run('pg_dropcluster', [major, CLUSTER, '--stop']);
    console.log(`Replica ${major}/${CLUSTER} rimossa`);
  } else {
    console.log(`La replica resta avviata sulla porta ${PORT}: pg_dropcluster ${major} ${CLUSTER} --stop per toglierla.`);
  }
}
