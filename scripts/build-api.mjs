// The API as production runs it: compiled JavaScript, not a transpiler at start. esbuild bundles our own code
// (apps/api/src and the shared contract) into apps/api/dist/server.js and worker.js; npm packages stay imports,
// resolved from node_modules at run time as before. It takes well under a second, so `npm start` always builds.
// No code splitting: each entry is one file, so a rebuild while the portal runs never removes a chunk that a
// process forked later (cluster/primary.ts) would still look for.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bare imports are npm packages (kept external) except our workspace's own, which are TypeScript sources. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portale/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ['apps/api/src/server.ts', 'apps/api/src/worker.ts'],
  outdir: 'apps/api/dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepPackagesExternal],
});
