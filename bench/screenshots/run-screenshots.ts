import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { step } from '../../emulators/launcher/processes.js';
import { type RunningStack, startStack } from '../../emulators/launcher/stack.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT, STACK } from '../config';
import { captureLanguage } from './capture-walk';
import { compareLabels } from './compare-labels';
import { type CaptureOptions, type CompareOptions, parseScreenshotArgs } from './screenshot-args';
import { comparisonTable, fails, verdictOf } from './screenshot-diff';
import { labelDir, screenshotsRoot } from './screenshot-files';

const say = (line: string) => process.stdout.write(`${line}\n`);
const ROOT = screenshotsRoot(REPO_ROOT);

/** The short commit, with -dirty when the worktree has uncommitted changes. */
function commitLabel(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? '-dirty' : ''}`;
}

const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

async function capture(options: CaptureOptions): Promise<string> {
  const label = options.label ?? commitLabel();
  // The stack builds the web app from this worktree (vite, mode emulators) before it starts.
  const stack: RunningStack | null = options.running ? null : await startStack();
  try {
    const browser = await launch();
    try {
      for (const lang of options.langs) {
        const dir = labelDir(ROOT, label, lang);
        const progress = step(`Screenshots ${label}/${lang}: the questionnaire walked`);
        try {
          const shots = await captureLanguage(browser, { lang, baseUrl: STACK.hosting, dir });
          progress.done(`${shots.files.length} screenshots in ${relative(REPO_ROOT, dir)}`);
          shots.warnings.forEach((warning) => say(`  warning: ${warning}`));
        } catch (error) {
          progress.fail(error);
          throw error;
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stack?.stop();
  }
  return label;
}

/** Answers whether every step passed. */
async function compare(options: CompareOptions): Promise<boolean> {
  const browser = await launch();
  try {
    const { comparisons, outDir } = await compareLabels(browser, ROOT, options);
    const [a, b] = options.labels;
    const table = comparisonTable(comparisons, options.thresholdPercent);
    const failed = comparisons.filter((c) => fails(verdictOf(c, options.thresholdPercent)));
    const summary = [
      `# Screenshots ${a} → ${b}`,
      '',
      `A pixel differs when a channel differs by more than ${options.tolerance}; a step changed when more than ${options.thresholdPercent} % of its pixels differ, its size changed, or one label lacks it.`,
      '',
      table,
      '',
      failed.length === 0
        ? `All ${comparisons.length} steps pass.`
        : `${failed.length} of ${comparisons.length} steps fail: diff images (differing pixels red) in ${relative(REPO_ROOT, outDir)}.`,
      '',
    ].join('\n');
    if (comparisons.length === 0) {
      say(`No screenshots to compare in ${relative(REPO_ROOT, ROOT)}/${a} and /${b}.`);
      return false;
    }
    say(summary);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'summary.md'), summary);
    return failed.length === 0;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<boolean> {
  const command = parseScreenshotArgs(process.argv.slice(2));
  if (command.capture !== undefined) {
    const label = await capture(command.capture);
    say(`Screenshots in ${relative(REPO_ROOT, join(ROOT, label))}.`);
  }
  return command.compare === undefined ? true : compare(command.compare);
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    process.stderr.write(
      `npm run screenshots failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
