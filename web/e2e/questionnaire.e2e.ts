import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser';
import { dataLayerEvents } from './funnel-steps';
import { type WalkOptions, answerStep, currentStepId, walkToPayment } from './questionnaire-walker';
import { findUserByNewsletterEmail } from './user-records';

const email = (label: string) =>
  `e2e-q-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const continueButton = (page: Page) => page.locator('[data-testid="continue"]');
const errorLine = (page: Page, stepId: string) =>
  page.locator(`[data-step-id="${stepId}"] [role="alert"]`).first();

let browser: BrowserContext | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function start(query = ''): Promise<Page> {
  browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${BASE_URL}/${query}`);
  return page;
}

/** Walks until `target` is on screen. */
async function walkUntil(
  page: Page,
  target: string,
  options: Omit<WalkOptions, 'stopAt'>,
): Promise<void> {
  await walkToPayment(page, { ...options, stopAt: (stepId) => stepId === target });
  expect(await currentStepId(page)).toBe(target);
}

describe('the whole questionnaire', () => {
  it('a man in metric units answers all 35 steps; the record and the funnel events follow', async () => {
    const page = await start();
    const address = email('man-metric');
    const seen = await walkToPayment(page, { gender: 'm', units: 'metric', email: address });
    expect(seen.filter((id) => id !== 'loading')).toHaveLength(35);
    expect(seen).toContain('age');
    expect(seen).not.toContain('age_range');
    expect(seen).toContain('special_occasion_date');

    const events = await dataLayerEvents(page);
    for (const name of [
      'web_commit_1_gender',
      'web_goto_3_goals',
      'web_commit_33_email',
      'web_commit_35_plan_is_ready',
    ]) {
      expect(events, name).toContain(name);
    }
    expect(events.every((name) => name.length <= 40)).toBe(true);

    const found = await findUserByNewsletterEmail(address);
    expect(found?.[1].personal).toMatchObject({
      gender: 'm',
      height: 178,
      goalWeight: 80,
      unitSystem: 'metric',
      age: 34,
    });
  });

  it('a woman in imperial units: feet/inches and pounds are stored with their metric values', async () => {
    const page = await start();
    const address = email('woman-imperial');
    await walkToPayment(page, { gender: 'f', units: 'imperial', email: address, noEvent: true });
    const found = await findUserByNewsletterEmail(address);
    const personal = found?.[1].personal as {
      gender: string;
      height: number;
      goalWeight: number;
      unitSystem: string;
    };
    expect(personal.gender).toBe('f');
    expect(personal.unitSystem).toBe('imperial');
    expect(personal.height).toBeCloseTo(175.3, 1);
    expect(personal.goalWeight).toBeCloseTo(77.1, 1);
  });

  it('the v2 variant asks the age range instead of the age; no_event skips the date', async () => {
    const page = await start('?ff.onboarding-steps-variant=v2');
    const seen = await walkToPayment(page, {
      gender: 'f',
      units: 'metric',
      email: email('v2'),
      noEvent: true,
    });
    expect(seen).toContain('age_range');
    expect(seen).not.toContain('age');
    expect(seen).not.toContain('special_occasion_date');
  });
});

describe('invalid input shows its message and blocks continue', () => {
  it('height, weight, age and e-mail', async () => {
    const page = await start();
    const options = { gender: 'f' as const, units: 'metric' as const, email: email('invalid') };
    await walkUntil(page, 'height', options);
    await page.fill('input[name="height-cm"]', '260');
    await expect
      .poll(() => errorLine(page, 'height').textContent())
      .toBe('Please enter a height between 100 and 250 cm.');
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.click('[data-unit="ft/in"]');
    expect(await page.inputValue('input[name="height-ft"]')).toBe('');
    await page.fill('input[name="height-ft"]', '9');
    await page.fill('input[name="height-in"]', '0');
    await expect
      .poll(() => errorLine(page, 'height').textContent())
      .toBe('Please enter a height between 3 ft 3 in and 8 ft 2 in.');
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.click('[data-unit="cm"]');
    await answerStep(page, options);

    await page.locator('[data-step-id="weight"]').waitFor();
    await page.fill('input[name="weight"]', '300');
    await expect
      .poll(() => errorLine(page, 'weight').textContent())
      .toBe('Please enter a weight between 30 and 250 kg.');
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.click('[data-unit="lb"]');
    await page.fill('input[name="weight"]', '600');
    await expect
      .poll(() => errorLine(page, 'weight').textContent())
      .toBe('Please enter a weight between 66 and 552 lb.');
    await page.click('[data-unit="kg"]');
    await page.fill('input[name="weight"]', '92');
    await continueButton(page).click();

    await page.locator('[data-step-id="perfect_weight"]').waitFor();
    await page.fill('input[name="perfect_weight"]', '50');
    await page.locator('[data-testid="underweight-info"]').waitFor();
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.fill('input[name="perfect_weight"]', '80');
    await page.locator('[data-testid="goal-info"]').waitFor();
    await continueButton(page).click();

    await page.locator('[data-step-id="age"]').waitFor();
    await page.fill('input[name="age"]', '17');
    await page.locator('input[name="age"]').blur();
    await expect
      .poll(() => errorLine(page, 'age').textContent())
      .toBe('Please enter an age between 18 and 99.');
    expect(await continueButton(page).isDisabled()).toBe(true);

    await page.fill('input[name="age"]', '40');
    await walkUntil(page, 'email', options);
    await page.fill('input[name="email"]', 'not-an-email');
    await page.locator('input[name="email"]').blur();
    await expect
      .poll(() => errorLine(page, 'email').textContent())
      .toBe('Please enter a valid e-mail address.');
    expect(await continueButton(page).isDisabled()).toBe(true);
  });
});

describe('an e-mail that already has an account', () => {
  it('opens the e-mail-exists modal; logging in there continues to the plan and the checkout screen', async () => {
    const page = await start();
    await walkUntil(page, 'email', { gender: 'm', units: 'metric', email: 'unused' });
    await page.fill('input[name="email"]', 'registered@demo.fastwell.test');
    await continueButton(page).click();
    const modal = page.locator('[data-testid="email-exists-modal"]');
    await modal.waitFor();
    expect(await dataLayerEvents(page)).toContain('web_openEmailExistsModal');
    await modal.getByRole('button', { name: 'Log in' }).click();
    await page.locator('[data-step-id="existing_email_login"]').waitFor();

    await page.fill('input[name="password"]', 'wrong-password');
    await continueButton(page).click();
    await expect
      .poll(() => errorLine(page, 'existing_email_login').textContent())
      .toBe('The e-mail or password is not right. Please try again.');

    await page.fill('input[name="password"]', 'fastwell-demo');
    await continueButton(page).click();
    // Signed in, the visitor skips the newsletter question and goes on to the plan.
    await page.locator('[data-step-id="plan_is_ready"]').waitFor();
    await continueButton(page).click();
    await page.waitForURL('**/payment');
  });
});
