import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * Test databases start from a template migrated once, not from scratch: a fresh PGlite runs initdb and
 * every migration (seconds each time), a PostgreSQL CREATE DATABASE … TEMPLATE copies files. The
 * template's name carries a hash of the migrations (and of the PGlite version), so a changed migration
 * gets a new template and an old one is never used. test/global-setup.ts prepares it before the test
 * files start; the functions also prepare it on demand when a file runs without the global setup.
 */
const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

function templateHash(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsDir);
  const require = createRequire(import.meta.url);
  const pglitePackage = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '../package.json');
  hash.update(JSON.parse(fs.readFileSync(pglitePackage, 'utf8')).version as string);
  return hash.digest('hex').slice(0, 16);
}

// --- PGlite: the migrated data directory as a tarball in the temp folder. ---

export function pgliteTemplateFile(): string {
  return path.join(os.tmpdir(), `portale-template-${templateHash()}.tar`);
}

/** Creates the PGlite template tarball if it is not there yet (written to a temp name, then renamed). */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplateFile();
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await runMigrations(database);
    const tarball = await database.dumpDataDir!();
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** An in-memory PGlite loaded from the migrated template. */
export async function openPgliteFromTemplate(): Promise<Database> {
  const file = await ensurePgliteTemplate();
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(file)]) });
}

// --- PostgreSQL: a template database on the test server. ---

export function postgresTemplateName(): string {
  return `portale_template_${templateHash()}`;
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates the template database if it is missing: migrated under another name, then renamed, all under
 * an advisory lock so concurrent runs build it once. Nobody stays connected to it (CREATE DATABASE …
 * TEMPLATE needs that).
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const exists = (c: pg.Client) => c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((r) => r.rowCount === 1);
  if (await withAdmin(serverUrl, exists)) return name;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists(admin)) return;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 1 });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/** A new database cloned from the template, not opened (for tests that open it their own way); drop() removes it. */
export async function createPostgresFromTemplate(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await ensurePostgresTemplate(serverUrl);
  const name = `portale_t_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A new database cloned from the template, opened; drop() removes it. */
export async function openPostgresFromTemplate(serverUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { url, drop } = await createPostgresFromTemplate(serverUrl);
  return { database: await openDatabase({ url, poolSize: 4 }), drop };
}

/**
 * The PostgreSQL server a test file should use, in the project that runs on PostgreSQL only. With TEST_DATABASE_URL
 * set every API file runs in two projects at once; files that start their own servers on fixed ports (the cluster,
 * PgBouncer, the replica, durability) would otherwise run twice, side by side, and take each other's ports.
 */
export function postgresTestServer(): string | undefined {
  return process.env.DB_BACKEND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}
