/**
 * One side of bench/access-check-bench.ts: builds the API of the checkout at `root` (its own code and contract) on
 * an in-memory PGlite, signs one agent in, listens on a free port of 127.0.0.1 and prints `{ port, cookie }` as one
 * JSON line. Runs until killed. Only the app's public entry points are used, so an older checkout serves too.
 *   node --import tsx bench/support/trivial-call-server.ts <root>
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(process.argv[2] ?? '.');
const load = (file: string) => import(pathToFileURL(path.join(root, 'apps/api/src', file)).href);
const { buildApp } = await load('app.ts');
const { loadConfig } = await load('config.ts');
const { openPgliteFromTemplate } = await load('test/template-db.ts');
const { createUser } = await load('test/fixtures.ts');

const config = loadConfig({}, {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), 'portale-access-bench'),
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-12',
});
const database = await openPgliteFromTemplate();
const app = await buildApp({ config, database, serveWeb: false });
await createUser(database, { email: 'bench-agent@example.com', password: 'Tavolo-Verde-42' });
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'bench-agent@example.com', password: 'Tavolo-Verde-42' } });
const session = login.cookies.find((c: { name: string }) => c.name === 'portale_sid');
if (login.statusCode !== 200 || !session) throw new Error(`login ${login.statusCode} ${login.body}`);
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
console.log(JSON.stringify({ port, cookie: `${session.name}=${session.value}` }));
