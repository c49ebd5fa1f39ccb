import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'portale.lock';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: LockOwner | undefined) {
    const who = owner ? `processo ${owner.pid} (${owner.command}), avviato ${owner.startedAt}` : 'un altro processo';
    super(
      `La cartella dei dati ${dataDir} è già in uso da ${who}: fermarlo prima di avviarne un altro, o usare un altro DATA_DIR.\n` +
        `The data folder ${dataDir} is already in use by ${owner ? `process ${owner.pid}` : 'another process'}: stop it first, or use another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    return JSON.parse(text) as LockOwner;
  } catch {
    return undefined;
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return parseOwner(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Lock files this process holds now (a lock naming our pid but not in here is from an earlier life). */
const held = new Set<string>();

/** Whether the recorded owner still runs. Another host's lock is trusted as live (we cannot check it). */
function ownerAlive(owner: LockOwner | undefined, file: string): boolean {
  if (!owner || !Number.isInteger(owner.pid)) return false;
  if (owner.host !== os.hostname()) return true;
  // Our own pid: held by this process now, or left by an earlier process with the same pid (pid 1 in a container).
  if (owner.pid === process.pid) return held.has(file);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

/** Blocks this thread for `ms` (the lock is taken synchronously, before anything else starts). */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes a stale lock under a second O_EXCL file (`portale.lock.takeover`), re-reading the lock while holding
 * it: only the lock that was seen stale is removed, never a fresh one a racing process has just written. Two
 * processes restarting at once after a crash thus never delete each other's lock (the race a plain
 * rename-and-delete had). Answers false when another process is taking over (the caller tries again).
 */
function takeoverAbandoned(takeover: string): boolean {
  const owner = readOwner(takeover);
  if (owner) return !ownerAlive(owner, takeover);
  try {
    return Date.now() - fs.statSync(takeover).mtimeMs > 10_000;
  } catch {
    return false; // gone already
  }
}

export function removeStaleLock(file: string, seen: string): boolean {
  const takeover = `${file}.takeover`;
  try {
    fs.writeFileSync(takeover, JSON.stringify({ pid: process.pid, host: os.hostname() }), { flag: 'wx', mode: 0o644 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A takeover left by a process killed halfway is cleared for the next attempt: its pid is gone, or it never
    // got its content and is old. A takeover just created (still empty) belongs to a live process.
    if (takeoverAbandoned(takeover)) fs.rmSync(takeover, { force: true });
    return false;
  }
  // Only the holder of the takeover file removes a lock, and a lock is only created where none exists: while
  // the file still holds the stale text we read, nobody can replace it, so comparing then removing is safe.
  try {
    let current: string | null = null;
    try {
      current = fs.readFileSync(file, 'utf8');
    } catch {
      current = null;
    }
    if (current === seen) fs.rmSync(file, { force: true });
    return true;
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}

/**
 * One process per data folder: an O_EXCL lock file holding the owner's pid, taken before the
 * embedded database is opened and removed at close (and at exit). A second process refuses at once;
 * a lock left by a killed process (its pid no longer runs) is taken over (removeStaleLock), so a
 * restart after a crash or SIGKILL is never blocked.
 */
export function lockDataDir(dataDir: string, command = process.argv.slice(1).map((a) => path.basename(a)).join(' ')): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), command };
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o644 });
      held.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(file);
        process.off('exit', release);
        // Only remove the file if it is still ours.
        if (readOwner(file)?.pid === me.pid && readOwner(file)?.startedAt === me.startedAt) fs.rmSync(file, { force: true });
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let seen: string;
    try {
      seen = fs.readFileSync(file, 'utf8');
    } catch {
      continue; // removed meanwhile: try to create it again
    }
    const owner = parseOwner(seen);
    if (ownerAlive(owner, file)) throw new DataDirLockedError(dataDir, owner);
    // An empty lock may be one being written this instant: only after a while is it a crashed writer's.
    if (!owner && attempt < 10) {
      pause(20);
      continue;
    }
    if (!removeStaleLock(file, seen)) pause(20 + Math.floor(Math.random() * 30));
  }
  throw new DataDirLockedError(dataDir, readOwner(file));
}

/** For command-line entry points: the lock, or the clear message and exit code 1 when another process holds it. */
export function claimDataDirOrExit(dataDir: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
