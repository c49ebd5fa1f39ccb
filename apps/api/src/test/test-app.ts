import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { recordAnswers } from './declared-statuses';
import type { Database } from '../db/client';
import { openPgliteFromTemplate, openPostgresFromTemplate, postgresTestServer } from './template-db';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A real app on a fresh, migrated database: PGlite in memory by default; with DB_BACKEND=postgres, a new
 * database on the TEST_DATABASE_URL server, dropped at close. Both start from a template migrated once
 * per set of migrations (test/template-db.ts), not from an empty database.
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
  const app = await buildApp({ config, database, serveWeb });
  await app.ready();
  // Every answer a test receives must be one the API document declares for its route (issue 54).
  const recorder = recordAnswers(app);
  return {
    app,
    database,
    async close() {
      const undeclared = await recorder.undeclared();
      await app.close();
      await database.close();
      await drop();
      if (undeclared.length) throw new Error(`Stati non dichiarati dal documento API per la loro chiamata:\n${undeclared.join('\n')}`);
    },
  };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = postgresTestServer();
  if (serverUrl) return openPostgresFromTemplate(serverUrl);
  return { database: await openPgliteFromTemplate(), drop: async () => {} };
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
