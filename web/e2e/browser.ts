import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_VIEWPORT } from './chromium-options';
import { presetConsent } from './consent-helpers';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

export type LaunchOptions = {
  locale?: string;
  /**
   * accepted (default): a returning visitor who accepted all cookies, so the banner stays away
   * and analytics reach window.dataLayer at once; undecided: a first visit, banner shown.
   */
  consent?: 'accepted' | 'undecided';
};

/** Debian's Chromium, headless, with a fresh profile and no background network traffic. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'fastwell-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: options.locale ?? 'en-US',
    viewport: PHONE_VIEWPORT,
    args: CHROMIUM_ARGS,
  });
  if (options.consent !== 'undecided') await presetConsent(context, BASE_URL);
  return context;
}

/**
 * The same browser with a regular (non-persistent) context, which @axe-core/playwright needs
 * to inject axe into every frame.
 */
export async function launchAxeBrowser(
  options: LaunchOptions = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: PHONE_VIEWPORT,
  });
  if (options.consent !== 'undecided') await presetConsent(context, BASE_URL);
  return { context, close: () => browser.close() };
}
