// Gzip sizes of the JS and CSS a first visit loads: what dist/index.html loads (its module
// script, the chunks it modulepreloads and its stylesheets), and for the first screens (loading,
// the gender step) the route's lazy chunks with their static imports that index.html does not
// already load. Reads dist/.vite/manifest.json (build.manifest): run `npx vite build` first.
//   node scripts/initial-js-size.mjs [--json]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Lazy route chunks a first screen needs on top of the entry (source paths as in the manifest). */
const SCREENS = {
  loading: ['src/features/onboarding/loading-screen.tsx'],
  gender: ['src/features/onboarding/onboarding-step-route.tsx'],
};

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The chunk's file, its CSS and all of its static imports, transitively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

function files(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js: [...js], css: [...css] };
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const htmlFiles = [
  ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/([^"]+\.(?:js|css))"/g),
].map((match) => match[1]);

function report(name, keys, base = new Set(), extraFiles = []) {
  const all = closure(keys);
  const extra = [...all].filter((key) => !base.has(key));
  const listed = files(extra);
  const baseFiles = new Set(
    [...base].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]),
  );
  const js = [...new Set([...listed.js, ...extraFiles.filter((f) => f.endsWith('.js'))])].filter(
    (file) => !baseFiles.has(file),
  );
  const css = [...new Set([...listed.css, ...extraFiles.filter((f) => f.endsWith('.css'))])].filter(
    (file) => !baseFiles.has(file),
  );
  const rows = [...js, ...css].map((file) => ({ file, gzip: gzipBytes(file) }));
  rows.sort((a, b) => b.gzip - a.gzip);
  const sum = (list) => list.reduce((total, file) => total + gzipBytes(file), 0);
  return { name, jsGzip: sum(js), cssGzip: sum(css), rows, keys: all };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const htmlKeys = htmlFiles.map((file) => keyOfFile.get(file)).filter(Boolean);
const initial = report('index.html', [entryKey, ...htmlKeys], new Set(), htmlFiles);
const screens = Object.entries(SCREENS).map(([name, keys]) => report(name, keys, initial.keys));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
if (process.argv.includes('--json')) {
  const out = (r) => ({ jsGzip: r.jsGzip, cssGzip: r.cssGzip, files: r.rows });
  console.log(
    JSON.stringify(
      {
        initial: out(initial),
        screens: Object.fromEntries(
          screens.map((s) => [s.name, { ...out(s), totalJsGzip: initial.jsGzip + s.jsGzip }]),
        ),
      },
      null,
      2,
    ),
  );
} else {
  const print = (r, label) => {
    console.log(`${label}: JS ${kb(r.jsGzip)} gzip, CSS ${kb(r.cssGzip)} gzip`);
    for (const row of r.rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
  };
  print(initial, 'initial (everything index.html loads: entry, modulepreloads, CSS)');
  for (const screen of screens) {
    print(screen, `+ ${screen.name} route chunks`);
    console.log(`  = first screen "${screen.name}": JS ${kb(initial.jsGzip + screen.jsGzip)} gzip`);
  }
}
