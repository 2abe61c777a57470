import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PHONE_VIEWPORT } from '../../web/e2e/chromium-options';
import { walkToPayment } from '../../web/e2e/questionnaire-walker';
import {
  FIXED_TIME,
  LOADING_SHOT_MS,
  LOADING_SHOT_PERCENT,
  LOCALES,
  TIME_ZONE,
  makeDeterministic,
} from './page-determinism';
import type { Language } from './screenshot-args';
import { shotFileName } from './screenshot-files';
import { NetworkWatch, settle } from './settle';

const WAIT_MS = 30_000;
/** The step id the checkout screen's screenshot is named by (it has no data-step-id). */
export const CHECKOUT_SHOT = 'checkout';
/** The checkout opened cold (a reload): its above-the-fold renders without Chakra around it. */
export const CHECKOUT_COLD_SHOT = 'checkout-cold';

export type WalkShots = { lang: Language; files: string[]; warnings: string[] };

const stepOnScreen = (page: Page): Promise<string | null> =>
  page.evaluate(
    () => document.querySelector('[data-step-id]')?.getAttribute('data-step-id') ?? null,
  );

/** Puts each step in the state its screenshot shows, the same in every run. */
async function prepareStep(page: Page, stepId: string): Promise<void> {
  if (stepId === 'loading') {
    await page.clock.setFixedTime(FIXED_TIME + LOADING_SHOT_MS);
    await page
      .locator('.loading-percent', { hasText: LOADING_SHOT_PERCENT })
      .waitFor({ timeout: WAIT_MS });
  } else if (stepId === 'progress') {
    // The analysing step's bars stop while its question is open (after 6 s of ticks).
    await page.locator('[data-testid="analysing-question"]').waitFor({ timeout: WAIT_MS });
  }
}

/**
 * One language: a new visitor (fixed e-mail, a woman, metric units) walks from the loading screen
 * through every questionnaire step to the checkout screen, like the e2e walker; each new step
 * and the checkout screen are saved as full-page PNGs into `dir` (emptied first).
 */
export async function captureLanguage(
  browser: Browser,
  options: { lang: Language; baseUrl: string; dir: string },
): Promise<WalkShots> {
  const { lang, baseUrl, dir } = options;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    locale: LOCALES[lang],
    timezoneId: TIME_ZONE,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  const files: string[] = [];
  const warnings: string[] = [];
  try {
    await makeDeterministic(context, baseUrl);
    const page = await context.newPage();
    const network = new NetworkWatch(page);
    const shoot = async (stepId: string, onScreen: () => Promise<boolean>) => {
      const warning = await settle(page, network);
      if (warning !== null) warnings.push(`${stepId}: ${warning}`);
      const file = shotFileName(files.length + 1, stepId);
      await page.screenshot({ path: join(dir, file), fullPage: true, animations: 'disabled' });
      if (!(await onScreen()))
        throw new Error(`${lang}: the screen left ${stepId} before its screenshot was taken`);
      files.push(file);
    };
    await page.goto(`${baseUrl}/`);
    await walkToPayment(page, {
      gender: 'f',
      units: 'metric',
      email: `screenshots-${lang}@example.com`,
      onNewStep: async (stepId) => {
        await prepareStep(page, stepId);
        await shoot(stepId, async () => (await stepOnScreen(page)) === stepId);
      },
    });
    await page.locator('[data-screen="payment"] h1').waitFor({ timeout: WAIT_MS });
    await page.locator('[data-package-id]').first().waitFor({ timeout: WAIT_MS });
    await shoot(CHECKOUT_SHOT, async () => new URL(page.url()).pathname === '/payment');
    await page.reload();
    await page.locator('[data-package-id]').first().waitFor({ timeout: WAIT_MS });
    await shoot(CHECKOUT_COLD_SHOT, async () => new URL(page.url()).pathname === '/payment');
  } finally {
    await context.close();
  }
  return { lang, files, warnings };
}
