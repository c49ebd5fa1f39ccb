import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const tsx = path.join(repo, 'node_modules/.bin/tsx');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Another process holding the lock on dir until killed; resolves once it holds it. */
async function holder(dir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(path.join(here, 'data-dir-lock.ts'))};
lockDataDir(${JSON.stringify(dir)}, 'holder'); console.log('locked'); setInterval(() => {}, 1000);`;
  const file = path.join(dir, '..', `${path.basename(dir)}-holder.ts`);
  fs.writeFileSync(file, script);
  // node itself (not the tsx wrapper, which runs a second process) so that SIGKILL kills the holder.
  const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'pipe', 'inherit'], cwd: repo });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('holder did not lock in time')), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('locked')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, ...env } = process.env;
  return env;
}

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portale-lock-'));

describe('data folder lock', () => {
  it('refuses a second process at once with a clear message, and lets it in after the first ends', async () => {
    const dir = tmp();
    const first = await holder(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/già in uso da processo \d+ \(holder\).*\n.*already in use/);
    first.kill('SIGTERM');
    await new Promise((r) => first.once('exit', r));
    const lock = lockDataDir(dir);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a stale lock left by a SIGKILLed process', async () => {
    const dir = tmp();
    const first = await holder(dir);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('stops the demo CLI before it touches a locked embedded database', async () => {
    const dir = tmp();
    await holder(dir);
    const res = spawnSync(tsx, [path.join(repo, 'apps/api/src/demo/cli.ts')], {
      env: { ...withoutDatabaseUrl(), DATA_DIR: dir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('è già in uso');
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
  });
});
