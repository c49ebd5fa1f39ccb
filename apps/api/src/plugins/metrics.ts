import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { clusterMetricsFromPrimary, reportMetricsToPrimary } from '../cluster/metrics';
import { forkedRole } from '../cluster/roles';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { TrustedProxies } from '../http/trusted-proxies';

/**
 * `GET /metrics` in Prometheus' text format: request rate and latency per declared call, the database pool, the job
 * queue and recent run durations, import speed, and the process (memory, CPU, event-loop lag). Each process has its
 * own registry (tests build many apps in one process); in a cluster the process taking the scrape answers for all
 * (cluster/metrics.ts), the database's figures counted once. Without METRICS_TOKEN only this machine may scrape it (and
 * nobody behind TRUST_PROXY); with one, `Authorization: Bearer <token>` is required from anywhere.
 */
export const metricsPlugin: FastifyPluginAsync = fp(async (app) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durata delle richieste per chiamata dichiarata (route), metodo e stato',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Richieste per chiamata dichiarata (route), metodo e stato',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The declared path ('/api/customer/briefing/:id'), never the raw URL: one series per call, not per id.
    const route = request.routeOptions.url ?? 'non trovato';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    requests.inc(labels);
  });

  const searchPools = Object.fromEntries(Object.entries(app.db.searchPools).map(([database, pool]) => [`${database}_search`, pool]));
  const pools = { primary: app.db.pool, ...(app.db.replica ? { replica: app.db.replica.pool } : {}), ...searchPools };
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connessioni del pool di ogni database (primario, replica; _search: quelle delle ricerche): totali, libere, richieste in attesa',
    labelNames: ['database', 'state'] as const,
    registers: [registry],
    collect() {
      for (const [database, pool] of Object.entries(pools)) {
        this.set({ database, state: 'total' }, pool.totalCount);
        this.set({ database, state: 'idle' }, pool.idleCount);
        this.set({ database, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  const replica = app.db.replica;
  if (replica) {
    new Gauge({
      name: 'db_replica_in_use',
      help: 'Letture sulla replica (1) o tornate al primario perché la replica è in ritardo o non risponde (0)',
      registers: [registry],
      aggregator: 'min',
      collect() {
        this.set(replica.inUse() ? 1 : 0);
      },
    });
  }

  // Jobs and imports are read from command_runs at scrape time, so every process reports the whole queue.
  const db = app.db.db;
  new Gauge({
    name: 'jobs_runs',
    help: 'Comandi in coda o in esecuzione',
    labelNames: ['status'] as const,
    registers: [registry],
    aggregator: SAME_IN_EVERY_PROCESS,
    async collect() {
      const { rows } = await db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from command_runs where status in ('queued', 'started') group by status`,
      );
      this.set({ status: 'queued' }, rows.find((r) => r.status === 'queued')?.n ?? 0);
      this.set({ status: 'started' }, rows.find((r) => r.status === 'started')?.n ?? 0);
    },
  });
  // Both gauges come from one read of the last runs per scrape (prom-client collects the metrics concurrently).
  // The handler forgets the read before each scrape.
  let lastRunsRead: Promise<LastRun[]> | null = null;
  const lastRuns = () =>
    (lastRunsRead ??= db
      .execute<LastRun>(sql`
        select distinct on (name) name, status, elapsed_ms, (output->>'rows')::int as rows
          from command_runs
         where finished_at > now() - interval '24 hours' and elapsed_ms is not null
         order by name, finished_at desc`)
      .then((result) => result.rows));
  new Gauge({
    name: 'jobs_last_run_duration_seconds',
    help: "Durata dell'ultima esecuzione conclusa di ogni comando (ultime 24 ore)",
    labelNames: ['command', 'status'] as const,
    registers: [registry],
    aggregator: SAME_IN_EVERY_PROCESS,
    async collect() {
      const rows = await lastRuns();
      this.reset();
      for (const r of rows) this.set({ command: r.name, status: r.status }, r.elapsed_ms / 1000);
    },
  });
  new Gauge({
    name: 'import_rows_per_second',
    help: "Righe al secondo dell'ultima importazione conclusa di ogni tipo (ultime 24 ore)",
    labelNames: ['command'] as const,
    registers: [registry],
    aggregator: SAME_IN_EVERY_PROCESS,
    async collect() {
      const rows = await lastRuns();
      this.reset();
      for (const r of rows) if (r.rows !== null && r.elapsed_ms > 0) this.set({ command: r.name }, (r.rows * 1000) / r.elapsed_ms);
    },
  });

  const clustered = forkedRole() !== undefined;
  if (clustered) reportMetricsToPrimary([registry]);

  const token = app.config.metricsToken;
  const exposed = metricsExposureWarning(app.config);
  if (exposed) app.log.warn(exposed);
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (exposed) {
      return reply.code(403).send({ success: false, code: 'FORBIDDEN', message: 'Accesso alle metriche non consentito: dietro un proxy (TRUST_PROXY) serve METRICS_TOKEN' });
    }
    if (!allowed(request, token)) {
      return reply.code(token ? 401 : 403).send({ success: false, code: token ? 'UNAUTHORIZED' : 'FORBIDDEN', message: 'Accesso alle metriche non consentito' });
    }
    lastRunsRead = null;
    const text = clustered ? await clusterMetricsFromPrimary() : await registry.metrics();
    return reply.type(registry.contentType).header('Cache-Control', 'no-store').send(text);
  });
});

/**
 * Behind a reverse proxy on this machine (TRUST_PROXY) every outside client connects from 127.0.0.1, so "only this
 * machine" would let anyone scrape (and each scrape queries the database): without a token /metrics is then off.
 * Answers the warning logged at start, or null when the set-up is safe.
 */
export function metricsExposureWarning(config: { trustProxy: TrustedProxies; metricsToken?: string }): string | null {
  if (!config.trustProxy || config.metricsToken) return null;
  return 'GET /metrics disattivato: con TRUST_PROXY il proxy inverso arriva da questa macchina e chiunque potrebbe leggere le metriche; impostare METRICS_TOKEN per abilitarle';
}

/** Figures read from the database: every process reads the same, so the cluster's total is one of them, not the sum. */
const SAME_IN_EVERY_PROCESS = 'max';

type LastRun = { name: string; status: string; elapsed_ms: number; rows: number | null };

/** A bearer token when one is configured; otherwise only this machine (the socket's own address, never a forwarded one). */
function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const address = request.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
