import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { users } from './users';

/**
 * Our own queue history (pg-boss archives and deletes its jobs after days): one row per queued
 * command, kept 90 days. status: queued | started | completed | failed | interrupted.
 */
export const commandRuns = pgTable(
  'command_runs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** { arguments: {name: value}, options: {name: checked} } as queued. */
    params: jsonb('params').$type<{ arguments: Record<string, string>; options: Record<string, boolean> }>().notNull(),
    status: text('status').notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Milliseconds between start and finish. */
    elapsedMs: integer('elapsed_ms'),
    completed: boolean('completed').notNull().default(false),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    /** What the run is doing now, in Italian ('Lettura del file', 'Controlli e scrittura nel database'), or null. */
    progressPhase: text('progress_phase'),
    output: jsonb('output').$type<Record<string, unknown>>(),
    error: text('error'),
    /** The process running it and its last sign of life: a stale heartbeat means a crashed worker. */
    workerId: text('worker_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The integration key that queued it (issue 64), when not a user. */
    createdByKey: integer('created_by_key').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** 'schedule' for cron-started runs, else null. */
    source: text('source'),
  },
  (t) => [
    index('command_runs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('command_runs_name_idx').on(t.name, t.finishedAt.desc()),
    index('command_runs_started_idx').on(t.status).where(sql`status IN ('queued', 'started')`),
  ],
);

/** Cron schedule of a command (Europe/Rome), set by an admin. */
export const commandSchedules = pgTable('command_schedules', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  params: jsonb('params').$type<{ arguments: Record<string, string>; options: Record<string, boolean> }>().notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rows of an import file being read: parsed and validated in batches outside any transaction, then
 * applied to the real tables in one transaction. Leftovers of a killed run are deleted at start-up.
 * No index (written fast, read once whole) and UNLOGGED (migration 'import_staging_unlogged'): staged
 * rows are scratch data a crash may lose.
 */
export const importStaging = pgTable('import_staging', {
  runId: integer('run_id').notNull(),
  line: integer('line').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
});
