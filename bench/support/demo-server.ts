import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The built app on a fresh embedded database with the demo data, for the browser benches. `stop()` ends it
 * and removes its data directory.
 */
export async function startDemoServer(port: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portale-bench-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    const ok = await fetch(`${base}/api/docs/json`).then((r) => r.ok, () => false);
    if (ok) return { base, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not start in 180 s');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
