import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PgBouncer of our own in front of a PostgreSQL server, in transaction mode (what a pooled production setup
 * runs), for the tests and bench scripts that check the app behind one. Debian's package; installed here when
 * missing (as root). It refuses to run as root, so it runs as the `postgres` user then.
 */
export interface PgBouncer {
  port: number;
  /** The same database as `directUrl`, through the pooler. */
  url(directUrl: string): string;
  /** SHOW POOLS for one database: client connections active/waiting, server connections active/idle. */
  pools(database: string): Promise<{ cl_active: number; cl_waiting: number; sv_active: number; sv_idle: number; maxwait: number }>;
  stop(): Promise<void>;
}

const BINARY = '/usr/sbin/pgbouncer';

export function ensurePgBouncer(): void {
  if (fs.existsSync(BINARY)) return;
  if (process.getuid?.() !== 0) throw new Error(`PgBouncer non installato (${BINARY}): apt-get install -y pgbouncer`);
  execFileSync('apt-get', ['install', '-y', '-qq', 'pgbouncer'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

export async function startPgBouncer(options: { server: string; port?: number; poolSize?: number }): Promise<PgBouncer> {
  ensurePgBouncer();
  const server = new URL(options.server);
  const port = options.port ?? 6432;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbouncer-'));
  fs.chmodSync(dir, 0o777);
  const user = decodeURIComponent(server.username || 'postgres');
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      // Every database name, to the same server and user (the local server trusts it).
      `* = host=${server.hostname} port=${server.port || 5432} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      `admin_users = ${user}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 20}`,
      'max_client_conn = 2000',
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? ['runuser', ['-u', 'postgres', '--', BINARY, path.join(dir, 'pgbouncer.ini')]] : [BINARY, [path.join(dir, 'pgbouncer.ini')]];
  const child = spawn(command[0] as string, command[1] as string[], { detached: true, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const url = (directUrl: string) => {
    const u = new URL(directUrl);
    u.hostname = '127.0.0.1';
    u.port = String(port);
    return u.toString();
  };
  const admin = async <T>(query: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user, database: 'pgbouncer' });
    await client.connect();
    try {
      return (await client.query({ text: query, queryMode: 'simple' } as pg.QueryConfig)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const bouncer: PgBouncer = {
    port,
    url,
    async pools(database) {
      const rows = await admin<Record<string, string>>('SHOW POOLS');
      const row = rows.find((r) => r.database === database) ?? {};
      const n = (k: string) => Number(row[k] ?? 0);
      return { cl_active: n('cl_active'), cl_waiting: n('cl_waiting'), sv_active: n('sv_active'), sv_idle: n('sv_idle'), maxwait: n('maxwait') };
    },
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };

  for (let i = 0; ; i++) {
    try {
      await admin('SHOW VERSION');
      return bouncer;
    } catch (error) {
      if (i === 50 || child.exitCode !== null) {
        const log = fs.existsSync(path.join(dir, 'pgbouncer.log')) ? fs.readFileSync(path.join(dir, 'pgbouncer.log'), 'utf8') : '';
        await bouncer.stop().catch(() => undefined);
        throw new Error(`PgBouncer non avviato: ${(error as Error).message}\n${log.slice(-2000)}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
