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

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
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

/**
 * One process per data folder: an O_EXCL lock file holding the owner's pid, taken before the
 * embedded database is opened and removed at close (and at exit). A second process refuses at once;
 * a lock left by a killed process (its pid no longer runs) is taken over, so a restart after a crash
 * or SIGKILL is never blocked.
 */
export function lockDataDir(dataDir: string, command = process.argv.slice(1).map((a) => path.basename(a)).join(' ')): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), command };
  for (let attempt = 0; attempt < 3; attempt++) {
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
    const owner = readOwner(file);
    if (ownerAlive(owner, file)) throw new DataDirLockedError(dataDir, owner);
    // Stale: move it aside atomically; if another restarting process moved it first, retry the create.
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readOwner(aside);
    fs.rmSync(aside, { force: true });
    // We may have moved a fresh lock that a racing process had just written: then that process owns the folder.
    if (moved && ownerAlive(moved, file)) throw new DataDirLockedError(dataDir, moved);
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
