import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_STACK, localUrl } from '../emulators/local-stack.config.js';
import { CHROMIUM_ARGS, PHONE_VIEWPORT } from '../web/e2e/chromium-options.js';

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(BENCH_DIR, '..');
/** Scratch output of a run (profiles, baseline build, raw Lighthouse results); not committed. */
export const SCRATCH_DIR = join(REPO_ROOT, '.local/bench');
export const REPORT_MD = join(BENCH_DIR, 'report.md');
export const REPORT_JSON = join(BENCH_DIR, 'report.json');
export const NOTES_FILE = join(BENCH_DIR, 'notes.md');
/** The committed first-render JS per screen that the CI byte check compares the build with. */
export const FIRST_RENDER_BYTES_JSON = join(BENCH_DIR, 'first-render-bytes.json');
/** The web build the local stack serves (startStack: vite build --mode emulators). */
export const WEB_DIST = join(REPO_ROOT, 'web/dist');

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/e2e/chromium-options.js';
/** Lighthouse's Chromium: the same flags, headless, and the e2e browser's language. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--lang=en-US'];
export const LOCALE = 'en-US';
/** The e2e suite's phone-sized viewport. */
export const VIEWPORT = PHONE_VIEWPORT;

export const STACK = {
  hosting: localUrl(LOCAL_STACK.ports.hosting),
  functions: localUrl(LOCAL_STACK.ports.functions),
  auth: localUrl(LOCAL_STACK.ports.auth),
  stripe: localUrl(LOCAL_STACK.ports.stripe),
  paypal: localUrl(LOCAL_STACK.ports.paypal),
  hostingPort: LOCAL_STACK.ports.hosting,
  firebaseApiKey: 'demo-api-key',
};

/** Each screen: where a visitor lands, and what on it counts as painted. */
export const SCREENS = {
  loading: { path: '/', heading: '[data-step-id="loading"] h1' },
  gender: { path: '/onboarding/gender', heading: '[data-step-id="gender"] h1' },
  payment: { path: '/payment', heading: '[data-screen="payment"] h1' },
  baseline: { path: '/', heading: 'h1' },
} as const;
export type ScreenName = keyof typeof SCREENS;

/** Open when both the card form of the stand-in Stripe.js and the PayPal button are there. */
export const PAYMENT_MODAL_READY = [
  '[data-testid="payment-modal"] input[autocomplete="cc-number"]',
  '[data-testid="payment-modal"] [data-testid="paypal-button"]',
];

export const LIGHTHOUSE_RUNS = 3;
export const STEP_PASSES = 3;
export const STEPS_PER_PASS = 10;
/**
 * 10 connections: the Functions emulator runs each request in flight in a worker process of its
 * own, and 20 or 50 connections made it start dozens of workers and collapse on 2 cores. The
 * warm-up (not counted) lets it start the workers first.
 */
export const LOAD = { ratePerSecond: 200, durationSeconds: 20, warmupSeconds: 10, connections: 10 };
