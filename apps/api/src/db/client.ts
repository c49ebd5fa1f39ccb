import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  pool: pg.Pool;
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
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this data directory tarball (from dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 10);
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
  return {
    kind: 'pglite',
    pool,
    db: drizzle(pool, { schema }),
    async close() {
      await pool.end();
      await lite.close();
    },
    dumpDataDir: () => lite.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client dropped by the server (restart, admin termination) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (err) => console.warn(`PostgreSQL: idle connection closed (${err.message})`));
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS unaccent;');
  return { kind: 'postgres', pool, db: drizzle(pool, { schema }), close: () => pool.end() };
}
