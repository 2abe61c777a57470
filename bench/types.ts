/** What one bench run measured; report.ts turns it into bench/report.md and report.json. */

import type { FirstRenderBytes } from './first-render-bytes';

export type ChunkKind = 'js' | 'css';

export type Chunk = {
  /** Asset file name, or host:port/path for other origins. */
  file: string;
  kind: ChunkKind;
  rawBytes: number;
  /** zlib gzip (level 6) of the decoded body. */
  gzipBytes: number;
  /** Resource timing, ms after navigation start. */
  startMs: number;
  responseEndMs: number;
  /** Set for the payment SDKs (Stripe.js stand-in, PayPal SDK). */
  sdk?: 'stripe' | 'paypal';
};

export type ChunkSet = {
  chunks: Chunk[];
  jsGzip: number;
  cssGzip: number;
};

export type ScreenBytes = ChunkSet & {
  screen: string;
  url: string;
  /** When the screen's heading was painted (ms after navigation start). */
  paintMs: number;
  /**
   * The same screen's first-render JS computed from the build (bench/first-render-bytes.ts), the
   * figure the CI byte check holds; absent in reports from before it and on the baseline.
   */
  firstRender?: FirstRenderBytes;
};

/**
 * The first question answering a tap: a visitor on the gender step reloads it and taps the first
 * option as soon as the app's option button is on the page (again until the step changes). Times
 * are ms after navigation start; the chunks are the JS and CSS finished until the next step's
 * heading painted.
 */
export type FirstInteraction = ChunkSet & {
  screen: string;
  url: string;
  /** The app's first option button was on the page (and a frame painted). */
  optionMs: number;
  /** Taps until one moved to the next step (1: the first was handled). */
  taps: number;
  /** The click event of the tap that moved the step. */
  tapMs: number;
  /** The next step's heading was in the document (the tap was handled). */
  stepChangedMs: number;
  /** ... and painted. */
  paintMs: number;
  nextStep: string;
};

export type BytesResults = {
  loading: ScreenBytes;
  gender: ScreenBytes;
  payment: ScreenBytes;
  /** Loaded after the checkout screen was painted until the payment modal was open (card form + PayPal). */
  paymentModal: ChunkSet & { openMs: number };
  baseline: ScreenBytes;
};

export type LighthouseRun = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
};

export type LighthouseScreen = {
  screen: string;
  url: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
  /** Lighthouse run warnings, each once (e.g. stored data that may affect the score). */
  warnings: string[];
};

export type LighthouseResults = {
  loading: LighthouseScreen;
  gender: LighthouseScreen;
  payment: LighthouseScreen;
  baseline: LighthouseScreen;
};

export type StepSample = { pass: number; from: string; to: string; ms: number };

export type StepTiming = {
  samples: StepSample[];
  medianMs: number;
  p95Ms: number;
  /** Baseline: the same click-to-painted measure on the baseline app's button. */
  baseline: { samples: number[]; medianMs: number; p95Ms: number };
};

export type ApiLoad = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The port the load went to (Hosting for the app, a free port for the baseline). */
  port: number;
  /** The rate asked for, and the rate sent (requests ÷ duration; lower when answers lag). */
  ratePerSecond: number;
  achievedPerSecond: number;
  connections: number;
  durationSeconds: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
};

export type StripeCallCount = {
  total: number;
  byRoute: Record<string, number>;
  byClient: Record<string, number>;
};

export type StripeCalls = {
  /** POST /api/payment/createSubscription alone, counted when its answer arrived. */
  createSubscription: StripeCallCount;
  /** The same call once its webhooks were delivered and handled (re-fetches). */
  createSubscriptionSettled: StripeCallCount;
  /** A whole card purchase in the browser: pay click to the next page, webhooks settled. */
  browserPurchase: StripeCallCount | null;
};

export type ApiResults = {
  endpoints: ApiLoad[];
  baseline: ApiLoad;
  /**
   * GET /api/health through Hosting: the same stack and function with a handler that does no
   * work, i.e. what the local stack alone costs per request (absent in reports before it).
   */
  stackFloor?: ApiLoad;
  stripeCalls: StripeCalls;
};

export type BenchResults = {
  startedAt: string;
  durationSeconds: number;
  commit: string;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    chromium: string;
    /** 1-minute load average at the start and at the end of the run (the machine is shared). */
    loadAverage: [number, number];
  };
  bytes: BytesResults;
  /** Absent in reports from before it was measured. */
  firstInteraction?: FirstInteraction;
  lighthouse: LighthouseResults;
  steps: StepTiming;
  api: ApiResults;
};
