import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import type { TestContext } from './test-app';

/** A data folder of its own per test file (import/export folders, errors files). */
export function jobsDataDir() {
  return path.join(os.tmpdir(), `portale-jobs-${crypto.randomBytes(4).toString('hex')}`);
}

/** Writes an import file (lines joined with CRLF, as Excel does) in the app's import folder. */
export function writeImportFile(t: TestContext, name: string, lines: string[], encoding: 'utf8' | 'utf8bom' | 'win1252' = 'utf8') {
  const dir = t.app.config.jobs.importDir;
  fs.mkdirSync(dir, { recursive: true });
  const text = lines.join('\r\n') + '\r\n';
  const body = encoding === 'win1252' ? iconv.encode(text, 'win1252') : Buffer.from((encoding === 'utf8bom' ? '\ufeff' : '') + text, 'utf8');
  fs.writeFileSync(path.join(dir, name), body);
  return name;
}

export interface RunResult {
  id: number;
  status: string;
  completed: boolean;
  error: string | null;
  output: Record<string, unknown> & { message: string; created?: number; updated?: number; errors?: { line: number; field: string; reason: string }[] };
}

/** Queues a command through the API and waits for its run to finish. */
export async function runCommand(
  t: TestContext,
  cookie: string,
  name: string,
  args: Record<string, string> = {},
  options: Record<string, boolean> = {},
): Promise<RunResult> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/job/executeCommand',
    headers: { cookie },
    payload: { command: { name, arguments: args, options } },
  });
  if (res.statusCode !== 200) throw new Error(`executeCommand ${name}: ${res.statusCode} ${res.body}`);
  return waitForRun(t, res.json().id);
}

export async function waitForRun(t: TestContext, id: number, timeoutMs = 60_000): Promise<RunResult> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await t.database.pool.query(`SELECT id, status, completed, error, output FROM command_runs WHERE id = $1`, [id]);
    if (rows[0] && !['queued', 'started'].includes(rows[0].status)) return rows[0] as RunResult;
    if (Date.now() > end) throw new Error(`run ${id} still ${rows[0]?.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
