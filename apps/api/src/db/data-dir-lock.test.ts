import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, removeStaleLock } from './data-dir-lock';

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

  it('never removes a fresh lock written after the stale one was seen (the takeover race, made deterministic)', () => {
    const dir = tmp();
    const file = path.join(dir, LOCK_FILE);
    const stale = JSON.stringify({ pid: 999_999_999, host: os.hostname(), startedAt: '2026-01-01T00:00:00Z', command: 'crashed' });
    fs.writeFileSync(file, stale);
    // Another restarting process took over in between: the file now holds its fresh lock.
    const fresh = JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), command: 'racer' });
    fs.writeFileSync(file, fresh);
    expect(removeStaleLock(file, stale)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(fresh);
    // The lock seen stale is still removed when it is what the file holds.
    fs.writeFileSync(file, stale);
    expect(removeStaleLock(file, stale)).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(`${file}.takeover`)).toBe(false);
  });

  it('three processes restarting at once over a stale lock: exactly one gets it, and its lock file stays (issue 20)', async () => {
    const script = path.join(tmp(), 'racer.ts');
    fs.writeFileSync(
      script,
      `import fs from 'node:fs';
import { lockDataDir } from ${JSON.stringify(path.join(here, 'data-dir-lock.ts'))};
const [dir, go] = process.argv.slice(2);
while (!fs.existsSync(go)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
try { lockDataDir(dir, 'racer'); console.log('locked'); setTimeout(() => process.exit(0), 4000); }
catch { console.log('refused'); }`,
    );
    for (let round = 0; round < 3; round++) {
      const dir = tmp();
      const dead = spawnSync(process.execPath, ['-e', '']).pid!;
      fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: dead, host: os.hostname(), startedAt: '2026-01-01T00:00:00Z', command: 'crashed' }));
      const go = path.join(dir, 'go');
      const racers = Array.from({ length: 3 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', script, dir, go], { stdio: ['ignore', 'pipe', 'inherit'], cwd: repo });
        children.push(child);
        return new Promise<{ pid: number; said: string }>((resolve) => {
          let said = '';
          child.stdout!.on('data', (d: Buffer) => {
            said += d.toString();
            if (said.includes('\n')) resolve({ pid: child.pid!, said: said.trim() });
          });
        });
      });
      // Every racer is up and polling before they are let go together.
      await new Promise((r) => setTimeout(r, 2500));
      fs.writeFileSync(go, '');
      const answers = await Promise.all(racers);
      const winners = answers.filter((a) => a.said === 'locked');
      expect(answers.map((a) => a.said).sort(), `round ${round}`).toEqual(['locked', 'refused', 'refused']);
      // The winner still has its lock file: a fourth process is refused.
      expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(winners[0]!.pid);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    }
  }, 60_000);

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
