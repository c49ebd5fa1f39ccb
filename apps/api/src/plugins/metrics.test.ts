import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';
import { seedStandardCast } from '../test/fixtures';
import { commandRuns } from '../db/schema/index';

let open: TestContext;
let guarded: TestContext;
const TOKEN = 'token-delle-metriche-0123456789';

beforeAll(async () => {
  [open, guarded] = await Promise.all([createTestApp(), createTestApp({ METRICS_TOKEN: TOKEN })]);
  await seedStandardCast(open.database);
});
afterAll(async () => {
  await Promise.all([open.close(), guarded.close()]);
});

describe('GET /metrics', () => {
  it('reports request rate and latency per declared call, the pool, the job queue and the process', async () => {
    const cookie = await loginAs(open.app, 'agente1@example.com');
    for (const id of [1, 2, 3]) await open.app.inject({ method: 'GET', url: `/api/customer/get/${id}`, headers: { cookie } });
    const res = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    // One series for the call, whatever the id.
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/customer\/get\/:id",status_code="(200|404)"\} \d+/);
    expect(res.body).not.toContain('/api/customer/get/2');
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/customer\/get\/:id"/);
    expect(res.body).toMatch(/db_pool_connections\{database="primary",state="waiting"\} 0/);
    // On PostgreSQL the searches' own pool too (db/client.ts, searchPools).
    if (open.database.kind === 'postgres') expect(res.body).toMatch(/db_pool_connections\{database="primary_search",state="total"\} \d+/);
    expect(res.body).toMatch(/jobs_runs\{status="queued"\} \d+/);
    expect(res.body).toMatch(/process_resident_memory_bytes \d+/);
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the last run of each command and the speed of the last import, from one read', async () => {
    await open.database.db.insert(commandRuns).values({
      name: 'import:customers',
      params: { arguments: {}, options: {} },
      status: 'completed',
      completed: true,
      startedAt: new Date(Date.now() - 4000),
      finishedAt: new Date(),
      elapsedMs: 4000,
      output: { rows: 2000, created: 2000, updated: 0 },
    });
    const body = (await open.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(body).toContain('jobs_last_run_duration_seconds{command="import:customers",status="completed"} 4');
    expect(body).toContain('import_rows_per_second{command="import:customers"} 500');
  });

  it('without a token answers this machine only', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Accesso alle metriche non consentito');
  });

  it('with METRICS_TOKEN needs it as a bearer token, from anywhere', async () => {
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer sbagliato' } })).statusCode).toBe(401);
    const ok = await guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds');
  });
});

describe('request ids', () => {
  it('names every answer with its request id, keeping a plain one given by the caller', async () => {
    const fresh = await open.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await open.app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'x-request-id': 'lb-42.abc' } });
    expect(given.headers['x-request-id']).toBe('lb-42.abc');
    const hostile = await open.app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'x-request-id': 'a b\u0000<script>' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
