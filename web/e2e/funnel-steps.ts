import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const STEP_TIMEOUT = 15_000;

export async function onStep(page: Page, stepId: string): Promise<void> {
  await page.locator(`[data-step-id="${stepId}"]`).waitFor({ timeout: STEP_TIMEOUT });
}

/** Walks / → loading → … → plan_is_ready → payment, answering like a visitor. */
export async function walkQuestionnaire(page: Page, email: string): Promise<void> {
  await onStep(page, 'loading');
  await onStep(page, 'gender');
  await page.click('[data-option="f"]');

  await onStep(page, 'goals');
  await expect.poll(() => page.locator('[data-testid="continue"]').isDisabled()).toBe(true);
  await page.click('[data-option="lose_weight"]');
  await page.click('[data-option="improve_sleep"]');
  await page.click('[data-testid="continue"]');

  await onStep(page, 'fasting_knowledge');
  await page.click('[data-option="a_bit"]');

  await onStep(page, 'height');
  await page.fill('input[name="height-cm"]', '260');
  await page
    .locator('[data-step-id="height"] [role="alert"]')
    .getByText('between 100 and 250')
    .waitFor();
  await page.fill('input[name="height-cm"]', '170');
  await page.click('[data-testid="continue"]');

  await onStep(page, 'weight');
  await page.fill('input[name="weight"]', '82');
  await page.click('[data-testid="continue"]');

  await onStep(page, 'perfect_weight');
  await page.fill('input[name="perfect_weight"]', '70');
  await page.click('[data-testid="continue"]');

  await onStep(page, 'email');
  await page.fill('input[name="email"]', email.toUpperCase());
  await page.click('[data-testid="continue"]');

  await onStep(page, 'receive_email');
  await page.click('[data-option="yes"]');

  await onStep(page, 'plan_is_ready');
  await page.click('[data-testid="continue"]');
  await page.waitForURL('**/payment', { timeout: STEP_TIMEOUT });
}

export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  const number = page.locator('[data-testid="payment-modal"] input[autocomplete="cc-number"]');
  await number.waitFor({ timeout: STEP_TIMEOUT });
  await number.fill(cardNumber);
  await page.fill('[data-testid="payment-modal"] input[autocomplete="cc-exp"]', '12 / 34');
  await page.fill('[data-testid="payment-modal"] input[autocomplete="cc-csc"]', '123');
  await page.click('[data-testid="pay"]');
}

export async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => String(entry.event)));
}
