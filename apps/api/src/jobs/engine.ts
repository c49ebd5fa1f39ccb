import crypto from 'node:crypto';
import fs from 'node:fs';
import cronParser from 'cron-parser';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { eraseOldClientData } from '../modules/warranties/warranties.repository';
import type { CommandDefinition, CommandParams } from './command';
import { takeCommandLock } from './command-lock';
import * as runs from './runs.repository';

const QUEUE = 'commands';
const CHANNEL = 'portale_commands';
export const SCHEDULE_TZ = 'Europe/Rome';
const HEARTBEAT_MS = 10_000;
/** A 'started' run whose worker has not beaten for this long belongs to a dead process. */
const STALE_SECONDS = 60;
const RETENTION_DAYS = 90;

/** Next time a cron expression fires in Europe/Rome, or an Italian reason it is not valid. */
export function nextCronRun(cron: string, from = new Date()): Date | string {
  try {
    return cronParser.parseExpression(cron, { tz: SCHEDULE_TZ, currentDate: from }).next().toDate();
  } catch {
    return 'Espressione cron non valida (es. "0 2 * * *" = ogni notte alle 2)';
  }
}

/** pg-boss on our pool (on PGlite the only connection there is), its schema and our queue created if missing. */
async function startBoss(database: Database, supervise: boolean): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.pool.query(text, values) },
    schedule: false,
    supervise,
    migrate: true,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => console.warn(`pg-boss: ${err.message}`));
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, policy: 'standard', retryLimit: 0 });
  return boss;
}

/**
 * Creates pg-boss's schema and our queue once, before a cluster's processes start together: pg-boss's own guard
 * against concurrent installs (an advisory lock, then CREATE SCHEMA IF NOT EXISTS) misses, because the waiting
 * session's catalog cache is not refreshed by the lock, and the second process dies on a duplicate pg_namespace key.
 */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = await startBoss(database, false);
  await boss.stop({ graceful: false, wait: true, close: false });
}

/**
 * The jobs engine: pg-boss (same database) carries the queue; command_runs is the history. Every
 * process can enqueue; processes with the worker on also run commands, keep heartbeats, mark runs of
 * dead workers interrupted and fire cron schedules.
 *
 * pg-boss facts respected (v10): the queue is created before any send; its priority is higher-first,
 * so the spec's ascending priority is inverted; retryLimit is 0 (imports never retry); expiry does not
 * stop a handler, so one run per command at a time is our own lock, not pg-boss's.
 */
export class JobEngine {
  readonly workerId = crypto.randomUUID();
  private boss: PgBoss | undefined;
  private bossWorkerIds: string[] = [];
  private timers: NodeJS.Timeout[] = [];
  private listener: pg.Client | undefined;
  /** PGlite: one process owns the database, so command locks are in memory. */
  private localLocks = new Map<string, Promise<void>>();
  private running = new Set<Promise<void>>();
  private readonly commands: Map<string, CommandDefinition>;

  constructor(
    readonly database: Database,
    readonly config: Config,
    commands: readonly CommandDefinition[],
    readonly options: { worker: boolean; concurrency?: number },
  ) {
    this.commands = new Map(commands.map((c) => [c.name, c]));
  }

  list(): CommandDefinition[] {
    return [...this.commands.values()].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
  }

  get(name: string): CommandDefinition | undefined {
    return this.commands.get(name);
  }

  async start() {
    const pool = this.database.pool;
    this.boss = await startBoss(this.database, this.options.worker);
    if (!this.options.worker) return;
    // The ERP drops its files in the import folder and reads the export folder from the first start (INTEGRATION.md).
    for (const dir of [this.config.jobs.importDir, this.config.jobs.exportDir]) fs.mkdirSync(dir, { recursive: true });

    // At start-up on PGlite no other process can be running anything: every 'started' run is dead.
    await this.sweep(this.database.kind === 'pglite');
    for (let i = 0; i < (this.options.concurrency ?? 2); i++) {
      this.bossWorkerIds.push(
        await this.boss.work<{ runId: number }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
          await this.track(this.execute(job.data.runId));
        }),
      );
    }
    if (this.database.kind === 'postgres') await this.listen();
    this.every(HEARTBEAT_MS, () => runs.heartbeat(pool, this.workerId));
    this.every(30_000, () => this.sweep());
    this.every(30_000, () => this.fireSchedules());
  }

  async stop() {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.listener?.end().catch(() => undefined);
    await this.boss?.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    await Promise.allSettled([...this.running]);
  }

  /** Queues a run: a history row first (what the screen lists), then the pg-boss job that carries it. */
  /** Queues a run; `apiKeyId` names the integration key that asked for it, when not a user. */
  async enqueue(command: CommandDefinition, params: CommandParams, userId: number | null, source: string | null = null, apiKeyId: number | null = null) {
    if (!this.boss) throw new Error('job engine not started');
    const pool = this.database.pool;
    const runId = await runs.insertRun(pool, command.name, params, userId, source, apiKeyId);
    try {
      const jobId = await this.boss.send(QUEUE, { runId }, {
        priority: 1000 - command.priority,
        retryLimit: 0,
        expireInHours: 23,
      });
      if (!jobId) throw new Error('coda non disponibile');
    } catch (err) {
      await runs.markFailedToQueue(pool, runId, `Accodamento non riuscito: ${(err as Error).message}`);
      throw err;
    }
    this.wake();
    return runId;
  }

  /** Pick-up within a second instead of the polling interval: local workers directly, others by NOTIFY. */
  private wake() {
    for (const id of this.bossWorkerIds) this.boss?.notifyWorker(id);
    if (this.database.kind === 'postgres') void this.database.pool.query(`NOTIFY ${CHANNEL}`).catch(() => undefined);
  }

  /** LISTEN needs a session of its own: on the direct URL when the main one goes through PgBouncer. */
  private async listen() {
    const { connectionString } = this.database.sessionPool.options as { connectionString?: string };
    if (!connectionString) return;
    const client = new pg.Client({ connectionString });
    client.on('error', () => undefined);
    client.on('notification', () => {
      for (const id of this.bossWorkerIds) this.boss?.notifyWorker(id);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  private every(ms: number, fn: () => Promise<unknown>) {
    const t = setInterval(() => void fn().catch((err: Error) => console.warn(`jobs: ${err.message}`)), ms);
    t.unref();
    this.timers.push(t);
  }

  private async track(p: Promise<void>) {
    this.running.add(p);
    try {
      await p;
    } finally {
      this.running.delete(p);
    }
  }

  /**
   * Marks dead runs interrupted (`all`: every 'started' one, not only those without a heartbeat) and clears leftovers:
   * old runs, and the IP address and user agent of warranty registrations past WARRANTY_CLIENT_DATA_DAYS.
   */
  async sweep(all = false) {
    const pool = this.database.pool;
    await runs.markInterrupted(pool, { all, staleSeconds: STALE_SECONDS });
    await runs.deleteOrphanStaging(pool);
    await runs.deleteOldRuns(pool, RETENTION_DAYS);
    await eraseOldClientData(this.database.db, this.config.warranty.clientDataDays);
  }

  async fireSchedules(now = new Date()) {
    const pool = this.database.pool;
    for (const row of await runs.listSchedules(pool)) {
      if (row.next_run_at > now) continue;
      const command = this.get(row.name);
      const next = nextCronRun(row.cron, now);
      if (!command || typeof next === 'string') continue;
      if (await runs.claimSchedule(pool, row, next)) await this.enqueue(command, row.params, null, 'schedule');
    }
  }

  /** Runs one queued run under its command's lock; every outcome ends in the history row. */
  private async execute(runId: number) {
    const pool = this.database.pool;
    const run = await runs.findRun(pool, runId);
    if (!run || run.status !== 'queued') return;
    const command = this.get(run.name);
    if (!command) {
      await runs.markFailedToQueue(pool, runId, `Comando sconosciuto: ${run.name}`);
      return;
    }
    const release = await this.lock(command.name);
    try {
      // Holding the lock proves no other run of this command is alive: older 'started' rows are dead.
      if (await runs.markInterrupted(pool, { all: true, staleSeconds: 0, name: command.name, exceptId: runId })) await runs.deleteOrphanStaging(pool);
      if (!(await runs.markStarted(pool, runId, this.workerId))) return;
      const progress = new ProgressWriter(pool, runId);
      try {
        const output = await command.handler(
          {
            database: this.database,
            config: this.config,
            runId,
            progress: (d, t, phase) => progress.report(d, t, phase),
            flushProgress: () => progress.flush(),
          },
          run.params,
        );
        await progress.flush();
        await this.finish(runId, { completed: !output.failed, output, error: output.failed ? output.message : null });
      } catch (err) {
        await progress.flush();
        await this.finish(runId, { completed: false, output: null, error: (err as Error).message || String(err) });
      }
    } finally {
      await release();
    }
  }

  /** Records the outcome, unless the sweeper has meanwhile declared the run interrupted (its staging is gone). */
  private async finish(runId: number, result: Parameters<typeof runs.markFinished>[2]) {
    if (!(await runs.markFinished(this.database.pool, runId, result))) {
      console.warn(`command run ${runId}: finished after being marked interrupted; its outcome is not recorded`);
    }
  }

  private async lock(name: string): Promise<() => Promise<void>> {
    if (this.database.kind === 'pglite') {
      const previous = this.localLocks.get(name) ?? Promise.resolve();
      let done!: () => void;
      const mine = new Promise<void>((r) => (done = r));
      const chained = previous.then(() => mine);
      this.localLocks.set(name, chained);
      await previous;
      return async () => {
        done();
        if (this.localLocks.get(name) === chained) this.localLocks.delete(name);
      };
    }
    return takeCommandLock(this.database.sessionPool, name);
  }
}

/**
 * Progress without blocking the handler: the latest figures are written at most twice a second, in
 * the background (on PGlite a write waits behind the import's transaction, never the other way round).
 */
class ProgressWriter {
  private done = 0;
  private total: number | null = null;
  private phase: string | null = null;
  private dirty = false;
  private writing: Promise<void> = Promise.resolve();
  private last = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly runId: number,
  ) {}

  report(done: number, total?: number | null, phase?: string) {
    this.done = done;
    if (total !== undefined) this.total = total;
    if (phase !== undefined) this.phase = phase;
    this.dirty = true;
    const wait = 500 - (Date.now() - this.last);
    if (wait > 0) {
      // A trailing write, so the last figures show even when no further report comes.
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.last = Date.now();
        this.writing = this.writing.then(() => this.write());
      }, wait);
      return;
    }
    this.last = Date.now();
    this.writing = this.writing.then(() => this.write());
  }

  private async write() {
    if (!this.dirty) return;
    this.dirty = false;
    await runs.writeProgress(this.pool, this.runId, this.done, this.total, this.phase).catch(() => undefined);
  }

  async flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(() => this.write());
    await this.writing;
  }
}
