/**
 * The JavaScript and CSS a first visit downloads, from the built web app (run `npm run build` first):
 *   npm run bench:bundle [-- --dist apps/web/dist] [--budget-kb 150]
 * For each screen: the entry script of index.html with its static imports, plus the route's lazy chunk
 * with its static imports (what the browser must fetch before the screen renders). Sizes raw, gzip (level 9)
 * and brotli, as the server sends them precompressed; the chunk count is the requests they take.
 * With --budget-kb it is a check (run by `npm run test:e2e` after the build, so CI fails): it exits 1 when the
 * initial JavaScript (entry and its static imports, what the login page loads) is over the budget, gzip, when
 * Dexie is among the chunks of the login or the customers home, or when a chunk the login loads on demand imports
 * the signed-in area's.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'apps/web/dist' }, 'budget-kb': { type: 'string' } } });
const dist = path.resolve(values.dist!);
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in index.html');
const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map((m) => m[1]!);

/** A chunk and everything it imports statically (`import … from "./x.js"`), transitively. */
function closure(start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = fs.readFileSync(path.join(assets, start), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) closure(m[1]!, seen);
  return seen;
}

/** The lazy chunk whose file name starts with the route component's module name. */
function lazyChunk(prefix: string): string {
  const found = fs.readdirSync(assets).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!found) throw new Error(`no chunk ${prefix}-*.js`);
  return found;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

function measure(files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const f of files) {
    const buf = fs.readFileSync(path.join(assets, f));
    raw += buf.length;
    gzip += zlib.gzipSync(buf, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(buf).length;
  }
  return { raw, gzip, brotli };
}

function sizes(files: Iterable<string>) {
  const { raw, gzip, brotli } = measure(files);
  return `${kb(raw)} | ${kb(gzip)} | ${kb(brotli)}`;
}

const initial = closure(entry);
const screens: [string, string[]][] = [
  ['entry (index.html)', []],
  ['login', []],
  // The signed-in chunk holds the layout and the customers home (apps/web/src/app/signed-in-routes.tsx).
  ['customers home', ['signed-in-routes']],
  ['orders (a screen of its own)', ['signed-in-routes', 'cart-routes']],
];
console.log(`\nInitial JavaScript of the built app (${path.relative(process.cwd(), dist)}):\n`);
console.log('| screen | chunks | raw | gzip | brotli |');
console.log('|---|---|---|---|---|');
for (const [name, lazy] of screens) {
  const files = new Set(initial);
  for (const prefix of lazy) {
    for (const f of closure(lazyChunk(prefix))) files.add(f);
  }
  console.log(`| ${name} | ${files.size} | ${sizes(files)} |`);
}
console.log(`| CSS (index.html) | ${stylesheets.length} | ${sizes(stylesheets)} |`);
// The public warranty page (garanzia.html) is its own entry: none of the portal's grouped chunks (apps/web/build.mjs).
const warrantyHtml = fs.readFileSync(path.join(dist, 'garanzia.html'), 'utf8');
const warrantyEntry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(warrantyHtml)?.[1];
if (warrantyEntry) console.log(`| public warranty page (garanzia.html) | ${closure(warrantyEntry).size} | ${sizes(closure(warrantyEntry))} |`);

/** Dexie's code (one of its error names): the offline copy's database must not travel with the first screens. */
const withDexie = (files: Iterable<string>) => [...files].filter((f) => fs.readFileSync(path.join(assets, f), 'utf8').includes('MissingAPIError'));

/** The chunks a chunk imports on demand (`import("./x.js")`). */
const dynamicImports = (file: string) =>
  [...fs.readFileSync(path.join(assets, file), 'utf8').matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!);

if (values['budget-kb']) {
  const budget = Number(values['budget-kb']) * 1024;
  const { gzip } = measure(initial);
  const signedIn = lazyChunk('signed-in-routes');
  const home = closure(signedIn, new Set(initial));
  const dexie = withDexie(home);
  // What the login loads on demand (its notices, the password pages, the service worker's glue) must not bring the
  // signed-in area with it (apps/web/build.mjs groups that area's chunks).
  const loginOnDemand = [...new Set([...initial].flatMap(dynamicImports))].filter((file) => file !== signedIn);
  const pullsSignedIn = loginOnDemand.filter((file) => closure(file).has(signedIn));
  if (gzip > budget) console.error(`\nInitial JavaScript ${kb(gzip)} gzip is over the budget of ${kb(budget)} (issue 58): keep new code out of the entry chunk.`);
  if (dexie.length) console.error(`\nDexie is in the login's or the customers home's JavaScript (${dexie.join(', ')}): load it when the offline copy starts (issue 58).`);
  if (pullsSignedIn.length) console.error(`\nWhat the login loads on demand (${pullsSignedIn.join(', ')}) imports the signed-in area's chunk ${signedIn}.`);
  if (gzip > budget || dexie.length || pullsSignedIn.length) process.exit(1);
  console.log(`\nInitial JavaScript ${kb(gzip)} gzip, within the budget of ${kb(budget)}; no Dexie in the login or the customers home; nothing the login loads on demand (${loginOnDemand.length} chunks) brings the signed-in area.`);
}
