import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSize } from './chunks';

/**
 * The JavaScript a screen needs before its first render, read from the build alone (no browser):
 * Vite's manifest (web/dist/.vite/manifest.json) names each chunk's static imports, which Vite
 * preloads with a dynamic import, so the chunks of the modules the app awaits before a screen's
 * first render (bench/first-render-entries.ts) and their static imports are what the browser
 * loads. Deterministic: the CI byte check compares it with bench/first-render-bytes.json.
 */

/** One chunk of Vite's build manifest (the fields used here). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
/** Vite's build manifest: chunks by source module (relative to web/) or by `_<chunk file>`. */
export type ViteManifest = Record<string, ManifestChunk>;

export type FirstRenderFile = { file: string; gzipBytes: number };
/** JS files by name (as the bench labels them: the asset's file name), sorted, and their gzip sum. */
export type FirstRenderBytes = { jsGzip: number; files: FirstRenderFile[] };

export const MANIFEST_PATH = '.vite/manifest.json';
/** The key of the page's own entry chunk. */
const HTML_ENTRY = 'index.html';

export function readManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(distDir, MANIFEST_PATH), 'utf8')) as ViteManifest;
}

/**
 * The manifest keys reached from index.html's entry chunk and the given entry modules over
 * static imports (not dynamic ones: those load later, if at all). Throws for an entry that is no
 * chunk of the build (a renamed or moved module: bench/first-render-entries.ts must follow).
 */
export function staticClosure(manifest: ViteManifest, entries: readonly string[]): string[] {
  const missing = [HTML_ENTRY, ...entries].filter((key) => manifest[key] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `not a chunk of the build: ${missing.join(', ')} (update bench/first-render-entries.ts)`,
    );
  }
  const reached = new Set<string>();
  const pending = [HTML_ENTRY, ...entries];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (reached.has(key)) continue;
    reached.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return [...reached];
}

/** The JS files of the static closure with their gzip sizes (zlib level 6, as the bench's). */
export function firstRenderBytes(
  manifest: ViteManifest,
  distDir: string,
  entries: readonly string[],
): FirstRenderBytes {
  const paths = new Set(
    staticClosure(manifest, entries)
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => file !== undefined && /\.m?js$/.test(file)),
  );
  const files = [...paths]
    .map((path) => ({
      file: basename(path),
      gzipBytes: gzipSize(readFileSync(join(distDir, path))),
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
  return { files, jsGzip: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** A chunk's name without its content hash: `start-C2a5ciz5.js` → `start`. */
export const chunkName = (file: string): string =>
  file.replace(/\.m?js$/, '').replace(/-[\w-]{8}$/, '');

export type FileChange = { name: string; delta: number; change: 'added' | 'removed' | 'changed' };

/**
 * What changed between two lists of files, by chunk name without hashes (a chunk whose code
 * changed keeps its name), largest growth first.
 */
export function fileDifference(
  committed: readonly FirstRenderFile[],
  now: readonly FirstRenderFile[],
): FileChange[] {
  const byName = (files: readonly FirstRenderFile[]) => {
    const sums = new Map<string, number>();
    for (const { file, gzipBytes } of files)
      sums.set(chunkName(file), (sums.get(chunkName(file)) ?? 0) + gzipBytes);
    return sums;
  };
  const before = byName(committed);
  const after = byName(now);
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .map((name): FileChange => {
      const was = before.get(name);
      const is = after.get(name);
      const change = was === undefined ? 'added' : is === undefined ? 'removed' : 'changed';
      return { name, delta: (is ?? 0) - (was ?? 0), change };
    })
    .filter(({ delta, change }) => delta !== 0 || change !== 'changed')
    .sort((a, b) => b.delta - a.delta || a.name.localeCompare(b.name));
}
