// Gzip sizes of the JS and CSS a first visit loads: the entry of index.html with its static
// imports, and for the first screens (loading, the gender step) the route's lazy chunk with its
// static imports. Reads dist/.vite/manifest.json (build.manifest), so run `npx vite build` first.
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

function report(name, keys, base = new Set()) {
  const all = closure(keys);
  const extra = [...all].filter((key) => !base.has(key));
  const { js, css } = files(extra);
  const rows = [...js, ...css].map((file) => ({ file, gzip: gzipBytes(file) }));
  rows.sort((a, b) => b.gzip - a.gzip);
  const sum = (list) => list.reduce((total, file) => total + gzipBytes(file), 0);
  return { name, jsGzip: sum(js), cssGzip: sum(css), rows, keys: all };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = report('index.html', [entryKey]);
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
  print(initial, 'initial (index.html entry + static imports)');
  for (const screen of screens) {
    print(screen, `+ ${screen.name} route chunks`);
    console.log(`  = first screen "${screen.name}": JS ${kb(initial.jsGzip + screen.jsGzip)} gzip`);
  }
}
