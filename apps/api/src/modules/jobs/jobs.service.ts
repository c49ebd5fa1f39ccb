import path from 'node:path';
import type { z } from 'zod';
import type { TCommand, TCommandHistoryEntry, ZExecuteCommandRequest, ZSetScheduleRequest } from '@portale/contract/jobs';
import type { TFieldError } from '@portale/contract/errors';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { authorUserId, type Actor } from '../../lib/actor';
import type { CommandDefinition, CommandParams } from '../../jobs/command';
import { nextCronRun, type JobEngine } from '../../jobs/engine';
import { hasErrorsFile, importFileExists } from '../../jobs/import/import-files';
import * as runs from '../../jobs/runs.repository';
import { pagedOf } from '../../lists/list-paging';
import { PER_PAGE } from '../../lists/list-sql';

const HISTORY = 5;
const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 100) / 10);

export async function getCommands(engine: JobEngine): Promise<TCommand[]> {
  const pool = engine.database.pool;
  const [last, schedules] = await Promise.all([runs.lastRuns(pool, HISTORY), runs.listSchedules(pool)]);
  return engine.list().map((c) => {
    const schedule = schedules.find((s) => s.name === c.name);
    return {
      name: c.name,
      description: c.description,
      priority: c.priority,
      kind: c.kind ?? 'task',
      arguments: c.arguments.map((a) => ({ name: a.name, label: a.label, required: Boolean(a.required), value: a.default ?? '' })),
      options: c.options.map((o) => ({ name: o.name, label: o.label, checked: false })),
      history: last
        .filter((r) => r.name === c.name)
        .map((r) => ({ finished_at: r.finished_at.toISOString(), elapsed_time: seconds(r.elapsed_ms), completed: r.completed })),
      schedule: schedule
        ? { cron: schedule.cron, next_run_at: schedule.next_run_at.toISOString(), params: { arguments: schedule.params?.arguments ?? {}, options: schedule.params?.options ?? {} } }
        : null,
    };
  });
}

export async function getQueue(engine: JobEngine, config: Config, page: number) {
  const { rows, total } = await runs.pageRuns(engine.database.pool, page, PER_PAGE);
  const withErrors = (r: (typeof rows)[number]) => Number((r.output as { errors_count?: number } | null)?.errors_count ?? 0) > 0;
  const data: TCommandHistoryEntry[] = await Promise.all(rows.map(async (r) => ({
    id: r.id,
    name: r.name,
    params: r.params,
    status: r.status as TCommandHistoryEntry['status'],
    elapsed_time: r.elapsed_ms !== null ? seconds(r.elapsed_ms) : r.started_at ? seconds(Date.now() - r.started_at.getTime()) : null,
    created_at: r.created_at.toISOString(),
    started_at: r.started_at?.toISOString() ?? null,
    finished_at: r.finished_at?.toISOString() ?? null,
    completed: r.completed,
    progress: { done: r.progress_done, total: r.progress_total, phase: r.progress_phase },
    output: r.output,
    error: r.error,
    has_errors_file: withErrors(r) && (await hasErrorsFile(config, r.id)),
  })));
  return pagedOf(data, total, page, false);
}

type ExecuteInput = z.output<typeof ZExecuteCommandRequest>['command'];

/** The command and its parameters, checked against the registry: every problem is a 400 naming the field. */
export async function resolveCommand(engine: JobEngine, input: ExecuteInput, config: Config): Promise<{ command: CommandDefinition; params: CommandParams }> {
  const command = engine.get(input.name);
  if (!command) throw AppError.badRequest(`Comando sconosciuto: ${input.name}`);
  const args: Record<string, string> = {};
  const given = Array.isArray(input.arguments)
    ? input.arguments.map((a) => [a.name, a.value === null || a.value === undefined ? '' : String(a.value)] as const)
    : Object.entries(input.arguments ?? {}).map(([k, v]) => [k, String(v)] as const);
  const fields: TFieldError[] = [];
  for (const [name, value] of given) {
    if (!command.arguments.some((a) => a.name === name)) fields.push({ path: `command.arguments.${name}`, message: `Argomento sconosciuto: ${name}` });
    else args[name] = value.trim();
  }
  const opts: Record<string, boolean> = {};
  const givenOpts = Array.isArray(input.options) ? input.options.map((o) => [o.name, Boolean(o.checked)] as const) : Object.entries(input.options ?? {});
  for (const [name, checked] of givenOpts) {
    if (!command.options.some((o) => o.name === name)) fields.push({ path: `command.options.${name}`, message: `Opzione sconosciuta: ${name}` });
    else opts[name] = checked;
  }
  for (const a of command.arguments) {
    const value = args[a.name] ?? a.default ?? '';
    if (a.required && !value) {
      fields.push({ path: `command.arguments.${a.name}`, message: `Argomento obbligatorio: ${a.name}` });
      continue;
    }
    const reason = value ? a.validate?.(value) : null;
    if (reason) fields.push({ path: `command.arguments.${a.name}`, message: reason });
    else if (command.kind === 'import' && a.name === 'file' && value && !(await importFileExists(config, value)))
      fields.push({ path: `command.arguments.${a.name}`, message: `File non trovato nella cartella import: ${value}` });
    if (value) args[a.name] = value;
  }
  if (fields.length) throw new AppError('VALIDATION_FAILED', fields.map((f) => f.message).join('; '), fields);
  return { command, params: { arguments: args, options: opts } };
}

export async function executeCommand(engine: JobEngine, config: Config, input: ExecuteInput, actor: Actor) {
  const { command, params } = await resolveCommand(engine, input, config);
  const id = await engine.enqueue(command, params, authorUserId(actor), null, actor.apiKey?.id ?? null);
  return { success: true, message: 'Comando accodato correttamente', id };
}

export async function setSchedule(engine: JobEngine, config: Config, input: z.output<typeof ZSetScheduleRequest>) {
  if (!input.cron) {
    if (!engine.get(input.name)) throw AppError.badRequest(`Comando sconosciuto: ${input.name}`);
    await runs.deleteSchedule(engine.database.pool, input.name);
    return { success: true, message: 'Pianificazione rimossa' };
  }
  const { command, params } = await resolveCommand(engine, { name: input.name, arguments: input.params?.arguments, options: input.params?.options }, config);
  const next = nextCronRun(input.cron);
  if (typeof next === 'string') throw new AppError('VALIDATION_FAILED', next, [{ path: 'cron', message: next }]);
  await runs.upsertSchedule(engine.database.pool, command.name, input.cron.trim(), params, next);
  return { success: true, message: 'Pianificazione salvata' };
}

/** A safe, fresh file name for an uploaded import file. */
export function uploadName(original: string, now = new Date()) {
  const base = path.basename(original).replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '') || 'file.csv';
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `upload-${stamp}-${Math.random().toString(36).slice(2, 6)}-${base}`;
}
