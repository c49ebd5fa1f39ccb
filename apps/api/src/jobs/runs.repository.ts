import type pg from 'pg';
import type { CommandParams } from './command';

/** Plain SQL on command_runs / command_schedules / import_staging (no rules here). */
type Queryable = Pick<pg.Pool, 'query'>;

export interface RunRow {
  id: number;
  name: string;
  params: CommandParams;
  status: string;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  elapsed_ms: number | null;
  completed: boolean;
  progress_done: number;
  progress_total: number | null;
  progress_phase: string | null;
  output: Record<string, unknown> | null;
  error: string | null;
}

const runColumns = `id, name, params, status, created_at, started_at, finished_at, elapsed_ms, completed, progress_done,
  progress_total, progress_phase, output, error`;

export async function insertRun(db: Queryable, name: string, params: CommandParams, userId: number | null, source: string | null, apiKeyId: number | null = null) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO command_runs (name, params, created_by, source, created_by_key) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [name, JSON.stringify(params), userId, source, apiKeyId],
  );
  return rows[0].id;
}

export async function findRun(db: Queryable, id: number): Promise<RunRow | undefined> {
  const { rows } = await db.query<RunRow>(`SELECT ${runColumns} FROM command_runs WHERE id = $1`, [id]);
  return rows[0];
}

export async function markStarted(db: Queryable, id: number, workerId: string): Promise<boolean> {
  const res = await db.query(
    `UPDATE command_runs SET status = 'started', started_at = now(), worker_id = $2, heartbeat_at = now(),
       progress_done = 0, progress_total = NULL, progress_phase = NULL
     WHERE id = $1 AND status = 'queued'`,
    [id, workerId],
  );
  return (res.rowCount ?? 0) > 0;
}

/** Ends a started run; false when it is no longer 'started' (the sweeper marked it interrupted meanwhile). */
export async function markFinished(
  db: Queryable,
  id: number,
  result: { completed: boolean; output: Record<string, unknown> | null; error: string | null },
): Promise<boolean> {
  const res = await db.query(
    `UPDATE command_runs SET status = $2, completed = $3, output = $4, error = $5, finished_at = now(),
       elapsed_ms = (extract(epoch FROM now() - started_at) * 1000)::int
     WHERE id = $1 AND status = 'started'`,
    [id, result.completed ? 'completed' : 'failed', result.completed, result.output ? JSON.stringify(result.output) : null, result.error],
  );
  return (res.rowCount ?? 0) > 0;
}

export async function markFailedToQueue(db: Queryable, id: number, error: string) {
  await db.query(`UPDATE command_runs SET status = 'failed', error = $2, finished_at = now() WHERE id = $1`, [id, error]);
}

export async function writeProgress(db: Queryable, id: number, done: number, total: number | null, phase: string | null) {
  await db.query(`UPDATE command_runs SET progress_done = $2, progress_total = $3, progress_phase = $4, heartbeat_at = now() WHERE id = $1`, [
    id,
    done,
    total,
    phase,
  ]);
}

export async function heartbeat(db: Queryable, workerId: string) {
  await db.query(`UPDATE command_runs SET heartbeat_at = now() WHERE worker_id = $1 AND status = 'started'`, [workerId]);
}

const INTERRUPTED = 'Interrotto: il processo che lo eseguiva si è fermato';

/** Runs still 'started' whose worker stopped beating (or, with `all`, every one: a single-process database). */
export async function markInterrupted(db: Queryable, opts: { all: boolean; staleSeconds: number; name?: string; exceptId?: number }) {
  const res = await db.query(
    `UPDATE command_runs SET status = 'interrupted', completed = false, finished_at = now(), error = $1,
       elapsed_ms = (extract(epoch FROM now() - started_at) * 1000)::int
     WHERE status = 'started'
       AND ($2::boolean OR heartbeat_at < now() - make_interval(secs => $3))
       AND ($4::text IS NULL OR name = $4) AND ($5::int IS NULL OR id <> $5)`,
    [INTERRUPTED, opts.all, opts.staleSeconds, opts.name ?? null, opts.exceptId ?? null],
  );
  return res.rowCount ?? 0;
}

/** Staging rows of runs no longer running (left by a killed worker). */
export async function deleteOrphanStaging(db: Queryable) {
  await db.query(`DELETE FROM import_staging WHERE run_id NOT IN (SELECT id FROM command_runs WHERE status = 'started')`);
}

export async function deleteOldRuns(db: Queryable, days: number) {
  await db.query(`DELETE FROM command_runs WHERE created_at < now() - make_interval(days => $1)`, [days]);
}

export async function pageRuns(db: Queryable, page: number, perPage: number) {
  const [{ rows }, count] = await Promise.all([
    db.query<RunRow>(`SELECT ${runColumns} FROM command_runs ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`, [
      perPage,
      (page - 1) * perPage,
    ]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM command_runs`),
  ]);
  return { rows, total: count.rows[0].n };
}

/** The last finished runs of every command (newest first, `limit` each). */
export async function lastRuns(db: Queryable, limit: number) {
  const { rows } = await db.query<{ name: string; finished_at: Date; elapsed_ms: number | null; completed: boolean }>(
    `SELECT name, finished_at, elapsed_ms, completed FROM (
       SELECT name, finished_at, elapsed_ms, completed,
              row_number() OVER (PARTITION BY name ORDER BY finished_at DESC) AS n
       FROM command_runs WHERE finished_at IS NOT NULL) r
     WHERE n <= $1 ORDER BY name, finished_at DESC`,
    [limit],
  );
  return rows;
}

export interface ScheduleRow {
  name: string;
  cron: string;
  params: CommandParams;
  next_run_at: Date;
}

export async function listSchedules(db: Queryable) {
  const { rows } = await db.query<ScheduleRow>(`SELECT name, cron, params, next_run_at FROM command_schedules`);
  return rows;
}

export async function upsertSchedule(db: Queryable, name: string, cron: string, params: CommandParams, next: Date) {
  await db.query(
    `INSERT INTO command_schedules (name, cron, params, next_run_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE SET cron = $2, params = $3, next_run_at = $4, updated_at = now()`,
    [name, cron, JSON.stringify(params), next],
  );
}

export async function deleteSchedule(db: Queryable, name: string) {
  await db.query(`DELETE FROM command_schedules WHERE name = $1`, [name]);
}

/** Claims a due schedule once across processes: only the process that moves next_run_at past now enqueues. */
export async function claimSchedule(db: Queryable, row: ScheduleRow, next: Date) {
  const res = await db.query(`UPDATE command_schedules SET next_run_at = $2 WHERE name = $1 AND next_run_at <= now()`, [row.name, next]);
  return (res.rowCount ?? 0) > 0;
}
