import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleBrowserScript } from '../../shared/browser-script-bundler.js';

// A string (not a URL object) so this also works where a test environment replaces the global URL.
const STAND_IN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'stand-in');

/** Builds the stand-in Stripe.js from `stand-in/` (entry `stripe-global`). */
export function buildStandInScript(): Promise<string> {
  return bundleBrowserScript({
    dir: STAND_IN_DIR,
    entry: 'stripe-global',
    banner: 'Fastwell stand-in for Stripe.js (local emulator, not the real Stripe.js).',
  });
}

let cached: Promise<string> | undefined;

/** The stand-in script, built once per process. */
export function standInScript(): Promise<string> {
  cached ??= buildStandInScript();
  return cached;
}
