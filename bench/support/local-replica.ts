import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { query } from './portal';

/**
 * A local streaming replica of the machine's PostgreSQL, made with Debian's tools (bench:replica, topology):
 * 1. the primary accepts replication from 127.0.0.1 (a pg_hba.conf line added and reloaded when missing);
 * 2. cluster <major>/replica on `port`: created with pg_createcluster, filled by `pg_basebackup -R` (streaming, the
 *    standby settings written), with the primary's pg_hba.conf, started; reused when it is there already.
 * Needs root (or the postgres user) and a server on this machine. Returns the replica's URL for `primaryUrl`'s database.
 */
const CLUSTER = 'replica';

// From /tmp: the postgres user cannot enter the project's folder.
const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8', cwd: os.tmpdir(), stdio: ['ignore', 'pipe', 'inherit'] });
const asPostgres = (command: string, args: string[]) => (process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));

export async function ensureLocalReplica(PRIMARY: string, PORT: number): Promise<{ url: string; drop: () => void }> {
  const primaryUrl = new URL(PRIMARY);
  if (!['127.0.0.1', 'localhost'].includes(primaryUrl.hostname)) throw new Error('local database only');
  const replicaUrl = new URL(PRIMARY);
  replicaUrl.port = String(PORT);
  const REPLICA = replicaUrl.toString();
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
  return { url: REPLICA, drop: () => void run('pg_dropcluster', [major, CLUSTER, '--stop']) };
}
