import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleBrowserScript } from '../../shared/browser-script-bundler.js';

// A string (not a URL object) so this also works where a test environment replaces the global URL.
const SDK_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'sdk');

/** Builds the stand-in PayPal JS SDK from `sdk/` (entry `paypal-global`). */
export function buildSdkScript(): Promise<string> {
  return bundleBrowserScript({
    dir: SDK_DIR,
    entry: 'paypal-global',
    banner: "Fastwell stand-in for the PayPal JS SDK (local emulator, not PayPal's SDK).",
  });
}

let cached: Promise<string> | undefined;

/** The stand-in SDK script, built once per process. */
export function sdkScript(): Promise<string> {
  cached ??= buildSdkScript();
  return cached;
}
