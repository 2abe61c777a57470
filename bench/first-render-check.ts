import {
  type FirstRenderBytes,
  type ViteManifest,
  fileDifference,
  firstRenderBytes,
} from './first-render-bytes';
import {
  FIRST_RENDER_ENTRIES,
  FIRST_RENDER_SCREENS,
  type FirstRenderScreen,
} from './first-render-entries';
import { KB, formatValue } from './targets';

/** The CI byte check fails when a screen's first-render JS grows by more than this (gzip). */
export const GROWTH_LIMIT_BYTES = 2 * KB;

export type FirstRenderByScreen = Record<FirstRenderScreen, FirstRenderBytes>;

/** bench/first-render-bytes.json: the committed static figures the check compares with. */
export type FirstRenderFigures = {
  about: string;
  commit: string;
  screens: FirstRenderByScreen;
};

export const FIGURES_ABOUT =
  'First-render JS per screen (gzip, level 6), computed from the build (web/dist, vite build --mode ' +
  'emulators) by bench/first-render-bytes.ts over bench/first-render-entries.ts. Written by npm run ' +
  'bench (or npm run check:bytes -- --write); npm run check:bytes, part of npm test, fails when a ' +
  'screen grows by more than 2 KB over these figures.';

export function measureFirstRender(manifest: ViteManifest, distDir: string): FirstRenderByScreen {
  const screens: Partial<FirstRenderByScreen> = {};
  for (const screen of FIRST_RENDER_SCREENS)
    screens[screen] = firstRenderBytes(manifest, distDir, FIRST_RENDER_ENTRIES[screen]);
  return screens as FirstRenderByScreen;
}

export function renderFigures(commit: string, screens: FirstRenderByScreen): string {
  const figures: FirstRenderFigures = { about: FIGURES_ABOUT, commit, screens };
  return `${JSON.stringify(figures, null, 2)}\n`;
}

const isBytes = (value: unknown): value is FirstRenderBytes =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FirstRenderBytes).jsGzip === 'number' &&
  Array.isArray((value as FirstRenderBytes).files);

/** The committed figures, or null when the file holds none for some screen. */
export function parseFigures(text: string): FirstRenderFigures | null {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { screens, commit } = parsed as Partial<FirstRenderFigures>;
  if (typeof commit !== 'string' || typeof screens !== 'object' || screens === null) return null;
  if (!FIRST_RENDER_SCREENS.every((screen) => isBytes(screens[screen]))) return null;
  return parsed as FirstRenderFigures;
}

export type CheckLine = {
  screen: FirstRenderScreen;
  committed: number;
  now: number;
  delta: number;
  tooLarge: boolean;
};

export function checkFirstRender(
  committed: FirstRenderByScreen,
  now: FirstRenderByScreen,
  limit = GROWTH_LIMIT_BYTES,
): CheckLine[] {
  return FIRST_RENDER_SCREENS.map((screen) => {
    const delta = now[screen].jsGzip - committed[screen].jsGzip;
    return {
      screen,
      committed: committed[screen].jsGzip,
      now: now[screen].jsGzip,
      delta,
      tooLarge: delta > limit,
    };
  });
}

const signed = (bytes: number) => `${bytes > 0 ? '+' : bytes < 0 ? '−' : '±'}${Math.abs(bytes)} B`;
const exact = (bytes: number) => `${bytes} B (${formatValue(bytes, 'bytes')})`;

/** The table, then for each screen over the limit which chunks came, went or changed. */
export function renderCheck(
  lines: readonly CheckLine[],
  committed: FirstRenderFigures,
  now: FirstRenderByScreen,
  limit = GROWTH_LIMIT_BYTES,
): string {
  const rows = [
    ['screen', 'committed', 'now', 'delta', 'result'],
    ...lines.map((line) => [
      line.screen,
      exact(line.committed),
      exact(line.now),
      signed(line.delta),
      line.tooLarge ? `FAIL (over +${limit} B)` : 'ok',
    ]),
  ];
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  const out = [
    `First-render JS (gzip) against bench/first-render-bytes.json (commit ${committed.commit}):`,
    '',
    ...rows.map((row) =>
      row
        .map((text, column) => text.padEnd(widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    ),
  ];
  for (const line of lines.filter((item) => item.tooLarge)) {
    const changes = fileDifference(committed.screens[line.screen].files, now[line.screen].files);
    out.push('', `${line.screen}: what changed (chunks by name, gzip):`);
    for (const { name, delta, change } of changes)
      out.push(`  ${name}: ${signed(delta)}${change === 'changed' ? '' : ` (${change})`}`);
  }
  return out.join('\n');
}
