// `npm start` builds the web app only when its bundle is not current: a hash of everything the build
// reads (web sources and config, the shared contract, the lock file's dependency versions) is kept next
// to the bundle, and a rebuild happens when it differs or the bundle is missing. `--force` always builds.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.build-stamp');
const INPUTS = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build.mjs', 'apps/web/postcss.config.cjs', 'apps/web/package.json', 'apps/web/tsconfig.json', 'packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];

/** Every file under the inputs, sorted, so the hash does not depend on directory order. */
function files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

export function sourceHash() {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap(files)) {
    // Test files do not reach the bundle.
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

const current = sourceHash();
const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : null;
if (!process.argv.includes('--force') && stamp === current && fs.existsSync(path.join(dist, 'index.html'))) {
  console.log('Interfaccia web già aggiornata: nessuna ricostruzione.');
} else {
  const build = spawnSync('npm', ['run', 'build', '-w', '@portale/web'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, `${current}\n`);
}
