// The web build (`npm run build -w @portale/web`): Vite twice. The first pass, not written, shows how Rolldown splits
// the app; the second builds it with the chunks a first load needs merged into two (issue 58).
//
// Rolldown puts together the modules reached by the same set of entries and dynamic imports, so a Mantine component
// that the login, a dialog and a screen all use becomes a file of its own: the customers home took 41 files, most of
// 1–4 kB. On HTTP/1.1 a phone fetches six at a time and pays a round trip for each. The second pass groups:
// - 'initial': the modules of every chunk the portal's entry loads statically (what the login loads), less the
//   chunks the public warranty page loads too (which stay apart: the warranty page never loads the portal's code);
// - 'signed-in-routes': the modules of every chunk the signed-in area loads statically (layout and home), less the
//   chunks that anything outside it loads statically (the login's notices and password pages must not load the
//   signed-in area);
// - 'signed-in-shared': those chunks the signed-in area shares with the login's on-demand ones, less the entry's and
//   the warranty page's.
// Whole chunks of the first pass, so no group imports a chunk that imports it back. The groups are read off the
// first pass's chunks, not the import graph: a package's index re-exports everything, and the graph would put all of
// Mantine in the login's chunk.
import { build } from 'vite';

const root = import.meta.dirname;
const SIGNED_IN_MODULE = /[\\/]src[\\/]app[\\/]signed-in-routes\.tsx$/;
/** zod has its own group (vite.config.ts): it must run before any chunk that builds schemas. */
const OWN_GROUP = /[\\/]zod-[^/]*\.js$/;

/** @param {import('rolldown').OutputChunk[]} chunks */
function chunkGroups(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** Chunks loaded with `roots`: their static imports, and their dynamic ones too with `dynamic`. */
  const closure = (roots, dynamic = false, into = new Set()) => {
    const stack = [...roots];
    while (stack.length) {
      const file = stack.pop();
      if (into.has(file) || !byFile.has(file)) continue;
      into.add(file);
      const chunk = byFile.get(file);
      stack.push(...chunk.imports, ...(dynamic ? chunk.dynamicImports : []));
    }
    return into;
  };
  const entry = (name) => {
    const found = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
    if (!found) throw new Error(`build.mjs: no entry chunk '${name}'`);
    return found.fileName;
  };
  const portal = entry('main');
  const warranty = entry('garanzia');
  const signedIn = chunks.find((chunk) => chunk.facadeModuleId && SIGNED_IN_MODULE.test(chunk.facadeModuleId))?.fileName;
  if (!signedIn) throw new Error('build.mjs: no signed-in chunk');

  const portalStatic = closure([portal]);
  const warrantyStatic = closure([warranty]);
  // What the signed-in area loads, statically or on demand, but for the entry's chunks (it imports the entry's
  // modules, and through them it would reach the login's notices and password pages).
  const insideSignedIn = new Set([...closure([signedIn], true, new Set(portalStatic))].filter((file) => !portalStatic.has(file)));
  // Chunks loaded on demand from outside the signed-in area, and what they load statically.
  const outsideRoots = new Set();
  for (const file of closure([portal, warranty], true)) {
    if (insideSignedIn.has(file)) continue;
    for (const target of byFile.get(file).dynamicImports) if (target !== signedIn) outsideRoots.add(target);
  }
  const outside = closure(outsideRoots, false, new Set([...portalStatic, ...warrantyStatic]));

  const modules = (files) => new Set(files.flatMap((file) => Object.keys(byFile.get(file).modules)));
  // The entry chunk stays as it is (index.html names it) and imports the group.
  const initial = modules([...portalStatic].filter((file) => file !== portal && !warrantyStatic.has(file) && !OWN_GROUP.test(file)));
  const signedInStatic = [...closure([signedIn])];
  const signedInArea = modules(signedInStatic.filter((file) => !outside.has(file)));
  // What the signed-in area shares with the login's on-demand chunks (notices, password pages): one chunk more.
  const shared = modules(signedInStatic.filter((file) => outside.has(file) && !portalStatic.has(file) && !warrantyStatic.has(file)));
  return { initial, signedInArea, shared };
}

const analysis = await build({ root, logLevel: 'warn', build: { write: false } });
const outputs = (Array.isArray(analysis) ? analysis : [analysis]).flatMap((result) => result.output ?? []);
const { initial, signedInArea, shared } = chunkGroups(outputs.filter((item) => item.type === 'chunk'));
const groupOf = (id) => (initial.has(id) ? 'initial' : signedInArea.has(id) ? 'signed-in-routes' : shared.has(id) ? 'signed-in-shared' : null);

await build({
  root,
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: groupOf,
              priority: 1,
              // Only the modules named: what they import from shared chunks stays there (see above).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
