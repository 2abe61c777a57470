import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNotes } from './notes';
import {
  buildSummary,
  cell,
  closureCheck,
  firstSentence,
  renderJson,
  renderMarkdown,
  summaryTable,
  whySection,
} from './report';
import {
  KB,
  TARGETS,
  evaluate,
  formatMiss,
  formatRatio,
  formatTarget,
  formatValue,
} from './targets';
import type {
  ApiLoad,
  BenchResults,
  Chunk,
  FirstInteraction,
  LighthouseRun,
  ScreenBytes,
} from './types';

const chunk = (file: string, gzipKb: number, extra: Partial<Chunk> = {}): Chunk => ({
  file,
  kind: file.endsWith('.css') ? 'css' : 'js',
  rawBytes: gzipKb * KB * 3,
  gzipBytes: gzipKb * KB,
  startMs: 10,
  responseEndMs: 100,
  ...extra,
});

const screen = (name: string, url: string, chunks: Chunk[]): ScreenBytes => ({
  screen: name,
  url,
  paintMs: 500,
  chunks,
  jsGzip: chunks.filter((c) => c.kind === 'js').reduce((sum, c) => sum + c.gzipBytes, 0),
  cssGzip: chunks.filter((c) => c.kind === 'css').reduce((sum, c) => sum + c.gzipBytes, 0),
});

const lh = (score: number, lcpMs: number, tbtMs = 20, cls = 0): LighthouseRun => ({
  score,
  lcpMs,
  tbtMs,
  cls,
  totalBytes: 300 * KB,
});

const lhScreen = (name: string, run: LighthouseRun) => ({
  screen: name,
  url: `http://127.0.0.1:5000/${name}`,
  runs: [run, run, run],
  median: run,
  warnings: [],
});

const load = (name: string, p99Ms: number, non2xx = 0): ApiLoad => ({
  name,
  method: 'GET',
  path: `/api/${name}`,
  port: 5000,
  ratePerSecond: 200,
  achievedPerSecond: 199.5,
  connections: 50,
  durationSeconds: 20,
  requests: 4000,
  p50Ms: p99Ms / 2,
  p99Ms,
  errors: 0,
  non2xx,
});

function fixture(): BenchResults {
  return {
    startedAt: '2026-11-25T00:00:00.000Z',
    durationSeconds: 600,
    commit: 'abc1234',
    machine: {
      cpus: 2,
      cpuModel: 'Test CPU',
      node: 'v20.20.2',
      chromium: 'Chromium 140',
      loadAverage: [3, 4.25],
    },
    bytes: {
      loading: screen('loading', '/', [chunk('index-abc.js', 150), chunk('index.css', 5)]),
      gender: screen('gender', '/onboarding/gender', [chunk('index-abc.js', 150)]),
      payment: screen('payment', '/payment', [
        chunk('index-abc.js', 150),
        chunk('127.0.0.1:12111/v3/stripe.js', 8, { sdk: 'stripe' }),
      ]),
      paymentModal: {
        openMs: 2000,
        chunks: [chunk('127.0.0.1:12112/sdk/js', 4, { sdk: 'paypal' })],
        jsGzip: 4 * KB,
        cssGzip: 0,
      },
      baseline: screen('baseline', '/', [chunk('main.js', 100)]),
    },
    lighthouse: {
      loading: lhScreen('loading', lh(90, 1500, 20)),
      gender: lhScreen('gender', lh(99, 900, 40)),
      payment: lhScreen('payment', lh(96, 3000, 60)),
      baseline: lhScreen('baseline', lh(100, 800, 200)),
    },
    steps: {
      samples: [{ pass: 1, from: 'gender', to: 'tracked_hours', ms: 40 }],
      medianMs: 40,
      p95Ms: 60,
      baseline: { samples: [10, 12], medianMs: 11, p95Ms: 12 },
    },
    api: {
      endpoints: [load('getProducts', 30), load('checkEmailExists', 20, 3)],
      baseline: load('baseline', 2),
      stackFloor: load('stackFloor', 18),
      stripeCalls: {
        createSubscription: {
          total: 4,
          byRoute: { 'POST /v1/customers': 1 },
          byClient: { secret: 4 },
        },
        createSubscriptionSettled: { total: 6, byRoute: {}, byClient: { secret: 6 } },
        browserPurchase: null,
      },
    },
  };
}

const tap: FirstInteraction = {
  screen: 'gender',
  url: '/onboarding/gender',
  optionMs: 900,
  taps: 2,
  tapMs: 1010.4,
  stepChangedMs: 1040,
  paintMs: 1066.6,
  nextStep: 'tracked_hours',
  chunks: [chunk('index-abc.js', 140), chunk('later-steps-abc.js', 12), chunk('a.css', 1)],
  jsGzip: 152 * KB,
  cssGzip: 1 * KB,
};

/** A run with every row the report can have (the tap, a card purchase, all three endpoints). */
function fullRun(): BenchResults {
  const results = fixture();
  results.firstInteraction = tap;
  results.api.endpoints.push(load('getSubscription', 20));
  results.api.stripeCalls.browserPurchase = { total: 12, byRoute: {}, byClient: {} };
  return results;
}

const find = (rows: ReturnType<typeof buildSummary>, id: string) => {
  const found = rows.find((summary) => summary.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};

describe('targets', () => {
  it('passes and misses by how much, in both directions', () => {
    const js = TARGETS.firstQuestionInteractiveJs;
    expect(evaluate(160 * KB, js)).toEqual({ result: 'miss', missBy: 10 * KB });
    expect(evaluate(150 * KB, js)).toEqual({ result: 'pass', missBy: null });
    expect(evaluate(90, TARGETS.lighthouseScoreOnboarding)).toEqual({ result: 'miss', missBy: 8 });
    expect(evaluate(0.3, TARGETS.tbtRatioCheckout).result).toBe('pass');
    expect(evaluate(Number.NaN, TARGETS.tbt).result).toBe('n/a');
    expect(evaluate(5, null).result).toBe('n/a');
  });

  it('holds issue 37’s table', () => {
    const limits = Object.fromEntries(
      Object.entries(TARGETS).map(([name, target]) => [name, target.limit]),
    );
    expect(limits).toEqual({
      firstQuestionInteractiveJs: 150 * KB,
      tbt: 50,
      tbtRatio: 0.15,
      tbtRatioCheckout: 0.3,
      lcpCheckout: 2500,
      lighthouseScoreOnboarding: 98,
      lighthouseScorePayment: 95,
      stepChangeP95: 35,
      stepChangeP95Ratio: 2,
      stripeCallsCardPurchase: 12,
    });
  });

  it('writes values, targets, misses and ratios', () => {
    expect(formatValue(1536, 'bytes')).toBe('1.5 KB');
    expect(formatValue(1234, 'ms')).toBe('1.23 s');
    expect(formatValue(42.4, 'ms')).toBe('42 ms');
    expect(formatValue(0.0123, 'cls')).toBe('0.012');
    expect(formatValue(0.834, 'ratio')).toBe('×0.83');
    expect(formatTarget(TARGETS.firstQuestionInteractiveJs, 'bytes')).toBe('≤ 150.0 KB');
    expect(formatTarget(TARGETS.lighthouseScorePayment, 'score')).toBe('≥ 95');
    expect(formatTarget(TARGETS.tbtRatio, 'ratio')).toBe('≤ ×0.15');
    expect(formatMiss(30 * KB, TARGETS.firstQuestionInteractiveJs, 'bytes')).toBe(
      '+30.0 KB (20% over)',
    );
    expect(formatMiss(8, TARGETS.lighthouseScoreOnboarding, 'score')).toBe('−8 points');
    expect(formatMiss(0.11, { limit: 0.01, direction: 'max' }, 'cls')).toBe(
      '+0.110 (12.0× the limit)',
    );
    expect(formatMiss(0.68, TARGETS.tbtRatio, 'ratio')).toBe('+0.68 (5.5× the limit)');
    expect(formatRatio(150, 100)).toBe('×1.50');
    expect(formatRatio(3, null)).toBe('—');
    expect(formatRatio(0, 0)).toBe('×1.00');
  });
});

describe('notes', () => {
  it('has each section of bench/notes.md explain rows the report has', () => {
    const ids = new Set(buildSummary(fullRun(), {}).map((summary) => summary.id));
    const sections = Object.keys(
      parseNotes(readFileSync(join(import.meta.dirname, 'notes.md'), 'utf8')),
    );
    expect(sections.length).toBeGreaterThan(10);
    expect(sections.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('reads one line of text per "## id" section (or several ids), ignoring the title and empty sections', () => {
    const notes = parseNotes(
      '# Why\nintro text\n\n## bytes.loading.js\nThe main chunk\ncarries Chakra.\n\n## steps.p95\n\n## api.x.p99, api.y.p99\nWorkers.\n',
    );
    expect(notes).toEqual({
      'bytes.loading.js': 'The main chunk carries Chakra.',
      'api.x.p99': 'Workers.',
      'api.y.p99': 'Workers.',
    });
  });
});

describe('report', () => {
  const notes = { 'lighthouse.gender.tbtRatio': 'Chakra’s system is built in one task.' };
  const rows = buildSummary(fixture(), notes);

  it('holds each figure against issue 37’s targets, with the baseline and the note for a miss', () => {
    expect(find(rows, 'bytes.loading.js')).toMatchObject({
      value: 150 * KB,
      baseline: 100 * KB,
      target: null,
      result: 'n/a',
      why: '',
    });
    expect(find(rows, 'bytes.payment-modal.js').value).toBe(162 * KB);
    expect(find(rows, 'lighthouse.loading.score')).toMatchObject({ result: 'miss', missBy: 8 });
    expect(find(rows, 'lighthouse.payment.score').result).toBe('pass');
    expect(find(rows, 'lighthouse.loading.lcpMs').result).toBe('n/a');
    const lcp = find(rows, 'lighthouse.payment.lcpMs');
    expect(lcp).toMatchObject({ result: 'miss', missBy: 500 });
    expect(lcp.why).toContain('## lighthouse.payment.lcpMs');
    expect(find(rows, 'lighthouse.gender.tbtMs').result).toBe('pass');
    expect(find(rows, 'lighthouse.payment.tbtMs')).toMatchObject({ result: 'miss', missBy: 10 });
    expect(find(rows, 'lighthouse.loading.tbtRatio')).toMatchObject({ value: 0.1, result: 'pass' });
    const ratio = find(rows, 'lighthouse.gender.tbtRatio');
    expect(ratio).toMatchObject({ value: 0.2, baseline: null, result: 'miss' });
    expect(ratio.missBy).toBeCloseTo(0.05);
    expect(ratio.why).toBe('Chakra’s system is built in one task.');
    expect(find(rows, 'lighthouse.payment.tbtRatio')).toMatchObject({ value: 0.3, result: 'pass' });
    expect(find(rows, 'lighthouse.loading.cls').result).toBe('n/a');
    expect(find(rows, 'steps.p95')).toMatchObject({ result: 'miss', missBy: 25, baseline: 12 });
    expect(find(rows, 'steps.p95Ratio')).toMatchObject({ value: 5, result: 'miss', missBy: 3 });
    expect(find(rows, 'api.getProducts.p99')).toMatchObject({ value: 30, result: 'n/a' });
    expect(find(rows, 'api.checkEmailExists.errors').value).toBe(3);
    expect(find(rows, 'api.stackFloor.p99')).toMatchObject({ value: 18, result: 'n/a' });
    expect(find(rows, 'stripe.create-subscription').display).toBe('4 / 6');
    expect(rows.some((summary) => summary.id === 'stripe.browser-purchase')).toBe(false);
  });

  it('holds the Stripe calls of one card purchase against 12', () => {
    const results = fixture();
    results.api.stripeCalls.browserPurchase = { total: 14, byRoute: {}, byClient: {} };
    expect(find(buildSummary(results, {}), 'stripe.browser-purchase')).toMatchObject({
      target: TARGETS.stripeCallsCardPurchase,
      result: 'miss',
      missBy: 2,
    });
  });

  it('renders the targets table with ratio, miss amount and why', () => {
    const markdown = summaryTable(rows);
    expect(markdown).toContain(
      '| JS before first render (gzip) | loading | 150.0 KB | 100.0 KB | ×1.50 | — | — |  |  |',
    );
    expect(markdown).toContain(
      '| TBT ÷ the baseline’s TBT (same run) | gender | ×0.20 | — | — | ≤ ×0.15 | MISS | +0.05 (33% over) | Chakra’s system is built in one task. (see Why) |',
    );
    expect(markdown).toContain(
      '| Lighthouse performance | payment (local Stripe.js stand-in) | 96 | 100 | ×0.96 | ≥ 95 | pass |  |  |',
    );
  });

  it('renders the whole report and the JSON with the same rows', () => {
    const markdown = renderMarkdown(fixture(), rows);
    expect(markdown).toMatch(/^# Fastwell bench/);
    expect(markdown).toContain('load average 3.0 at the start, 4.3 at the end');
    expect(markdown).toContain('## Targets: ');
    expect(markdown).toContain('127.0.0.1:12111/v3/stripe.js (Stripe.js stand-in)');
    expect(markdown).toContain('| gender → tracked_hours | 40 |');
    expect(markdown).toContain(
      '- createSubscription, when its answer arrived: 4 (secret 4): POST /v1/customers ×1',
    );
    expect(markdown).toContain(
      '| getProducts | GET /api/getProducts | 5000 | 200/s × 20 s, 50 connections (sent 200/s) | 4000 | 15 ms | 30 ms | 0 | 0 |',
    );
    expect(markdown).toContain('## How it was measured');
    const json = JSON.parse(renderJson(fixture(), rows)) as { summary: unknown[]; commit: string };
    expect(json.summary).toHaveLength(rows.length);
    expect(json.commit).toBe('abc1234');
  });

  it('lists each note once under Why, with the rows it explains', () => {
    const shared = 'Render waits for JS.';
    const why = whySection(
      buildSummary(fixture(), {
        ...notes,
        'lighthouse.loading.score': shared,
        'lighthouse.payment.lcpMs': shared,
      }),
    );
    expect(why).toContain(
      '- **`lighthouse.gender.tbtRatio`**: Chakra’s system is built in one task.',
    );
    expect(why).toContain(
      '- **`lighthouse.loading.score`, `lighthouse.payment.lcpMs`**: Render waits for JS.',
    );
    expect(why).toContain('- **`steps.p95`**: (no note: add "## steps.p95" to bench/notes.md)');
    expect(whySection([])).toContain('Every target was met.');
  });

  it('shortens a note to its first sentence for the table', () => {
    expect(firstSentence('Most is Chakra (~57 KB). The rest: e.g. zod.')).toBe(
      'Most is Chakra (~57 KB).',
    );
    expect(firstSentence('x'.repeat(200))).toHaveLength(158);
  });

  it('holds the static first-render closure against the files the browser loaded before the paint', () => {
    const payment = {
      ...screen('payment', '/payment', [
        chunk('index-abc.js', 150),
        chunk('extra-def.js', 2),
        chunk('index.css', 5),
        chunk('127.0.0.1:12111/v3/stripe.js', 8, { sdk: 'stripe' }),
      ]),
      firstRender: {
        jsGzip: 160 * KB,
        files: [
          { file: 'index-abc.js', gzipBytes: 150 * KB },
          { file: 'feature-ghi.js', gzipBytes: 10 * KB },
        ],
      },
    };
    expect(closureCheck(payment)).toEqual({
      staticJsGzip: 160 * KB,
      browserJsGzip: 152 * KB,
      browserOnly: ['extra-def.js'],
      staticOnly: ['feature-ghi.js'],
    });
    expect(closureCheck(fixture().bytes.payment)).toBeNull();
    const results = fixture();
    results.bytes.payment = payment;
    expect(renderMarkdown(results, rows)).toContain(
      '| payment | 160.0 KB | 152.0 KB | extra-def.js | feature-ghi.js |',
    );
    expect(renderMarkdown(fixture(), rows)).toContain(
      'Not in this report (a run from before the byte check).',
    );
  });

  it('holds the JS until the first question answers a tap against 150 KB, with the time beside it', () => {
    const withTap = buildSummary({ ...fixture(), firstInteraction: tap }, {});
    expect(find(withTap, 'interaction.gender.js')).toMatchObject({
      metric: 'JS until the first question answers a tap (gzip)',
      screen: 'gender (tap → tracked_hours painted)',
      value: 152 * KB,
      baseline: 100 * KB,
      result: 'miss',
      missBy: 2 * KB,
    });
    expect(find(withTap, 'interaction.gender.ms')).toMatchObject({
      value: 1066.6,
      display: '1.07 s (tap at 1.01 s)',
      result: 'n/a',
    });
    expect(summaryTable(withTap)).toContain(
      '| JS until the first question answers a tap (gzip) | gender (tap → tracked_hours painted) | 152.0 KB | 100.0 KB | ×1.52 | ≤ 150.0 KB | MISS | +2.0 KB (1% over) |',
    );
    const markdown = renderMarkdown({ ...fixture(), firstInteraction: tap }, withTap);
    expect(markdown).toContain('### gender — the first question answers a tap');
    expect(markdown).toContain(
      'on the page at 900 ms; the first one was tapped from then on until the step changed (2 taps). The tap that moved the step was sent at 1010 ms',
    );
    expect(markdown).toContain(
      'was in the document at 1040 ms and its heading painted at 1067 ms (the gender step itself painted at 500 ms',
    );
    expect(markdown).toContain('| later-steps-abc.js | js | 12.0 KB |');
    expect(rows.some((summary) => summary.id.startsWith('interaction.'))).toBe(false);
    expect(renderMarkdown(fixture(), rows)).toContain(
      'Not in this report (a run from before it was measured).',
    );
  });

  it('keeps table cells on one line', () => {
    expect(cell('a | b\nc')).toBe('a \\| b c');
  });
});
