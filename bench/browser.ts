import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { presetConsent } from '../web/e2e/consent-helpers';
import { CHROMIUM_ARGS, CHROMIUM_PATH, LOCALE, SCRATCH_DIR, STACK, VIEWPORT } from './config';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export type ContextOptions = {
  /** A returning visitor who accepted all cookies (no banner); default: a first visit. */
  consented?: boolean;
  reducedMotion?: boolean;
  baseUrl?: string;
};

/** A fresh, cache-less context like the e2e suite's: phone viewport, en-US. */
export async function newContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: LOCALE,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  if (options.consented) await presetConsent(context, options.baseUrl ?? STACK.hosting);
  return context;
}

/** A Chromium profile kept on disk (local storage, IndexedDB, cookies survive closing it). */
export function launchProfile(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORT,
    locale: LOCALE,
  });
}

/** Cache folders and lock files of a Chromium profile: left out of copies (a cold cache). */
const NOT_COPIED = new Set([
  'Cache',
  'Code Cache',
  'GPUCache',
  'DawnGraphiteCache',
  'DawnWebGPUCache',
  'GrShaderCache',
  'ShaderCache',
  'SingletonLock',
  'SingletonSocket',
  'SingletonCookie',
]);

/** A copy of a closed profile without its caches, in a new folder under .local/bench. */
export function copyProfile(source: string): string {
  const target = mkdtempSync(join(SCRATCH_DIR, 'profile-copy-'));
  cpSync(source, target, {
    recursive: true,
    filter: (path) => !NOT_COPIED.has(basename(path)),
  });
  return target;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
