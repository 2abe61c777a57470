import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser } from './browser';
import { uniqueCardNumber, uniqueEmail } from './funnel-steps';
import { currentStepId } from './questionnaire-walker';
import { findUserByNewsletterEmail } from './user-records';

// A visitor without a mouse: Tab, Enter, Space and typing only, from the first step to a paid
// subscription. Each new step's heading takes the focus; progress screens expose their role.
const TIMEOUT = 30_000;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const focusedMatches = (page: Page, selector: string) =>
  page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);

/** Presses Tab until the focus is on `selector` (a keyboard user's only way to get there). */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await focusedMatches(page, selector)) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`Tab never reached ${selector}; focus is on ${focused}`);
}

async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}

const CONTINUE = '[data-testid="continue"]';

async function answerByKeyboard(page: Page, stepId: string, email: string): Promise<void> {
  const step = `[data-step-id="${stepId}"]`;
  const measurement = {
    height: ['height-cm', '178'],
    weight: ['weight', '92'],
    perfect_weight: ['perfect_weight', '80'],
  } as const;
  if (stepId === 'gender') {
    await tabTo(page, '[data-option="f"]');
    await page.keyboard.press('Enter');
  } else if (stepId in measurement) {
    const [name, value] = measurement[stepId as keyof typeof measurement];
    await typeInto(page, `input[name="${name}"]`, value);
    await tabTo(page, CONTINUE);
    await page.keyboard.press('Enter');
  } else if (stepId === 'age') {
    await typeInto(page, 'input[name="age"]', '34');
    await page.keyboard.press('Enter');
  } else if (stepId === 'email') {
    await typeInto(page, 'input[name="email"]', email);
    await page.keyboard.press('Enter');
  } else if (stepId === 'progress') {
    const question = '[data-testid="analysing-question"]';
    await page.locator(question).waitFor({ timeout: TIMEOUT });
    await tabTo(page, `${question} [data-option]`);
    await page.keyboard.press('Enter');
  } else if ((await page.locator(`${step} [aria-pressed]`).count()) > 0) {
    await tabTo(page, `${step} [data-option]`);
    await page.keyboard.press('Space');
    await tabTo(page, CONTINUE);
    await page.keyboard.press('Enter');
  } else if ((await page.locator(`${step} [data-option]`).count()) > 0) {
    await tabTo(page, `${step} [data-option]`);
    await page.keyboard.press('Enter');
  } else if (stepId !== 'loading') {
    await tabTo(page, CONTINUE);
    await page.keyboard.press('Enter');
  }
}

describe('keyboard only', () => {
  it('questionnaire and payment modal: every step by keyboard, focus on each heading, to a paid plan', async () => {
    const browser = await launchBrowser();
    close = () => browser.close();
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const email = uniqueEmail('keyboard');
    await page.goto(`${BASE_URL}/`);

    const seen: string[] = [];
    while (new URL(page.url()).pathname !== '/payment') {
      const stepId = await currentStepId(page);
      if (seen.at(-1) !== stepId) {
        seen.push(stepId);
        if (stepId === 'loading' || stepId === 'progress') {
          expect(await page.getByRole('progressbar').count(), stepId).toBeGreaterThan(0);
        } else {
          await expect
            .poll(() => focusedMatches(page, `[data-step-id="${stepId}"] h1`), { timeout: 5_000 })
            .toBe(true);
        }
      }
      await answerByKeyboard(page, stepId, email);
      await page
        .waitForFunction(
          (previous) =>
            window.location.pathname === '/payment' ||
            document.querySelector('[data-step-id]')?.getAttribute('data-step-id') !== previous,
          stepId,
          { timeout: TIMEOUT },
        )
        .catch(async () => {
          const focus = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
          throw new Error(
            `keyboard answer did not leave ${stepId} (after ${seen.join(', ')}); focus: ${focus}`,
          );
        });
    }
    expect(seen.length).toBeGreaterThan(30);

    await page.locator('[data-package-id]').first().waitFor({ timeout: TIMEOUT });
    await tabTo(page, '[data-testid="confirm"]', 200);
    await page.keyboard.press('Enter');
    const modal = '[data-testid="payment-modal"]';
    await page.locator(`${modal} input[autocomplete="cc-number"]`).waitFor({ timeout: TIMEOUT });
    await typeInto(page, `${modal} input[autocomplete="cc-number"]`, uniqueCardNumber());
    await typeInto(page, `${modal} input[autocomplete="cc-exp"]`, '1234');
    await typeInto(page, `${modal} input[autocomplete="cc-csc"]`, '123');
    await tabTo(page, '[data-testid="pay"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/payment', { timeout: TIMEOUT });
    const found = await findUserByNewsletterEmail(email);
    expect(found?.[1].subscription?.status).toBe('active');
  });

  it('reduced motion: steps change without transitions', async () => {
    const browser = await launchBrowser();
    close = () => browser.close();
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${BASE_URL}/onboarding/gender`);
    const step = page.locator('[data-step-id="gender"]');
    await step.waitFor({ timeout: TIMEOUT });
    const durations = await step.evaluate((node) => {
      const all = [node, ...Array.from(node.querySelectorAll('*'))];
      return all.flatMap((element) => {
        const style = getComputedStyle(element);
        return [style.transitionDuration, style.animationDuration]
          .flatMap((value) => value.split(','))
          .map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000));
      });
    });
    expect(Math.max(...durations)).toBeLessThanOrEqual(1);
  });
});
