import { readFileSync } from 'node:fs';
import { GrowthBook } from '@growthbook/growthbook';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_URL, CONTROL_VISITOR_ID, launchBrowser } from './browser';
import { payWithCard, uniqueEmail } from './funnel-steps';
import { readExposures, readUsers } from './user-records';

/** The local stack's GrowthBook features: the experiments the funnel runs locally. */
const FEATURES = JSON.parse(
  readFileSync(new URL('../../emulators/flags/features.json', import.meta.url), 'utf8'),
) as Record<string, never>;
const EXPERIMENTS = ['selected-package-index', 'color-scheme'] as const;

/** What GrowthBook's own hashing gives a visitor id, from the same features. */
function expectedVariations(visitorId: string) {
  const growthbook = new GrowthBook({ features: FEATURES, attributes: { id: visitorId } });
  return {
    packageIndex: growthbook.getFeatureValue('selected-package-index', -1),
    colorScheme: growthbook.getFeatureValue('color-scheme', ''),
  };
}

type Shown = { packageIndex: number; colorScheme: string | null };

/** The checkout as a new account sees it (/login/create_account leads to /login/payment). */
async function checkoutAsNewAccount(
  page: Page,
  label: string,
  email = uniqueEmail(label),
): Promise<Shown> {
  await page.goto(`${BASE_URL}/login/create_account`);
  await page.locator('[data-screen="create_account"]').waitFor({ timeout: 20_000 });
  await page.fill('input[name="firstName"]', 'Ada');
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', '123456');
  await page.click('[data-testid="create-account-submit"]');
  await page.waitForURL('**/login/payment', { timeout: 20_000 });
  return shownOnCheckout(page);
}

async function shownOnCheckout(page: Page): Promise<Shown> {
  // The checkout shows the package list twice (top and bottom); both show the same.
  const group = page.locator('[role="radiogroup"][data-color-scheme]').first();
  await group.locator('[aria-checked="true"]').waitFor({ timeout: 20_000 });
  const cards = await group
    .locator('[role="radio"]')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-checked') === 'true'));
  return {
    packageIndex: cards.indexOf(true),
    colorScheme: await group.getAttribute('data-color-scheme'),
  };
}

const exposureEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => entry.event === 'web_experimentViewed'),
  );

describe('experiments (issue 20): bucketing, stickiness and exposures', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('two visitor ids land in the variations GrowthBook assigns them; the e2e default is control', async () => {
    const visitors = ['e2e-visitor-0006', 'e2e-visitor-0007'];
    const expected = visitors.map(expectedVariations);
    // The two ids differ in both experiments, so each check below can fail.
    expect(expected[0]?.packageIndex).not.toBe(expected[1]?.packageIndex);
    expect(expected[0]?.colorScheme).not.toBe(expected[1]?.colorScheme);
    expect(expectedVariations(CONTROL_VISITOR_ID)).toEqual({
      packageIndex: 1,
      colorScheme: 'original',
    });
    for (const [index, visitorId] of visitors.entries()) {
      browser = await launchBrowser({ visitorId });
      const page = await browser.newPage();
      expect(await checkoutAsNewAccount(page, `experiments-${index}`)).toEqual(expected[index]);
      await browser.close();
      browser = undefined;
    }
  });

  it('one visitor keeps its variation across reload and another sign-in; each exposure is sent once', async () => {
    const visitorId = 'e2e-visitor-0006';
    browser = await launchBrowser({ visitorId });
    const page = await browser.newPage();
    const first = await checkoutAsNewAccount(page, 'experiments-sticky');
    expect(first).toEqual(expectedVariations(visitorId));
    await expect.poll(() => exposureEvents(page)).toHaveLength(EXPERIMENTS.length);
    const events = await exposureEvents(page);
    expect(events.map((event) => event.experimentKey).sort()).toEqual([...EXPERIMENTS].sort());
    expect(events.every((event) => event.visitorId === visitorId)).toBe(true);
    expect(events.find((event) => event.experimentKey === 'color-scheme')?.variationId).toBe(
      first.colorScheme,
    );

    await page.reload();
    expect(await shownOnCheckout(page)).toEqual(first);
    // Another account signs in on the same browser: another uid, the same visitor.
    expect(await checkoutAsNewAccount(page, 'experiments-sticky-2')).toEqual(first);
    expect(await exposureEvents(page)).toEqual([]);

    // The server's record of the exposures (the report's denominator), one per experiment.
    await expect
      .poll(async () => {
        const exposures = await readExposures();
        return EXPERIMENTS.map((key) => exposures[key]?.[visitorId]?.variation);
      })
      .toEqual([String(first.packageIndex), first.colorScheme]);
  });

  it('a purchase carries the experiments the buyer saw into the iapLog and the payments received', async () => {
    const visitorId = 'e2e-visitor-0007';
    const email = uniqueEmail('experiments-buyer');
    browser = await launchBrowser({ visitorId });
    const page = await browser.newPage();
    const shown = await checkoutAsNewAccount(page, 'experiments-buyer', email);
    await page
      .locator('[role="radiogroup"]')
      .first()
      .locator('[data-package-id*="oneMonthV8"]')
      .click();
    await payWithCard(page, '4242424242424242');
    const seen = {
      'color-scheme': shown.colorScheme,
      'selected-package-index': String(shown.packageIndex),
    };
    await expect
      .poll(
        async () => {
          const user = Object.values(await readUsers()).find(
            (record) => record.providerData?.email === email,
          );
          const bought = Object.values(user?.iapLog ?? {}).find(
            (entry) => entry.subtype === 'purchased',
          );
          const [payment] = Object.values(user?.payments ?? {});
          return {
            entry: bought && { experiments: bought.experiments, visitorId: bought.visitorId },
            payment: payment && { experiments: payment.experiments, paid: payment.amount > 0 },
          };
        },
        { timeout: 30_000 },
      )
      .toEqual({
        entry: { experiments: seen, visitorId },
        payment: { experiments: seen, paid: true },
      });
  });
});
