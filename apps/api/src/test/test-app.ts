import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database: PGlite in memory by default; with DB_BACKEND=postgres, a new
 * database on the TEST_DATABASE_URL server, dropped at close.
 */
export async function createTestApp(
  overrides: Parameters<typeof loadConfig>[1] = {},
  { serveWeb = false }: { serveWeb?: boolean } = {},
): Promise<TestContext> {
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), 'portale-test'),
      APP_SECRET: 'test-secret-test-secret-test-secret-1234',
      ...overrides,
    },
  );
  const { database, drop } = await openTestDatabase();
  await runMigrations(database);
  const app = await buildApp({ config, database, serveWeb });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DB_BACKEND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) return { database: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  const name = `portale_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    database,
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Logs in through the API and returns the session cookie header value. */
export async function loginAs(app: FastifyInstance, email: string, password = 'demo'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, scope: 'webapp' } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'portale_sid');
  if (!cookie) throw new Error('no session cookie');
  return `portale_sid=${cookie.value}`;
}
