/** CPU time of the app's processes and of PostgreSQL's backends, from /proc (Linux), for per-request figures. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICK_MS = 10; // /proc CPU times are in clock ticks (USER_HZ = 100 on Linux)

/** CPU time (ms) used so far by a process, from /proc. */
export function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU time (ms) used so far by a process and its children (a cluster's API processes), from /proc. */
export function treeCpuMs(pid: number): number {
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    // pgrep exits 1 when there are none
  }
  return cpuMs(pid) + children.reduce((sum, child) => sum + cpuMs(child), 0);
}

/** CPU time of every PostgreSQL backend connected to the database `dbName`, by pid. */
export function dbBackendsCpu(dbName: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres: ') && cmd.includes(` ${dbName} `)) out.set(Number(entry), cpuMs(Number(entry)));
    } catch {
      // process ended meanwhile
    }
  }
  return out;
}

/** The backends' CPU (ms) between two readings of dbBackendsCpu. */
export function dbCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}
