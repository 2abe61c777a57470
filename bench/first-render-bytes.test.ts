import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gzipSize } from './chunks';
import {
  type ViteManifest,
  chunkName,
  fileDifference,
  firstRenderBytes,
  staticClosure,
} from './first-render-bytes';
import {
  type FirstRenderByScreen,
  checkFirstRender,
  parseFigures,
  renderCheck,
  renderFigures,
} from './first-render-check';

/**
 * index.html → (dynamic) start → react (static), start → (dynamic) screen → shared, lazy. A CSS
 * file and a module only a dynamic import reaches.
 */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    isEntry: true,
    dynamicImports: ['src/start.tsx'],
  },
  'src/start.tsx': {
    file: 'assets/start-BBBBBBBB.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-CCCCCCCC.js'],
    dynamicImports: ['src/screen.tsx', 'src/later.tsx'],
  },
  '_react-CCCCCCCC.js': { file: 'assets/react-CCCCCCCC.js', imports: ['index.html'] },
  'src/screen.tsx': {
    file: 'assets/screen-DDDDDDDD.js',
    isDynamicEntry: true,
    imports: ['src/start.tsx', '_shared-EEEEEEEE.js'],
    css: ['assets/screen-FFFFFFFF.css'],
  },
  '_shared-EEEEEEEE.js': { file: 'assets/shared-EEEEEEEE.js', imports: ['_react-CCCCCCCC.js'] },
  'src/later.tsx': {
    file: 'assets/later-GGGGGGGG.js',
    isDynamicEntry: true,
    imports: ['_shared-EEEEEEEE.js'],
  },
};

const dist = mkdtempSync(join(tmpdir(), 'first-render-'));
mkdirSync(join(dist, 'assets'));
const texts: Record<string, string> = {
  'index-AAAAAAAA.js': 'import("./start-BBBBBBBB.js");',
  'start-BBBBBBBB.js': 'export const start = () => 1;'.repeat(40),
  'react-CCCCCCCC.js': 'export const react = {};'.repeat(80),
  'screen-DDDDDDDD.js': 'export default function Screen() {}',
  'shared-EEEEEEEE.js': 'export const shared = 2;',
  'later-GGGGGGGG.js': 'export default function Later() {}'.repeat(100),
  'screen-FFFFFFFF.css': 'h1{color:red}',
};
for (const [file, text] of Object.entries(texts)) writeFileSync(join(dist, 'assets', file), text);
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const gz = (file: string) => gzipSize(Buffer.from(texts[file] ?? ''));

describe('first-render bytes from the build manifest', () => {
  it('follows static imports from the entry chunk and the given modules, not dynamic ones', () => {
    expect(staticClosure(manifest, ['src/start.tsx']).sort()).toEqual(
      ['_react-CCCCCCCC.js', 'index.html', 'src/start.tsx'].sort(),
    );
    expect(staticClosure(manifest, []).sort()).toEqual(['index.html']);
  });

  it('answers each JS file of the closure once with its gzip size, and their total', () => {
    const bytes = firstRenderBytes(manifest, dist, ['src/start.tsx', 'src/screen.tsx']);
    expect(bytes.files).toEqual([
      { file: 'index-AAAAAAAA.js', gzipBytes: gz('index-AAAAAAAA.js') },
      { file: 'react-CCCCCCCC.js', gzipBytes: gz('react-CCCCCCCC.js') },
      { file: 'screen-DDDDDDDD.js', gzipBytes: gz('screen-DDDDDDDD.js') },
      { file: 'shared-EEEEEEEE.js', gzipBytes: gz('shared-EEEEEEEE.js') },
      { file: 'start-BBBBBBBB.js', gzipBytes: gz('start-BBBBBBBB.js') },
    ]);
    expect(bytes.jsGzip).toBe(bytes.files.reduce((sum, file) => sum + file.gzipBytes, 0));
  });

  it('refuses an entry module the build does not have, naming the file to update', () => {
    expect(() => firstRenderBytes(manifest, dist, ['src/renamed.tsx'])).toThrow(
      /src\/renamed\.tsx.*bench\/first-render-entries\.ts/,
    );
  });

  it('names chunks without their hash and tells what changed between two lists', () => {
    expect(chunkName('create-slot-recipe-context-BMycFK4Y.js')).toBe('create-slot-recipe-context');
    expect(chunkName('index-BDYnvXD-.js')).toBe('index');
    expect(
      fileDifference(
        [
          { file: 'start-AAAAAAAA.js', gzipBytes: 1000 },
          { file: 'gone-BBBBBBBB.js', gzipBytes: 50 },
          { file: 'same-CCCCCCCC.js', gzipBytes: 10 },
        ],
        [
          { file: 'start-DDDDDDDD.js', gzipBytes: 1300 },
          { file: 'new-EEEEEEEE.js', gzipBytes: 400 },
          { file: 'same-FFFFFFFF.js', gzipBytes: 10 },
        ],
      ),
    ).toEqual([
      { name: 'new', delta: 400, change: 'added' },
      { name: 'start', delta: 300, change: 'changed' },
      { name: 'gone', delta: -50, change: 'removed' },
    ]);
  });
});

describe('the byte check', () => {
  const figures = (loading: number, gender: number, payment: number): FirstRenderByScreen => ({
    loading: { jsGzip: loading, files: [{ file: 'start-AAAAAAAA.js', gzipBytes: loading }] },
    gender: { jsGzip: gender, files: [{ file: 'start-AAAAAAAA.js', gzipBytes: gender }] },
    payment: { jsGzip: payment, files: [{ file: 'start-AAAAAAAA.js', gzipBytes: payment }] },
  });
  const committed = figures(150_000, 220_000, 350_000);

  it('fails a screen that grew by more than 2 KB gzip, not one that grew by 2 KB or shrank', () => {
    const lines = checkFirstRender(committed, figures(152_048, 222_049, 340_000));
    expect(lines).toEqual([
      { screen: 'loading', committed: 150_000, now: 152_048, delta: 2048, tooLarge: false },
      { screen: 'gender', committed: 220_000, now: 222_049, delta: 2049, tooLarge: true },
      { screen: 'payment', committed: 350_000, now: 340_000, delta: -10_000, tooLarge: false },
    ]);
  });

  it('prints committed, now and delta per screen, and what grew where it failed', () => {
    const now = figures(150_000, 222_049, 340_000);
    const saved = parseFigures(renderFigures('abc1234', committed));
    if (saved === null) throw new Error('figures not read back');
    const text = renderCheck(checkFirstRender(committed, now), saved, now);
    expect(text).toContain('(commit abc1234)');
    expect(text).toMatch(/loading +150000 B \(146\.5 KB\) +150000 B \(146\.5 KB\) +±0 B +ok/);
    expect(text).toMatch(/gender .* \+2049 B +FAIL \(over \+2048 B\)/);
    expect(text).toMatch(/payment .* −10000 B +ok/);
    expect(text).toContain('gender: what changed (chunks by name, gzip):\n  start: +2049 B');
    expect(text).not.toContain('payment: what changed');
  });

  it('reads no figures from a file without them (a report from before the check)', () => {
    expect(parseFigures('{"commit":"abc"}')).toBeNull();
    expect(parseFigures('{"screens":{"loading":{"jsGzip":1,"files":[]}}}')).toBeNull();
    expect(parseFigures(renderFigures('abc', committed))?.screens.gender.jsGzip).toBe(220_000);
  });
});
