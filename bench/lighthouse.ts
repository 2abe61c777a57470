import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, LIGHTHOUSE_CHROME_FLAGS, SCRATCH_DIR } from './config';
import { median } from './stats';
import type { LighthouseRun, LighthouseScreen } from './types';

export type LighthouseTarget = {
  screen: string;
  url: string;
  /** Returns a fresh Chromium profile folder to keep storage from (and removes it after the run). */
  profile?: { make(): string; remove(dir: string): void };
};

function numeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  return audits[id]?.numericValue ?? Number.NaN;
}

/**
 * One Lighthouse run (mobile, performance only) in a fresh headless Chromium. With a profile the
 * storage of that profile is kept (disableStorageReset); without one Chromium starts empty.
 */
export async function lighthouseRun(
  target: LighthouseTarget,
  index: number,
): Promise<{ run: LighthouseRun; warnings: string[] }> {
  const userDataDir = target.profile?.make();
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
    ...(userDataDir ? { userDataDir } : {}),
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(target.url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
      disableStorageReset: userDataDir !== undefined,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
    const { lhr } = result;
    writeFileSync(
      join(SCRATCH_DIR, `lighthouse-${target.screen}-${index}.json`),
      JSON.stringify(lhr),
    );
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    return {
      run: {
        score: typeof score === 'number' ? score * 100 : Number.NaN,
        lcpMs: numeric(lhr.audits, 'largest-contentful-paint'),
        tbtMs: numeric(lhr.audits, 'total-blocking-time'),
        cls: numeric(lhr.audits, 'cumulative-layout-shift'),
        totalBytes: numeric(lhr.audits, 'total-byte-weight'),
      },
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
    if (userDataDir) target.profile?.remove(userDataDir);
  }
}

/** Each metric's median over the runs. */
export function medianOf(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    totalBytes: of('totalBytes'),
  };
}

/**
 * `runs` rounds over all targets, interleaved (a, b, c, a, b, c, …) so that a slow moment of the
 * shared machine does not fall on one screen only.
 */
export async function lighthouseScreens(
  targets: readonly LighthouseTarget[],
  runs: number,
  progress: (line: string) => void,
): Promise<Map<string, LighthouseScreen>> {
  const collected = new Map(
    targets.map((target) => [
      target.screen,
      { runs: [] as LighthouseRun[], warnings: new Set<string>() },
    ]),
  );
  for (let round = 1; round <= runs; round += 1) {
    for (const target of targets) {
      const { run, warnings } = await lighthouseRun(target, round);
      const entry = collected.get(target.screen);
      entry?.runs.push(run);
      warnings.forEach((warning) => entry?.warnings.add(warning));
      progress(
        `  Lighthouse ${target.screen} ${round}/${runs}: score ${Math.round(run.score)}, ` +
          `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
      );
    }
  }
  return new Map(
    targets.map((target) => {
      const entry = collected.get(target.screen) ?? { runs: [], warnings: new Set<string>() };
      return [
        target.screen,
        {
          screen: target.screen,
          url: target.url,
          runs: entry.runs,
          median: medianOf(entry.runs),
          warnings: [...entry.warnings],
        },
      ];
    }),
  );
}
