import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { presetConsent } from './consent-helpers';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    executablePath: CHROMIUM,
    headless: true,
    locale: options.locale ?? 'en-US',
    viewport: { width: 390, height: 844 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
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
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width: 390, height: 844 },
  });
  if (options.consent !== 'undecided') await presetConsent(context, BASE_URL);
  return { context, close: () => browser.close() };
}
