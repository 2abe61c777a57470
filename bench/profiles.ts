import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { acceptConsent } from '../web/e2e/consent-helpers';
import { walkToPayment } from '../web/e2e/questionnaire-walker';
import { launchProfile } from './browser';
import { SCRATCH_DIR, SCREENS, STACK } from './config';

/** Screens a visitor can only land on with state from an earlier visit. */
export type RestoredScreen = 'gender' | 'payment';

/**
 * A Chromium profile of a visitor who accepted all cookies on the loading screen and went on to
 * the gender step (the first question), or answered the whole questionnaire like the e2e walker
 * up to the checkout screen. The app restores that state on load: local storage appState and
 * lastSavedStep, the anonymous Firebase user in IndexedDB (checkout screen), the consent cookie.
 */
export async function prepareProfile(screen: RestoredScreen): Promise<string> {
  const dir = mkdtempSync(join(SCRATCH_DIR, `${screen}-profile-`));
  const context = await launchProfile(dir);
  try {
    const page = await context.newPage();
    await page.goto(`${STACK.hosting}${SCREENS.loading.path}`);
    await acceptConsent(page);
    if (screen === 'payment') {
      await walkToPayment(page, {
        gender: 'f',
        units: 'metric',
        email: `bench-${Date.now()}@example.com`,
      });
      await page.locator('[data-package-id]').first().waitFor({ timeout: 30_000 });
    }
    await page.locator(SCREENS[screen].heading).waitFor({ timeout: 30_000 });
  } finally {
    await context.close();
  }
  return dir;
}
