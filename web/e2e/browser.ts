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
  /**
   * The anonymous visitor id (local storage `localId`) the browser starts with. By default one
   * that lands in the control variation of every local experiment (emulators/flags/features.json),
   * so the other tests see the spec's defaults; null: a new id made by the app, as for a real visitor.
   */
  visitorId?: string | null;
};

/** In the control of every experiment of emulators/flags/features.json (experiments.e2e.ts checks). */
export const CONTROL_VISITOR_ID = 'e2e-visitor-0000';

async function presetVisitor(context: BrowserContext, options: LaunchOptions): Promise<void> {
  const visitorId = options.visitorId === undefined ? CONTROL_VISITOR_ID : options.visitorId;
  if (visitorId === null) return;
  await context.addInitScript(
    ({ id, origin }) => {
      if (window.location.origin === origin && window.localStorage.getItem('localId') === null)
        window.localStorage.setItem('localId', id);
    },
    { id: visitorId, origin: new URL(BASE_URL).origin },
  );
}

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
  await presetVisitor(context, options);
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
  await presetVisitor(context, options);
  return { context, close: () => browser.close() };
}
