import {
  TARGETS,
  type Target,
  type Unit,
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
  ChunkSet,
  LighthouseRun,
  LighthouseScreen,
  ScreenBytes,
  StripeCallCount,
} from './types';

/** One line of the targets table; `id` names the section of bench/notes.md that explains a miss. */
export type SummaryRow = {
  id: string;
  metric: string;
  screen: string;
  value: number;
  unit: Unit;
  baseline: number | null;
  target: Target | null;
  result: 'pass' | 'miss' | 'n/a';
  missBy: number | null;
  why: string;
  /** Shown instead of the formatted value. */
  display?: string;
};

type RowInput = Omit<SummaryRow, 'result' | 'missBy' | 'why'>;

function row(input: RowInput, notes: Record<string, string>): SummaryRow {
  const verdict = evaluate(input.value, input.target);
  const why =
    verdict.result === 'miss'
      ? (notes[input.id] ?? `(no note: add "## ${input.id}" to bench/notes.md)`)
      : '';
  return { ...input, ...verdict, why };
}

/** value ÷ baseline; NaN without a usable baseline (the row is then not judged). */
const ratioOf = (value: number, baseline: number) =>
  baseline > 0 && Number.isFinite(value) ? value / baseline : Number.NaN;

/** Issue 37: the checkout figures load the local stand-in, not Stripe's own script; said beside them. */
const STRIPE_STAND_IN = 'local Stripe.js stand-in';
const lighthouseScreen = (key: string) =>
  key === 'payment' ? `payment (${STRIPE_STAND_IN})` : key;

const LIGHTHOUSE_METRICS: {
  key: keyof LighthouseRun;
  metric: string;
  unit: Unit;
  target: (screen: string) => Target | null;
}[] = [
  {
    key: 'score',
    metric: 'Lighthouse performance',
    unit: 'score',
    target: (screen) =>
      screen === 'payment' ? TARGETS.lighthouseScorePayment : TARGETS.lighthouseScoreOnboarding,
  },
  {
    key: 'lcpMs',
    metric: 'LCP',
    unit: 'ms',
    target: (screen) => (screen === 'payment' ? TARGETS.lcpCheckout : null),
  },
  { key: 'tbtMs', metric: 'TBT', unit: 'ms', target: () => TARGETS.tbt },
  { key: 'cls', metric: 'CLS', unit: 'cls', target: () => null },
  { key: 'totalBytes', metric: 'Total bytes (transfer)', unit: 'bytes', target: () => null },
];

/** The targets table: every figure with its baseline, target, verdict and (for misses) why. */
export function buildSummary(results: BenchResults, notes: Record<string, string>): SummaryRow[] {
  const { bytes, lighthouse, steps, api } = results;
  const rows: RowInput[] = [];
  const base = bytes.baseline;
  const screens = [
    ['loading', 'loading', bytes.loading],
    ['gender', 'gender', bytes.gender],
    ['payment', `payment (checkout screen painted; ${STRIPE_STAND_IN})`, bytes.payment],
  ] as const;
  for (const [key, label, screen] of screens) {
    rows.push({
      id: `bytes.${key}.js`,
      metric: 'JS before first render (gzip)',
      screen: label,
      value: screen.jsGzip,
      unit: 'bytes',
      baseline: base.jsGzip,
      target: null,
    });
    rows.push({
      id: `bytes.${key}.css`,
      metric: 'CSS before first render (gzip)',
      screen: label,
      value: screen.cssGzip,
      unit: 'bytes',
      baseline: base.cssGzip,
      target: null,
    });
  }
  if (results.firstInteraction) {
    const tap = results.firstInteraction;
    rows.push({
      id: 'interaction.gender.js',
      metric: 'JS until the first question answers a tap (gzip)',
      screen: `gender (tap → ${tap.nextStep} painted)`,
      value: tap.jsGzip,
      unit: 'bytes',
      baseline: base.jsGzip,
      target: TARGETS.firstQuestionInteractiveJs,
    });
    rows.push({
      id: 'interaction.gender.ms',
      metric: 'First question answers a tap: next step painted (after navigation start)',
      screen: 'gender (cold reload)',
      value: tap.paintMs,
      display: `${formatValue(tap.paintMs, 'ms')} (tap at ${formatValue(tap.tapMs, 'ms')})`,
      unit: 'ms',
      baseline: null,
      target: null,
    });
  }
  rows.push({
    id: 'bytes.payment-modal.js',
    metric: 'JS until the payment modal is open (gzip)',
    screen: `payment (modal open; ${STRIPE_STAND_IN} and PayPal SDK stand-in)`,
    value: bytes.payment.jsGzip + bytes.paymentModal.jsGzip,
    unit: 'bytes',
    baseline: base.jsGzip,
    target: null,
  });

  for (const key of ['loading', 'gender', 'payment'] as const) {
    const screen = lighthouse[key];
    for (const metric of LIGHTHOUSE_METRICS) {
      rows.push({
        id: `lighthouse.${key}.${metric.key}`,
        metric: metric.metric,
        screen: lighthouseScreen(key),
        value: screen.median[metric.key],
        unit: metric.unit,
        baseline: lighthouse.baseline.median[metric.key],
        target: metric.target(key),
      });
      if (metric.key === 'tbtMs') {
        const baselineTbt = lighthouse.baseline.median.tbtMs;
        rows.push({
          id: `lighthouse.${key}.tbtRatio`,
          metric: 'TBT ÷ the baseline’s TBT (same run)',
          screen: lighthouseScreen(key),
          value: ratioOf(screen.median.tbtMs, baselineTbt),
          unit: 'ratio',
          baseline: null,
          target: key === 'payment' ? TARGETS.tbtRatioCheckout : TARGETS.tbtRatio,
        });
      }
    }
  }

  rows.push({
    id: 'steps.median',
    metric: 'Step change, click to heading painted: median',
    screen: `onboarding (${steps.samples.length} changes)`,
    value: steps.medianMs,
    unit: 'ms',
    baseline: steps.baseline.medianMs,
    target: null,
  });
  rows.push({
    id: 'steps.p95',
    metric: 'Step change, click to heading painted: p95',
    screen: `onboarding (${steps.samples.length} changes)`,
    value: steps.p95Ms,
    unit: 'ms',
    baseline: steps.baseline.p95Ms,
    target: TARGETS.stepChangeP95,
  });
  rows.push({
    id: 'steps.p95Ratio',
    metric: 'Step change p95 ÷ the baseline’s p95 (same run)',
    screen: `onboarding (${steps.samples.length} changes)`,
    value: ratioOf(steps.p95Ms, steps.baseline.p95Ms),
    unit: 'ratio',
    baseline: null,
    target: TARGETS.stepChangeP95Ratio,
  });

  const latencyRows = (load: ApiLoad, screen: string) => {
    rows.push({
      id: `api.${load.name}.p50`,
      metric: `API p50 at ${load.ratePerSecond} req/s`,
      screen,
      value: load.p50Ms,
      unit: 'ms',
      baseline: api.baseline.p50Ms,
      target: null,
    });
    rows.push({
      id: `api.${load.name}.p99`,
      metric: `API p99 at ${load.ratePerSecond} req/s`,
      screen,
      value: load.p99Ms,
      unit: 'ms',
      baseline: api.baseline.p99Ms,
      target: null,
    });
  };
  if (api.stackFloor) {
    const floor = api.stackFloor;
    latencyRows(floor, `${floor.method} ${floor.path} (stack floor: a handler that does no work)`);
  }

  for (const load of api.endpoints) {
    const screen = `${load.method} ${load.path}`;
    latencyRows(load, screen);
    rows.push({
      id: `api.${load.name}.errors`,
      metric: 'API errors + non-2xx',
      screen,
      value: load.errors + load.non2xx,
      unit: 'count',
      baseline: api.baseline.errors + api.baseline.non2xx,
      target: null,
    });
  }
  rows.push({
    id: 'stripe.create-subscription',
    metric: 'Stripe API calls of createSubscription (answer / webhooks settled)',
    screen: 'POST /api/payment/createSubscription',
    value: api.stripeCalls.createSubscription.total,
    display: `${api.stripeCalls.createSubscription.total} / ${api.stripeCalls.createSubscriptionSettled.total}`,
    unit: 'count',
    baseline: null,
    target: null,
  });
  if (api.stripeCalls.browserPurchase) {
    rows.push({
      id: 'stripe.browser-purchase',
      metric: 'Stripe API calls of one card purchase (server + browser)',
      screen: 'payment → upgrade_account',
      value: api.stripeCalls.browserPurchase.total,
      unit: 'count',
      baseline: null,
      target: TARGETS.stripeCallsCardPurchase,
    });
  }
  return rows.map((input) => row(input, notes));
}

/** The first sentence of a note (at most 160 characters), for the targets table. */
export function firstSentence(text: string): string {
  const [sentence = ''] = text.split(/(?<=\.)\s+(?=[A-Z(])/);
  return sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}…` : sentence;
}

/** A markdown table cell: no line breaks, pipes escaped. */
export function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

export function table(header: string[], lines: string[][]): string {
  const out = [
    `| ${header.map(cell).join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((line) => `| ${line.map(cell).join(' | ')} |`),
  ];
  return out.join('\n');
}

function resultText(summary: SummaryRow): string {
  if (summary.result === 'pass') return 'pass';
  if (summary.result === 'n/a') return '—';
  return 'MISS';
}

export function summaryTable(rows: readonly SummaryRow[]): string {
  return table(
    [
      'metric',
      'screen / endpoint',
      'value',
      'baseline',
      'ratio',
      'target',
      'result',
      'missed by',
      'why (bench/notes.md)',
    ],
    rows.map((summary) => [
      summary.metric,
      summary.screen,
      summary.display ?? formatValue(summary.value, summary.unit),
      summary.baseline === null ? '—' : formatValue(summary.baseline, summary.unit),
      formatRatio(summary.value, summary.baseline),
      formatTarget(summary.target, summary.unit),
      resultText(summary),
      summary.missBy === null || summary.target === null
        ? ''
        : formatMiss(summary.missBy, summary.target, summary.unit),
      summary.why === '' ? '' : `${firstSentence(summary.why)} (see Why)`,
    ]),
  );
}

/** Each note of the missed rows once, with the rows it explains. */
export function whySection(rows: readonly SummaryRow[]): string {
  const byNote = new Map<string, string[]>();
  for (const summary of rows) {
    if (summary.result !== 'miss') continue;
    byNote.set(summary.why, [...(byNote.get(summary.why) ?? []), summary.id]);
  }
  if (byNote.size === 0) return '## Why\n\nEvery target was met.';
  return [
    '## Why (bench/notes.md)',
    '',
    ...[...byNote.entries()].flatMap(([note, ids]) => [
      `- **${ids.map((id) => `\`${id}\``).join(', ')}**: ${note}`,
    ]),
  ].join('\n');
}

const kb = (bytes: number) => formatValue(bytes, 'bytes');
const ms = (value: number) => `${Math.round(value)} ms`;

function chunkTable(set: ChunkSet): string {
  const sorted = [...set.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return table(
    ['file', 'kind', 'gzip', 'raw', 'requested', 'finished'],
    sorted.map((chunk: Chunk) => [
      chunk.sdk
        ? `${chunk.file} (${chunk.sdk === 'stripe' ? 'Stripe.js stand-in' : 'PayPal SDK stand-in'})`
        : chunk.file,
      chunk.kind,
      kb(chunk.gzipBytes),
      kb(chunk.rawBytes),
      ms(chunk.startMs),
      ms(chunk.responseEndMs),
    ]),
  );
}

/** The build's own JS files among what loaded (not the payment SDKs or other origins). */
const isBuildJs = (chunk: Chunk) => chunk.kind === 'js' && !chunk.sdk && !chunk.file.includes('/');

export type ClosureCheck = {
  staticJsGzip: number;
  browserJsGzip: number;
  /** JS files of the build the browser loaded before the paint that the static closure lacks. */
  browserOnly: string[];
  /** Files of the static closure the browser had not loaded when the heading painted. */
  staticOnly: string[];
};

/**
 * The static first-render figure (bench/first-render-entries.ts over the build's manifest)
 * against the files the browser loaded before the heading painted; null without the figure.
 */
export function closureCheck(screen: ScreenBytes): ClosureCheck | null {
  if (!screen.firstRender) return null;
  const loaded = screen.chunks.filter(isBuildJs);
  const closure = new Set(screen.firstRender.files.map(({ file }) => file));
  const loadedNames = new Set(loaded.map(({ file }) => file));
  return {
    staticJsGzip: screen.firstRender.jsGzip,
    browserJsGzip: loaded.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    browserOnly: [...loadedNames].filter((file) => !closure.has(file)).sort(),
    staticOnly: [...closure].filter((file) => !loadedNames.has(file)).sort(),
  };
}

function closureSection(results: BenchResults): string {
  const { loading, gender, payment } = results.bytes;
  const checks = [loading, gender, payment].map((screen) => ({
    screen,
    check: closureCheck(screen),
  }));
  const heading = '### Static first-render JS (the CI byte check) against the browser';
  if (checks.every(({ check }) => check === null)) {
    return `${heading}

Not in this report (a run from before the byte check).`;
  }
  const list = (files: string[]) => (files.length === 0 ? '—' : files.join(', '));
  return [
    heading,
    '',
    'The build’s JS each screen needs by bench/first-render-entries.ts (index.html’s chunk, the ' +
      'entries and their static imports in web/dist/.vite/manifest.json; `npm run check:bytes` ' +
      'holds it against bench/first-render-bytes.json), against the build’s JS files the browser ' +
      'had loaded when the heading painted (payment SDKs aside). A file on one side only means ' +
      'the entries no longer say what the app loads: correct them.',
    '',
    table(
      [
        'screen',
        'static JS gzip',
        'browser JS gzip (build files)',
        'loaded, not in the closure',
        'in the closure, not loaded before the paint',
      ],
      checks.map(({ screen, check }) =>
        check === null
          ? [screen.screen, '—', '—', '—', '—']
          : [
              screen.screen,
              kb(check.staticJsGzip),
              kb(check.browserJsGzip),
              list(check.browserOnly),
              list(check.staticOnly),
            ],
      ),
    ),
  ].join('\n');
}

function interactionSection(results: BenchResults): string {
  const heading = '### gender — the first question answers a tap';
  const tap = results.firstInteraction;
  if (!tap) return `${heading}\n\nNot in this report (a run from before it was measured).`;
  return [
    heading,
    '',
    `A cold reload of ${tap.url} by a visitor on it. The app's options were on the page at ` +
      `${ms(tap.optionMs)}; the first one was tapped from then on until the step changed ` +
      `(${tap.taps === 1 ? '1 tap' : `${tap.taps} taps`}). The tap that moved the step was sent at ${ms(tap.tapMs)} ` +
      '(playwright reaches the button through the page’s main thread: a busy page delays it as it ' +
      `would a visitor’s tap), the next step (${tap.nextStep}) was in the document at ` +
      `${ms(tap.stepChangedMs)} and its heading painted at ${ms(tap.paintMs)} (the gender step ` +
      `itself painted at ${ms(results.bytes.gender.paintMs)} in its own reload). Until that paint: ` +
      `JS ${kb(tap.jsGzip)}, CSS ${kb(tap.cssGzip)} (gzip), ${tap.chunks.length} files.`,
    '',
    chunkTable(tap),
  ].join('\n');
}

function bytesSection(results: BenchResults): string {
  const { bytes } = results;
  const screens = [bytes.loading, bytes.gender, bytes.payment, bytes.baseline];
  const parts = [
    '## 1. JS and CSS loaded before first render (gzip)',
    '',
    table(
      ['screen', 'url', 'heading painted', 'JS gzip', 'CSS gzip', 'files'],
      [
        ...screens.map((screen) => [
          screen.screen,
          screen.url,
          ms(screen.paintMs),
          kb(screen.jsGzip),
          kb(screen.cssGzip),
          String(screen.chunks.length),
        ]),
        [
          'payment modal (added after the checkout screen was painted)',
          bytes.payment.url,
          `open at ${ms(bytes.paymentModal.openMs)}`,
          kb(bytes.paymentModal.jsGzip),
          kb(bytes.paymentModal.cssGzip),
          String(bytes.paymentModal.chunks.length),
        ],
      ],
    ),
  ];
  parts.push('', closureSection(results), '', interactionSection(results));
  for (const screen of screens) {
    parts.push('', `### ${screen.screen} — ${screen.url}`, '', chunkTable(screen));
  }
  parts.push(
    '',
    '### payment modal — loaded after the checkout screen was painted until the card form and PayPal button were there',
    '',
    chunkTable(bytes.paymentModal),
  );
  return parts.join('\n');
}

function lighthouseSection(results: BenchResults): string {
  const screens: LighthouseScreen[] = [
    results.lighthouse.loading,
    results.lighthouse.gender,
    results.lighthouse.payment,
    results.lighthouse.baseline,
  ];
  const runs = (screen: LighthouseScreen) =>
    screen.runs
      .map((run) => `${Math.round(run.score)}/${ms(run.lcpMs)}/${ms(run.tbtMs)}`)
      .join(', ');
  const parts = [
    '## 2. Lighthouse mobile performance (median of each metric over the runs)',
    '',
    table(
      ['screen', 'url', 'score', 'LCP', 'TBT', 'CLS', 'total bytes', 'runs (score/LCP/TBT)'],
      screens.map((screen) => [
        screen.screen,
        screen.url,
        formatValue(screen.median.score, 'score'),
        formatValue(screen.median.lcpMs, 'ms'),
        formatValue(screen.median.tbtMs, 'ms'),
        formatValue(screen.median.cls, 'cls'),
        kb(screen.median.totalBytes),
        runs(screen),
      ]),
    ),
  ];
  const warnings = screens.flatMap((screen) =>
    screen.warnings.map((warning) => `- ${screen.screen}: ${warning}`),
  );
  if (warnings.length > 0) parts.push('', 'Lighthouse warnings:', '', ...warnings);
  return parts.join('\n');
}

function stepsSection(results: BenchResults): string {
  const { steps } = results;
  const byChange = new Map<string, number[]>();
  for (const sample of steps.samples) {
    const key = `${sample.from} → ${sample.to}`;
    byChange.set(key, [...(byChange.get(key) ?? []), sample.ms]);
  }
  return [
    '## 3. Step change: click to the next step’s heading painted (reduced motion)',
    '',
    `${steps.samples.length} changes: median ${ms(steps.medianMs)}, p95 ${ms(steps.p95Ms)}. ` +
      `Baseline (the baseline app’s button re-rendering its heading, ${steps.baseline.samples.length} clicks): ` +
      `median ${ms(steps.baseline.medianMs)}, p95 ${ms(steps.baseline.p95Ms)}.`,
    '',
    table(
      ['change', 'ms per pass'],
      [...byChange.entries()].map(([change, values]) => [
        change,
        values.map((value) => Math.round(value)).join(', '),
      ]),
    ),
  ].join('\n');
}

function countText(count: StripeCallCount): string {
  const routes = Object.entries(count.byRoute)
    .map(([route, n]) => `${route} ×${n}`)
    .join(', ');
  const clients = Object.entries(count.byClient)
    .map(([client, n]) => `${client} ${n}`)
    .join(', ');
  return `${count.total} (${clients || 'none'}): ${routes || '—'}`;
}

function apiSection(results: BenchResults): string {
  const { api } = results;
  const line = (load: ApiLoad) => [
    load.name,
    `${load.method} ${load.path}`,
    String(load.port),
    `${load.ratePerSecond}/s × ${load.durationSeconds} s, ${load.connections} connections (sent ${Math.round(load.achievedPerSecond)}/s)`,
    String(load.requests),
    ms(load.p50Ms),
    ms(load.p99Ms),
    String(load.errors),
    String(load.non2xx),
  ];
  const { stripeCalls } = api;
  return [
    '## 4. API latency under load (autocannon) and Stripe calls',
    '',
    table(
      ['endpoint', 'request', 'port', 'load', 'requests', 'p50', 'p99', 'errors', 'non-2xx'],
      [
        ...api.endpoints.map(line),
        ...(api.stackFloor ? [line(api.stackFloor)] : []),
        line(api.baseline),
      ],
    ),
    '',
    'Stripe API calls (counted by the Stripe emulator, `GET /_emulator/requests`; `secret` = the functions, `publishable` = the browser):',
    '',
    `- createSubscription, when its answer arrived: ${countText(stripeCalls.createSubscription)}`,
    `- createSubscription, webhooks delivered and handled: ${countText(stripeCalls.createSubscriptionSettled)}`,
    `- one card purchase in the browser (pay click → next page, webhooks settled): ${
      stripeCalls.browserPurchase
        ? countText(stripeCalls.browserPurchase)
        : 'not measured (see the run log)'
    }`,
  ].join('\n');
}

/** How each figure was taken, and what is approximated; printed under the figures. */
export const METHOD = `## How it was measured

- **One run, one machine**: \`npm run bench\` builds the functions and the production web bundle
  (\`vite build --mode emulators\`, the launcher's \`startStack()\`), builds the baseline app
  (\`bench/baseline\`: React 19 + Chakra v3 \`defaultSystem\`, one heading and one button, the same
  Vite), starts the local stack and a small Node static server for the baseline (compressing like
  the Hosting emulator does: brotli), then measures. The machine is shared (2 cores): absolute
  figures vary from run to run; the ratios to the baseline, taken in the same run, vary less.
- **Bytes before first render**: headless Chromium (playwright-core), 390×844, en-US, a cold cache.
  Every JS and CSS response body is gzipped here (zlib level 6) whatever the server sent. A file
  counts when its resource-timing \`responseEnd\` is at or before the moment the screen's heading
  was painted (a MutationObserver sees the heading, then requestAnimationFrame and one task later).
  The loading screen is a first visit (\`/\`, consent banner shown). Gender and the checkout screen can
  only be shown on load with state from an earlier visit (the app sends a visitor without
  \`appState\`/\`lastSavedStep\` in local storage to the loading screen): each is a cold reload of
  its URL (\`/onboarding/gender\`, \`/payment\`) in a copy, caches removed, of a Chromium profile
  that playwright prepared first — a visitor who accepted cookies on the loading screen and is on
  the gender step, or who answered the whole questionnaire like the e2e walker (with an anonymous
  Firebase user in IndexedDB). "Payment modal": what loaded after the checkout screen was painted until the
  card form of the stand-in Stripe.js and the PayPal button were in the modal (after a click on
  the checkout screen's confirm button). The protected checkout screen route waits for Stripe.js, so the Stripe
  stand-in is loaded before the checkout screen paints. The stand-ins are much smaller than the real
  Stripe.js and PayPal SDK, so the payment figures understate production.
- **First question answers a tap**: the gender step reloaded cold as above, by a copy of the
  same profile; as soon as the app's option button (\`[data-step-id="gender"] [data-option]\`,
  which index.html's static shell does not have) is in the page, its first option is clicked
  (playwright, \`force\`: not waiting for the step's entry animation; a mouse click on the phone
  viewport, without touch emulation, so the app sees the same device as elsewhere) every 250 ms
  until the step changes. The time is the next step's heading painted (same probe as above,
  after navigation start), with the click that moved it; the bytes are the JS and CSS finished
  until that paint, whatever started them (the later steps' chunk and the consent tool load
  after the first paint, and count if they finished before it).
- **Static first-render JS** (\`npm run check:bytes\`, the CI byte check): from the same build,
  without a browser: index.html's chunk and the chunks of the modules the app awaits before a
  screen's first render (bench/first-render-entries.ts) with everything they import statically
  in Vite's manifest, gzipped the same way. The report lists any difference from the build's
  files the browser loaded before the heading painted.
- **Lighthouse** 12.8.2, Node API, default mobile config (simulated throttling), performance only,
  Debian Chromium with the flags of ENVIRONMENT.md plus \`--lang=en-US\`, a fresh Chromium per run,
  runs interleaved across screens; each metric is the median of its runs. Loading and the
  baseline start from an empty profile (a first visit). Gender and the checkout screen run Chromium
  (chrome-launcher) on a fresh copy of the prepared profile above, HTTP caches deleted, with
  \`disableStorageReset\` so that Lighthouse keeps local storage, IndexedDB and cookies; the final
  URL and the LCP element (the screen's h1) were checked. Lighthouse's user flows (puppeteer) were
  not needed.
- **Step change**: a fresh browser context with \`reducedMotion: 'reduce'\`, which the app honours
  (\`_motionReduce\` on the step transition and the reduced-motion rule in index.html), so the
  spec's deliberate transitions (300 ms default, 800 ms info screens) are not in the figure. From
  the click event's timestamp to the next step's heading painted (same probe as above), for the
  first ten steps from gender, answered like the e2e walker, in three fresh contexts.
- **API**: autocannon 9 from the bench process at a fixed total rate (\`overallRate\`), 20 s per
  endpoint after a 10 s warm-up at the same rate that is not counted, through Hosting (port 5000,
  \`/api/**\` rewritten to the functions emulator on 5001) as the browser calls it. getProducts
  and getSubscription carry the ID token of the seeded \`active-1m@demo.fastwell.test\` (Auth
  emulator signInWithPassword). 10 connections: the Functions emulator runs each request in
  flight in a worker process of its own, and with 20 or 50 connections it started dozens of
  workers and collapsed on this machine (getProducts fell to a few requests per second, with
  timeouts). autocannon does not correct for coordinated omission: a connection waiting for a
  slow answer sends its next request late, so "sent" can fall under the rate. Baseline: a plain
  Express 5 app answering JSON in its own Node process on a free local port, loaded the same
  way (not through the emulators). Hosting's proxy and the Functions emulator's proxy and
  workers are hops production does not have: the figures are the local stack's.
- **Stripe calls** are counted by the Stripe emulator's request log (\`GET /_emulator/requests\`).
`;

/** bench/report.md. */
export function renderMarkdown(results: BenchResults, rows: readonly SummaryRow[]): string {
  const { machine } = results;
  const misses = rows.filter((summary) => summary.result === 'miss').length;
  const judged = rows.filter((summary) => summary.result !== 'n/a').length;
  return [
    '# Fastwell bench',
    '',
    `Run ${results.startedAt} (took ${Math.round(results.durationSeconds)} s) at commit ${results.commit}, ` +
      `${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, ${machine.chromium}; ` +
      `load average ${machine.loadAverage[0].toFixed(1)} at the start, ${machine.loadAverage[1].toFixed(1)} at the end. ` +
      'Written by `npm run bench` with report.json; ratios are app ÷ baseline of the same run. ' +
      'KB = 1024 bytes.',
    '',
    `## Targets: ${judged - misses} of ${judged} met`,
    '',
    summaryTable(rows),
    '',
    whySection(rows),
    '',
    bytesSection(results),
    '',
    lighthouseSection(results),
    '',
    stepsSection(results),
    '',
    apiSection(results),
    '',
    METHOD,
  ].join('\n');
}

/** bench/report.json: the raw results and the targets table. */
export function renderJson(results: BenchResults, rows: readonly SummaryRow[]): string {
  return `${JSON.stringify({ ...results, summary: rows }, null, 2)}\n`;
}
