import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { step } from '../emulators/launcher/processes.js';
import { startStack } from '../emulators/launcher/stack.js';
import { DEMO_PASSWORD } from '../emulators/seed/demo-users.js';
import { type LoadTarget, loadTest } from './api-load';
import { startBaselineApi } from './baseline-api';
import { buildBaseline } from './baseline-app';
import { copyProfile, launchBrowser, removeDir } from './browser';
import {
  FIRST_RENDER_BYTES_JSON,
  LIGHTHOUSE_RUNS,
  NOTES_FILE,
  REPORT_JSON,
  REPORT_MD,
  SCRATCH_DIR,
  SCREENS,
  STACK,
  WEB_DIST,
} from './config';
import { readManifest } from './first-render-bytes';
import { type FirstRenderByScreen, measureFirstRender, renderFigures } from './first-render-check';
import { commitOf } from './git-commit';
import { lighthouseScreens } from './lighthouse';
import { measureFirstInteraction } from './first-interaction';
import { measureGender, measurePayment, measureScreen } from './measure-bytes';
import { parseNotes } from './notes';
import { prepareProfile } from './profiles';
import { buildSummary, renderJson, renderMarkdown } from './report';
import { serveStatic } from './static-server';
import { measureStepChanges } from './step-timing';
import { countBrowserPurchase, countCreateSubscription, idToken } from './stripe-calls';
import type {
  ApiLoad,
  BenchResults,
  BytesResults,
  FirstInteraction,
  LighthouseScreen,
  StripeCallCount,
} from './types';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function timed<T>(label: string, action: () => Promise<T>): Promise<T> {
  const progress = step(label);
  try {
    const value = await action();
    progress.done();
    return value;
  } catch (error) {
    progress.fail(error);
    throw error;
  }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

async function apiLoads(): Promise<{
  endpoints: ApiLoad[];
  baseline: ApiLoad;
  stackFloor: ApiLoad;
}> {
  const token = await idToken({ email: 'active-1m@demo.fastwell.test', password: DEMO_PASSWORD });
  const bearer = { Authorization: `Bearer ${token}` };
  const targets: LoadTarget[] = [
    {
      name: 'getProducts',
      method: 'GET',
      origin: STACK.hosting,
      path: '/api/payment/getProducts/v8?currency=eur',
      headers: bearer,
    },
    {
      name: 'checkEmailExists',
      method: 'POST',
      origin: STACK.hosting,
      path: '/api/auth/checkEmailExists',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'active-1m@demo.fastwell.test' }),
    },
    {
      name: 'getSubscription',
      method: 'GET',
      origin: STACK.hosting,
      path: '/api/payment/getSubscription',
      headers: bearer,
    },
  ];
  const endpoints: ApiLoad[] = [];
  for (const target of targets) {
    const result = await timed(`Load: ${target.name}`, () => loadTest(target));
    say(
      `  p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.requests} requests, ${result.errors} errors, ${result.non2xx} non-2xx`,
    );
    endpoints.push(result);
  }
  const stackFloor = await timed('Load: stack floor (GET /api/health)', () =>
    loadTest({ name: 'stackFloor', method: 'GET', origin: STACK.hosting, path: '/api/health' }),
  );
  say(`  p50 ${stackFloor.p50Ms} ms, p99 ${stackFloor.p99Ms} ms`);
  const api = await startBaselineApi();
  try {
    const baseline = await timed('Load: baseline Express', () =>
      loadTest({
        name: 'baseline (plain Express)',
        method: 'GET',
        origin: api.url,
        path: api.path,
      }),
    );
    return { endpoints, baseline, stackFloor };
  } finally {
    await api.close();
  }
}

/** Writes report.md and report.json from the results and the current bench/notes.md. */
function writeReport(results: BenchResults): void {
  const rows = buildSummary(results, parseNotes(readFileSync(NOTES_FILE, 'utf8')));
  writeFileSync(REPORT_MD, renderMarkdown(results, rows));
  writeFileSync(REPORT_JSON, renderJson(results, rows));
  const misses = rows.filter((row) => row.result === 'miss').length;
  say(`Wrote ${REPORT_MD} and ${REPORT_JSON}: ${misses} target(s) missed.`);
}

/** `--report-only`: the last run's figures (report.json) written again with the notes as they are now. */
function rewriteReport(): void {
  const saved: unknown = JSON.parse(readFileSync(REPORT_JSON, 'utf8'));
  if (typeof saved !== 'object' || saved === null || !('bytes' in saved) || !('api' in saved)) {
    throw new Error(`${REPORT_JSON} holds no bench results: run npm run bench first`);
  }
  const { summary: _summary, ...results } = saved as BenchResults & { summary?: unknown };
  writeReport(results);
}

/** A copy of a prepared profile without caches, for one measurement; removed afterwards. */
async function onCopyOf<T>(profile: string, use: (copy: string) => Promise<T>): Promise<T> {
  const copy = copyProfile(profile);
  try {
    return await use(copy);
  } finally {
    removeDir(copy);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = loadavg()[0] ?? Number.NaN;
  const startedAt = new Date(started).toISOString();
  rmSync(SCRATCH_DIR, { recursive: true, force: true });
  mkdirSync(SCRATCH_DIR, { recursive: true });
  const baselineDist = await timed('Building the baseline app (bench/baseline)', buildBaseline);
  const stack = await startStack();
  // From the build the stack serves, which the browser measures below.
  const firstRender: FirstRenderByScreen = measureFirstRender(readManifest(WEB_DIST), WEB_DIST);
  const site = await serveStatic(baselineDist);
  say(`  baseline app at ${site.url}`);
  const profiles: string[] = [];
  try {
    const genderProfile = await timed('Profile: a visitor on the gender step', () =>
      prepareProfile('gender'),
    );
    profiles.push(genderProfile);
    const paymentProfile = await timed('Profile: a visitor who answered the questionnaire', () =>
      prepareProfile('payment'),
    );
    profiles.push(paymentProfile);

    const browser = await launchBrowser();
    const chromium = `Chromium ${browser.version()}`;
    let bytes: BytesResults;
    let firstInteraction: FirstInteraction;
    let steps: BenchResults['steps'];
    try {
      const loading = await timed('Bytes: loading', () =>
        measureScreen(browser, 'loading', STACK.hosting),
      );
      const gender = await timed('Bytes: gender', () => onCopyOf(genderProfile, measureGender));
      firstInteraction = await timed('First interaction: gender answers a tap', () =>
        onCopyOf(genderProfile, measureFirstInteraction),
      );
      say(
        `  tap at ${Math.round(firstInteraction.tapMs)} ms (${firstInteraction.taps} taps), ${firstInteraction.nextStep} painted at ${Math.round(firstInteraction.paintMs)} ms, JS ${(firstInteraction.jsGzip / 1024).toFixed(1)} KB`,
      );
      const baseline = await timed('Bytes: baseline', () =>
        measureScreen(browser, 'baseline', site.url),
      );
      const payment = await timed('Bytes: checkout screen and payment modal', () =>
        onCopyOf(paymentProfile, (copy) => measurePayment(copy)),
      );
      bytes = {
        loading: { ...loading, firstRender: firstRender.loading },
        gender: { ...gender, firstRender: firstRender.gender },
        baseline,
        payment: { ...payment.payment, firstRender: firstRender.payment },
        paymentModal: payment.paymentModal,
      };
      steps = await timed('Step changes', () => measureStepChanges(browser, site.url));
      say(`  median ${Math.round(steps.medianMs)} ms, p95 ${Math.round(steps.p95Ms)} ms`);
    } finally {
      await browser.close();
    }

    const fromProfile = (profile: string) => ({
      make: () => copyProfile(profile),
      remove: removeDir,
    });
    const screens = await timed('Lighthouse', () =>
      lighthouseScreens(
        [
          { screen: 'loading', url: `${STACK.hosting}${SCREENS.loading.path}` },
          {
            screen: 'gender',
            url: `${STACK.hosting}${SCREENS.gender.path}`,
            profile: fromProfile(genderProfile),
          },
          {
            screen: 'payment',
            url: `${STACK.hosting}${SCREENS.payment.path}`,
            profile: fromProfile(paymentProfile),
          },
          { screen: 'baseline', url: `${site.url}${SCREENS.baseline.path}` },
        ],
        LIGHTHOUSE_RUNS,
        say,
      ),
    );
    const lighthouseOf = (name: string): LighthouseScreen => required(screens.get(name), name);

    const createSubscription = await timed(
      'Stripe calls: createSubscription',
      countCreateSubscription,
    );
    // Last in the browser: the purchase makes the walked visitor a subscriber.
    const browserPurchase = await timed('Stripe calls: a card purchase in the browser', () =>
      onCopyOf(paymentProfile, async (copy) => {
        let count: StripeCallCount | null = null;
        try {
          await measurePayment(copy, async (page) => {
            count = await countBrowserPurchase(page);
          });
        } catch (error) {
          say(`  not counted: ${error instanceof Error ? error.message : String(error)}`);
        }
        return count;
      }),
    );
    const loads = await apiLoads();

    const results: BenchResults = {
      startedAt,
      durationSeconds: (Date.now() - started) / 1000,
      commit: commitOf(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown CPU',
        node: process.version,
        chromium,
        loadAverage: [loadAtStart, loadavg()[0] ?? Number.NaN],
      },
      bytes,
      firstInteraction,
      lighthouse: {
        loading: lighthouseOf('loading'),
        gender: lighthouseOf('gender'),
        payment: lighthouseOf('payment'),
        baseline: lighthouseOf('baseline'),
      },
      steps,
      api: {
        ...loads,
        stripeCalls: {
          createSubscription: createSubscription.answered,
          createSubscriptionSettled: createSubscription.settled,
          browserPurchase,
        },
      },
    };
    writeReport(results);
    writeFileSync(FIRST_RENDER_BYTES_JSON, renderFigures(results.commit, firstRender));
    say(
      `Wrote ${FIRST_RENDER_BYTES_JSON} (the CI byte check's figures: commit it with the change).`,
    );
  } finally {
    await site.close();
    profiles.forEach(removeDir);
    await stack.stop();
  }
}

/**
 * `--api-only`: the API load rows alone (about 2 minutes), printed with each row's p99 against
 * the stack floor's; report.md and report.json are left as they are.
 */
async function apiOnly(): Promise<void> {
  const stack = await startStack();
  try {
    const { endpoints, stackFloor, baseline } = await apiLoads();
    for (const row of [...endpoints, stackFloor, baseline])
      say(
        `${row.name}: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms (×${(row.p99Ms / stackFloor.p99Ms).toFixed(2)} the stack floor's), ${row.non2xx} non-2xx, ${row.errors} errors`,
      );
  } finally {
    await stack.stop();
  }
}

const run = process.argv.includes('--report-only')
  ? async () => rewriteReport()
  : process.argv.includes('--api-only')
    ? apiOnly
    : main;

run().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `npm run bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  },
);
