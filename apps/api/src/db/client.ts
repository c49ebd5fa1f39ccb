import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PreparingClient } from './prepared-statements';
import { ReplicaLag } from './replica-lag';
import * as schema from './schema/index';
import { searchStartupOptions } from './search-session';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  pool: pg.Pool;
  /**
   * Connections whose session state must last across statements (migrations, the commands' advisory locks,
   * LISTEN): DATABASE_DIRECT_URL's own pool when the main URL goes through PgBouncer in transaction mode,
   * otherwise `pool` itself.
   */
  sessionPool: pg.Pool;
  /**
   * Where read-only calls (lists, catalogue, briefing, document downloads) read: the replica of DATABASE_READ_URL
   * while it is fresh enough, otherwise the primary's `db`. Reads that follow the user's own write stay on the
   * primary (http/read-db.ts).
   */
  reads(): Db;
  /** The replica's pool and whether reads go to it now (metrics); absent without DATABASE_READ_URL. */
  replica?: { pool: pg.Pool; inUse(): boolean };
  /**
   * Beside each direct pool (`primary`, `replica`): the pool whose connections start with a free-text search's
   * settings (db/search-session.ts), which searches reach through searchDbOf. Empty on PGlite and when
   * DATABASE_DIRECT_URL says the main URL goes through a pooler, which does not pass startup options on: searches
   * there set them in a transaction.
   */
  searchPools: Record<string, pg.Pool>;
  db: Db;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests keep a migrated one as their template). */
  dumpDataDir?(): Promise<Blob>;
}

// Numeric and bigint columns come back as strings by default; counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// DATE columns stay 'YYYY-MM-DD' strings: no time-zone shift through JS Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise PGlite in dataDir ('memory://' for tests). */
  url?: string;
  /** A direct (or session-pooled) URL for `sessionPool` when `url` goes through a transaction pooler. */
  directUrl?: string;
  /**
   * Named prepared statements on `url`'s and `readUrl`'s connections (db/prepared-statements.ts); never through a
   * transaction pooler. Default: off when `directUrl` says `url` is one. The direct URL's pool always prepares.
   */
  preparedStatements?: boolean;
  /** A streaming replica for the read-only calls, and the lag beyond which they go back to the primary. */
  readUrl?: string;
  maxReplicaLagSeconds?: number;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this data directory tarball (from dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres({ ...opts, url: opts.url });
  return openPglite(opts.dataDir ?? 'memory://', opts.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lite = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, ...(loadDataDir ? { loadDataDir } : {}) });
  const pgConfig = createPgConfig(lite);
  // PGlite's adapter expects `types` to be an array of parameter OIDs, but drizzle passes pg's
  // type-parser object there (which node-postgres itself ignores when parsing): drop it.
  const parse = pgConfig.connection.parse.bind(pgConfig.connection);
  pgConfig.connection.parse = (query: { types?: unknown }) =>
    parse(Array.isArray(query.types) ? query : { ...query, types: undefined });
  // PGlite serves one connection: a second pooled client would wait forever behind an open
  // transaction, and the adapter's connection is not meant to be closed and reopened when idle.
  const pool = new pg.Pool({ ...(pgConfig as unknown as pg.PoolConfig), max: 1, idleTimeoutMillis: 0 });
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS unaccent;');
  const db = drizzle(pool, { schema });
  return {
    kind: 'pglite',
    pool,
    sessionPool: pool,
    db,
    reads: () => db,
    searchPools: {},
    async close() {
      await pool.end();
      await lite.close();
    },
    dumpDataDir: () => lite.dumpDataDir('none'),
  };
}

async function openPostgres(opts: DatabaseOptions & { url: string }): Promise<Database> {
  const max = opts.poolSize ?? 10;
  const prepare = opts.preparedStatements ?? !opts.directUrl;
  const pool = postgresPool(opts.url, max, prepare);
  // A few connections: one per running command's lock, the jobs' listener has its own client.
  const sessionPool = opts.directUrl ? postgresPool(opts.directUrl, 4, true) : pool;
  await sessionPool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS unaccent;');
  const db = drizzle(pool, { schema });
  const replica = opts.readUrl ? await followReplica(pool, postgresPool(opts.readUrl, max, prepare), opts.maxReplicaLagSeconds ?? 5) : undefined;
  // Direct connections only: DATABASE_DIRECT_URL says that `url` goes through a pooler, which would refuse the
  // startup options (PgBouncer) or drop them, even where it keeps prepared statements (PgBouncer ≥ 1.21).
  const searchPools: Record<string, pg.Pool> = {};
  if (!opts.directUrl) {
    searchPools.primary = searchPoolBeside(db, opts.url, max, prepare);
    if (replica && opts.readUrl) searchPools.replica = searchPoolBeside(replica.db, opts.readUrl, max, prepare);
  }
  return {
    kind: 'postgres',
    pool,
    sessionPool,
    db,
    reads: () => (replica?.inUse() ? replica.db : db),
    replica,
    searchPools,
    close: async () => {
      replica?.stop();
      await pool.end();
      if (sessionPool !== pool) await sessionPool.end();
      await replica?.pool.end();
      await Promise.all(Object.values(searchPools).map((p) => p.end()));
    },
  };
}

/** The search pool beside each pool's `db` (Database.searchPools). */
const searchDbs = new WeakMap<Db, Db>();

/**
 * Where a free-text search on `db` runs: the connections of its search pool, which start with the search's settings
 * (db/search-session.ts), so that a search needs no `begin` + settings and no `commit` around its statements (two of
 * its six round trips); undefined when there is none (PGlite, a transaction pooler).
 */
export function searchDbOf(db: Db): Db | undefined {
  return searchDbs.get(db);
}

function searchPoolBeside(db: Db, url: string, max: number, prepare: boolean): pg.Pool {
  const pool = postgresPool(url, max, prepare, searchStartupOptions());
  searchDbs.set(db, drizzle(pool, { schema }));
  return pool;
}

/**
 * Checks the replica every second: in use while it answers and has replayed what the primary had written
 * `maxLagSeconds` ago (db/replica-lag.ts). A server that is not a standby (pg_is_in_recovery false) is taken as
 * it is: its lag cannot be measured this way.
 */
async function followReplica(primary: pg.Pool, pool: pg.Pool, maxLagSeconds: number) {
  const lag = new ReplicaLag(maxLagSeconds);
  let inUse = false;
  const check = async () => {
    try {
      const [{ rows: p }, { rows: r }] = await Promise.all([
        primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
        pool.query<{ standby: boolean; replayed: string | null }>('select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed'),
      ]);
      lag.primaryAt(p[0].lsn);
      inUse = !r[0].standby || (r[0].replayed !== null && lag.fresh(r[0].replayed));
    } catch {
      inUse = false;
    }
  };
  await check();
  const timer = setInterval(() => void check(), 1000);
  timer.unref();
  return { pool, db: drizzle(pool, { schema }), inUse: () => inUse, stop: () => clearInterval(timer) };
}

/** `startupOptions`: session settings every connection starts with ("-c name=value …"; never through PgBouncer). */
function postgresPool(url: string, max: number, prepare: boolean, startupOptions?: string): pg.Pool {
  // Fail a checkout after a few seconds instead of waiting forever when the server does not answer
  // (the error handler turns it into 503); a restarted server is reconnected to on the next request.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    ...(prepare ? { Client: PreparingClient } : {}),
    ...(startupOptions ? { options: startupOptions } : {}),
  });
  // An idle client dropped by the server (restart, admin termination) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (err) => console.warn(`PostgreSQL: idle connection closed (${err.message})`));
  return pool;
}
